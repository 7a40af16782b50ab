import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { ExperienceCard } from './experience-card';

// An inline picture, so the story needs no network and no file outside the family.
const vineyardPicture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#c9d8b6"/><path d="M0 200 Q100 140 200 190 T400 170 V300 H0Z" fill="#6b8a4a"/><circle cx="300" cy="80" r="30" fill="#f2c14e"/></svg>',
  );

const meta = {
  title: 'UI/Card/ExperienceCard',
  component: ExperienceCard,
  tags: ['autodocs', 'responsive'],
  args: {
    title: 'Visita y cata en la bodega',
    description: 'Recorre los calados del siglo XVI y cata tres vinos de la casa con nuestro enólogo.',
    price: 'Desde 25,00 €',
    bookHref: '#reservar',
    bookLabel: 'Reservar',
  },
  argTypes: {
    headingLevel: {
      description: 'Level of the title heading in the page’s outline.',
      control: 'inline-radio',
      options: [2, 3, 4],
      table: { defaultValue: { summary: '3' } },
    },
    title: { control: 'text' },
    description: { control: 'text' },
    price: { control: 'text' },
    bookLabel: { control: 'text' },
    image: { control: false },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExperienceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Visita y cata en la bodega' })).toBeVisible();
    const book = canvas.getByRole('link', { name: 'Reservar' });
    await expect(book).toHaveAttribute('href', '#reservar');
    await expect(book).toHaveAccessibleDescription('Visita y cata en la bodega');
  },
};

export const WithImage: Story = {
  args: { image: <img src={vineyardPicture} alt="" /> },
};

export const CallerAction: Story = {
  args: {
    bookHref: undefined,
    action: (
      <Button onClick={fn()} variant="secondary">
        Reservar ahora
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reservar ahora' });
    await userEvent.click(button);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutPrice: Story = { args: { price: undefined } };

export const LongSpanishText: Story = {
  args: {
    title: 'Experiencia enogastronómica de temporada con maridaje de vinos de parcela y aceites de la finca',
    description:
      'Una jornada completa entre viñedos centenarios, con paseo guiado, almuerzo de productos de temporada y una cata comentada de vinos de parcela que no se comercializan fuera de la bodega.',
  },
};

export const English: Story = {
  args: {
    title: 'Winery tour and tasting',
    description: 'Walk the 16th-century cellars and taste three of our wines with the winemaker.',
    price: 'From €25.00',
    bookLabel: 'Book',
  },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book' })).toHaveAccessibleDescription(
      'Winery tour and tasting',
    );
  },
};

export const OtherBrand: Story = {
  args: { title: 'Paseo volcánico y cata junto al mar' },
  parameters: { brand: 'brava' },
};
