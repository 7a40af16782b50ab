import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs', 'responsive'],
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
