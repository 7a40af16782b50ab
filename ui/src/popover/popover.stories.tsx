import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { Popover, type PopoverProps } from './popover';

type DemoProps = Omit<PopoverProps, 'triggerRef' | 'isOpen' | 'onOpenChange'> & {
  /** The trigger's accessible name. */
  label: string;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** A header strip with the button that opens the pop-over, as the site's header has it. */
function PopoverDemo({ label, defaultOpen = false, onOpenChange, ...props }: DemoProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(defaultOpen);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange?.(open);
  };
  return (
    <div className="flex min-h-16 items-center justify-end gap-2 border-b border-border px-4">
      <a href="#outside" className="font-semibold text-fg-accent underline">
        Fuera
      </a>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        onClick={() => change(!isOpen)}
      >
        <Icon name="basket" className="size-6" />
        <span className="sr-only">{label}</span>
      </button>
      <Popover {...props} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={change} />
    </div>
  );
}

const lines = ['Solera Crianza 2020 × 2', 'Blanco Fermentado en Barrica 2022 × 1'];

const meta = {
  title: 'UI/Popover',
  component: PopoverDemo,
  tags: ['autodocs', 'responsive'],
  // An open pop-over locks the page it is drawn on, so the docs page shows each story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 480 } } },
  globals: { viewport: { value: 'desktop' } },
  args: {
    label: 'Vista rápida de la cesta',
    title: 'Tu cesta',
    onOpenChange: fn(),
    children: (
      <ul className="flex flex-col gap-2">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    ),
    footer: (
      <a href="#cesta" className={buttonVariants({ fullWidth: true })}>
        Ir a mi cesta
      </a>
    ),
  },
} satisfies Meta<typeof PopoverDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
}

/** Keyboard: Enter opens it with focus on its first control; Escape closes it and focus goes back. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Vista rápida de la cesta' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tu cesta' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    // Tab stays inside: close button, the link, then round again.
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Ir a mi cesta' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click outside the panel closes it; so does its close button. */
export const ClickOutside: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Vista rápida de la cesta' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Tu cesta' });
    await userEvent.click(document.body);
    await expectClosed();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Tu cesta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, as its screenshot: a panel under its button. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tu cesta' });
    await expect(within(dialog).getByText('Solera Crianza 2020 × 2')).toBeVisible();
  },
};

/** On a phone the panel takes the whole width. */
export const Phone: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Tu cesta' });
    const panel = dialog.closest<HTMLElement>('[data-slot="popover"]')!;
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(panel.getBoundingClientRect().left).toBe(0);
  },
};

export const English: Story = {
  args: {
    defaultOpen: true,
    label: 'Basket preview',
    title: 'Your basket',
    footer: (
      <a href="#basket" className={buttonVariants({ fullWidth: true })}>
        Go to my basket
      </a>
    ),
  },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Your basket' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
