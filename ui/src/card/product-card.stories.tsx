import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Price } from '../price';
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
    label: 'Tinto · D.O.Ca. Rioja · 75 cl',
    price: <Price amount={18.5} />,
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
    productName: { control: 'text' },
    label: { control: 'text' },
    childrenCount: { control: 'text' },
    lockedNote: { control: 'text' },
    price: { control: false },
    image: { control: false },
    linkProps: { control: false },
    action: { control: false },
    actionRef: { control: false },
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

/** The shop's card: the title is the card's one link; label and a discounted price under it. */
export const Catalogue: Story = {
  args: { price: <Price amount={21.9} originalAmount={24.5} /> },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Solera Reserva 2019' });
    const link = within(card).getByRole('link', { name: 'Solera Reserva 2019' });
    await expect(link).toHaveAttribute('href', '#producto/solera-reserva-2019');
    // One link only: the card is clickable through it, with nothing interactive nested inside.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(card).toHaveTextContent('Tinto · D.O.Ca. Rioja · 75 cl');
    await expect(card).toHaveTextContent(/antes\s*24,50\s*€\s*ahora\s*21,90\s*€/);
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
  },
};

/** A long Spanish name is shown whole (wrapped, never cut), inside the card's column. */
export const LongSpanishTitle: Story = {
  args: {
    title:
      'Estuche de regalo Solera Gran Reserva edición limitada de aniversario con dos copas grabadas y un sacacorchos de sumiller',
    label: 'Tres botellas de reserva · Caja de madera · Guía de cata con maridajes de la casa',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading).toBeVisible();
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
    const card = canvas.getByRole('article').getBoundingClientRect();
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/sacacorchos de sumiller$/);
  },
};

const clubHighlight = {
  title: 'Colección privada: Viñas Viejas',
  href: undefined,
  headingLevel: 2,
  productName: 'Solera Viñas Viejas 2015',
  label: 'Tinto · Viñedo singular · 75 cl',
  childrenCount: '2 formatos',
  price: (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
      Precio socio <Price amount={42} />
    </p>
  ),
  lockedNote: 'Reservado a otro nivel del club.',
  action: {
    label: 'Ver el vino',
    href: '#producto/solera-vinas-viejas-2015',
    'aria-label': 'Ver el vino: Colección privada: Viñas Viejas',
    onClick: fn((event: React.MouseEvent) => event.preventDefault()),
  },
} as const;

/** The club's card: the title is a heading only; the way in is a button-styled link naming the wine. */
export const ClubHighlight: Story = {
  args: clubHighlight,
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Colección privada: Viñas Viejas' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Colección privada: Viñas Viejas',
    );
    await expect(card).toHaveTextContent('Solera Viñas Viejas 2015');
    await expect(card).toHaveTextContent('Tinto · Viñedo singular · 75 cl · 2 formatos');
    await expect(card).toHaveTextContent(/Precio socio\s*42,00\s*€/);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'Ver el vino: Colección privada: Viñas Viejas' });
    await expect(link).toHaveAttribute('href', '#producto/solera-vinas-viejas-2015');
    await userEvent.click(link);
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

/**
 * SPEC §4: a locked product shows a lock and a disabled button, and cannot be opened. The button stays
 * focusable (aria-disabled) and is described by why.
 */
export const Locked: Story = {
  args: { ...clubHighlight, locked: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Bloqueado' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Colección privada: Viñas Viejas' })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Bloqueado' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Reservado a otro nivel del club.');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.action?.onClick).not.toHaveBeenCalled();
  },
};

/** A shop card with a lock: the title is no link either. */
export const LockedWithTitleLink: Story = {
  args: { locked: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Bloqueado' })).toHaveAttribute('aria-disabled', 'true');
  },
};

const catalogue = [
  { title: 'Solera Reserva 2019', price: 18.5, label: 'Tinto · D.O.Ca. Rioja · 75 cl' },
  { title: 'Solera Crianza 2021', price: 11.9, original: 13.5, label: 'Tinto · D.O.Ca. Rioja · 75 cl' },
  { title: 'Blanco de Lías 2023', price: 9.75, label: 'Blanco · Viura · 75 cl' },
  {
    title: 'Estuche Selección de la Familia: tres tintos de parcela',
    price: 64,
    label: 'Tres botellas · Caja de madera',
  },
  { title: 'Vermut de la Casa', price: 14.2, label: 'Vermut · 75 cl', locked: true },
  { title: 'Rosado de Garnacha 2024', price: 8.9, label: 'Rosado · Garnacha · 75 cl' },
];

export const CatalogueGrid: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { fullWidth: true },
  render: (args) => (
    <ul className="grid grid-cols-catalogue gap-6">
      {catalogue.map((product) => (
        <li key={product.title}>
          <ProductCard
            {...args}
            title={product.title}
            price={<Price amount={product.price} originalAmount={product.original} />}
            label={product.label}
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
    // 220 px columns: at the test's desktop width several cards share a row, of one height.
    await expect(items[1]!.getBoundingClientRect().top).toBe(items[0]!.getBoundingClientRect().top);
    await expect(items[0]!.getBoundingClientRect().width).toBeGreaterThanOrEqual(220);
    await expect(within(items[3]!).getByRole('article').getBoundingClientRect().height).toBe(
      within(items[0]!).getByRole('article').getBoundingClientRect().height,
    );
    await expect(within(items[4]!).queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

export const EnglishLocked: Story = {
  args: {
    ...clubHighlight,
    title: 'Private collection: Old Vines',
    childrenCount: '2 formats',
    price: (
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
        Member price <Price amount={42} />
      </p>
    ),
    lockedNote: 'Kept for another club level.',
    locked: true,
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Private collection: Old Vines' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Locked' })).toHaveAccessibleDescription(
      'Kept for another club level.',
    );
  },
};

export const OtherBrand: Story = {
  args: { title: 'Malvasía Volcánica 2023', label: 'Blanco seco · D.O. Lanzarote · 75 cl' },
  parameters: { brand: 'brava' },
};
