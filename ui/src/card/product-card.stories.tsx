import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductCard } from './product-card';

const meta = {
  title: 'UI/Card/ProductCard',
  component: ProductCard,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs', 'responsive'],
  args: {
    title: 'Solera Reserva 2019',
    href: '#producto/solera-reserva-2019',
    label: 'Novedad',
    price: '18,50 €',
    childrenCount: '6 botellas',
    actionLabel: 'Añadir a la cesta',
    onAction: fn(),
  },
  argTypes: {
    locked: { control: 'boolean' },
    headingLevel: {
      description: 'Level of the title heading in the page’s outline.',
      control: 'inline-radio',
      options: [2, 3, 4],
      table: { defaultValue: { summary: '3' } },
    },
    title: { control: 'text' },
    label: { control: 'text' },
    price: { control: 'text' },
    childrenCount: { control: 'text' },
    actionLabel: { control: 'text' },
    image: { control: false },
    linkProps: { control: false },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div className="max-w-[260px]">
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Solera Reserva 2019' });
    await expect(link).toHaveAttribute('href', '#producto/solera-reserva-2019');
    // One link only: the card is clickable through it, with nothing interactive nested inside.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link.querySelector('button')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Añadir a la cesta' });
    await userEvent.click(button);
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const WholeCardClickable: Story = {
  args: { linkProps: { onClick: fn((event) => event.preventDefault()) } },
  play: async ({ canvas, canvasElement, args }) => {
    // The title link's overlay covers the picture, so a press there lands on the link.
    const picture = canvasElement.querySelector('[data-slot="product-card-image"]')!.getBoundingClientRect();
    const hit = document.elementFromPoint(picture.left + picture.width / 2, picture.top + picture.height / 2);
    const link = canvas.getByRole('link', { name: 'Solera Reserva 2019' });
    await expect(hit).toBe(link);
    await userEvent.click(hit!);
    await expect(args.linkProps?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a la cesta' }));
    await expect(args.linkProps?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const LongTitleClamped: Story = {
  args: {
    title:
      'Estuche de regalo Solera Gran Reserva edición limitada de aniversario con dos copas grabadas y un sacacorchos de sumiller',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toHaveClass('line-clamp-3');
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
  },
};

export const Locked: Story = {
  args: { locked: true, label: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Bloqueado' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Solera Reserva 2019' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Añadir a la cesta' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

const catalogue = [
  { title: 'Solera Reserva 2019', price: '18,50 €', label: 'Novedad' },
  { title: 'Solera Crianza 2021', price: '11,90 €' },
  { title: 'Blanco de Lías 2023', price: '9,75 €' },
  {
    title: 'Estuche Selección de la Familia: tres tintos de parcela',
    price: '64,00 €',
    childrenCount: '3 botellas',
  },
  { title: 'Vermut de la Casa', price: '14,20 €', locked: true },
  { title: 'Rosado de Garnacha 2024', price: '8,90 €', label: 'Novedad' },
];

export const CatalogueGrid: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { fullWidth: true },
  render: (args) => (
    <ul className="grid grid-cols-catalogue gap-6">
      {catalogue.map((product) => (
        <li key={product.title} className="flex">
          <ProductCard
            {...args}
            className="w-full"
            title={product.title}
            price={product.price}
            label={product.label}
            childrenCount={product.childrenCount}
            locked={product.locked}
            href={`#producto/${product.title}`}
          />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    // 220 px columns: at the test's desktop width several cards share a row.
    await expect(items[1]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    await expect(items[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(220);
    await expect(within(items[4]!).getByRole('button')).toBeDisabled();
  },
};

export const English: Story = {
  args: {
    title: 'Solera Reserva 2019',
    label: 'New',
    price: '€18.50',
    childrenCount: '6 bottles',
    actionLabel: 'Add to basket',
    locked: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toBeDisabled();
  },
};

export const OtherBrand: Story = {
  args: { title: 'Malvasía Volcánica 2023' },
  parameters: { brand: 'brava' },
};
