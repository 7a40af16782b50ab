import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs', 'responsive'],
  argTypes: {
    padding: {
      description:
        'Space inside the border: none (a picture or table that reaches the edges), md 16 px (20 px from 640 px), lg 24 px (32 px from 640 px).',
      control: 'inline-radio',
      options: ['none', 'md', 'lg'],
      table: { defaultValue: { summary: 'md' } },
    },
  },
  args: {
    children: (
      <>
        <h2 className="text-xl font-semibold">Visita a la bodega</h2>
        <p className="mt-2 text-fg-muted">Un recorrido por las naves de crianza con cata final.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Visita a la bodega' }).closest('[data-slot="card"]'),
    ).toBeVisible();
  },
};

export const Roomy: Story = { args: { padding: 'lg' } };

export const OtherBrand: Story = { parameters: { brand: 'brava' } };
