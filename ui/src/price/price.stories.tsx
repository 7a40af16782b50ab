import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './price';

const meta = {
  title: 'UI/Price',
  component: Price,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: { amount: 24.9 },
  argTypes: {
    size: {
      description:
        'sm 14 px (the basket preview’s lines), md 16 px (running text, cards), lg 24 px (a total).',
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      table: { defaultValue: { summary: 'md' } },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveTextContent(/^24,90 €$/);
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Discounted: Story = {
  args: { amount: 19.9, originalAmount: 24.9 },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]');
    await expect(price).toHaveTextContent('antes 24,90 € ahora 19,90 €');
    await expect(canvasElement.querySelector('s')).toHaveTextContent('24,90 €');
  },
};

export const Zero: Story = {
  args: { amount: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(/^0,00 €$/);
  },
};

export const LargeAmount: Story = {
  args: { amount: 1234.5, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(/^1\.234,50 €$/);
  },
};

export const Sizes: Story = {
  args: { originalAmount: 32 },
  render: (args) => (
    <div className="flex flex-col items-start gap-3">
      <Price {...args} size="sm" />
      <Price {...args} size="md" />
      <Price {...args} size="lg" />
    </div>
  ),
};

export const OtherBrand: Story = {
  args: { amount: 19.9, originalAmount: 24.9, size: 'lg' },
  parameters: { brand: 'brava' },
};

export const English: Story = {
  args: { amount: 1234.5, originalAmount: 1500 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    // Assistive words follow the language; the amounts keep the shop's format.
    await expect(canvasElement.querySelector('[data-slot="price"]')).toHaveTextContent(
      'was 1.500,00 € now 1.234,50 €',
    );
  },
};
