import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from './icon';

const meta = {
  title: 'UI/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'basket' },
  argTypes: {
    name: {
      description: 'One of the set’s 24 × 24 stroke drawings; it takes the text colour (currentColor).',
      control: 'select',
      options: iconNames,
    },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Labelled: Story = {
  args: { name: 'lock', label: 'Bloqueado' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bloqueado' })).toBeVisible();
  },
};

export const Set: Story = {
  render: () => (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 text-sm text-fg-muted">
          <Icon name={name} className="size-6 text-fg" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length);
  },
};
