import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Icon } from '../icon';
import { CountBadge } from './count-badge';

const meta = {
  title: 'UI/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3 },
  argTypes: {
    size: {
      description:
        'sm 16 px high, for small icons and dense lists; md 20 px, as on the header’s basket icon.',
      control: 'inline-radio',
      options: ['sm', 'md'],
      table: { defaultValue: { summary: 'md' } },
    },
    count: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 }, table: { defaultValue: { summary: '9' } } },
    showZero: { control: 'boolean' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const badge = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="count-badge"]');

export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toBeNull();
  },
};

export const ZeroShown: Story = {
  args: { count: 0, showZero: true },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent('0');
  },
};

export const Three: Story = {
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(/^3$/);
    // Without a label the number is decoration: the control around it names the count.
    await expect(badge(canvasElement)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Nine: Story = {
  args: { count: 9 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(/^9$/);
  },
};

export const Ten: Story = {
  args: { count: 10 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(/^9\+$/);
  },
};

export const TwentyFive: Story = {
  args: { count: 25 },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(/^9\+$/);
  },
};

export const WithLabel: Story = {
  args: { count: 25, label: '25 productos' },
  render: (args) => (
    <p className="flex items-center gap-2">
      Cesta <CountBadge {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    // The exact count reaches screen readers; "9+" stays visual only.
    await expect(canvasElement.querySelector('p')).toHaveTextContent('Cesta 9+25 productos');
    await expect(badge(canvasElement)?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};

export const OnIconButton: Story = {
  args: { count: 12, label: '12 productos' },
  render: (args) => (
    <Button variant="ghost" size="icon" onClick={fn()}>
      <Icon name="basket" className="size-6" />
      <span className="sr-only">Cesta</span>
      <CountBadge {...args} className="absolute top-0.5 right-0.5" />
    </Button>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Cesta 12 productos' });
    await expect(badge(canvasElement)).toHaveTextContent('9+');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

export const OtherBrand: Story = {
  args: { count: 4, label: '4 productos' },
  parameters: { brand: 'brava' },
  render: OnIconButton.render,
};
