import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Book your visit', onClick: fn() },
  argTypes: {
    variant: {
      description: 'How much the action stands out: one primary per view.',
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'link'],
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      description: 'sm 36 px, md 44 px (a thumb’s target), lg 52 px high; icon is a 44 px square.',
      control: 'inline-radio',
      options: ['sm', 'md', 'lg', 'icon'],
      table: { defaultValue: { summary: 'md' } },
    },
    fullWidth: {
      description: 'Takes the width of its container (phone forms, the basket summary).',
      control: 'boolean',
    },
    loading: {
      description: 'A spinner over the label; presses are ignored and the state is announced.',
      control: 'boolean',
    },
    asChild: {
      description: 'Styles its single child (a link) instead of rendering a button.',
      control: false,
    },
    disabled: { control: 'boolean' },
    children: { description: 'The label: a verb that says what happens.', control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book your visit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };

export const Link: Story = {
  args: { variant: 'link', asChild: true, children: <a href="#catalogue">Back to catalogue</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to catalogue' })).toHaveAttribute(
      'href',
      '#catalogue',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book your visit' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Pay' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pay' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Cargando|Loading/);
  },
};

/** While loading, what the page says it is doing is announced instead of the ui's "Loading". */
export const LoadingWithLabel: Story = {
  args: { loading: true, loadingLabel: 'Comprobando el bono', children: 'Comprobar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Comprobar' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Comprobando el bono');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const LongSpanishText: Story = {
  args: { children: 'Añadir a la cesta y continuar comprando', fullWidth: true },
};
