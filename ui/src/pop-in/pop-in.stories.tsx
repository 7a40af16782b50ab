import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button as AriaButton } from 'react-aria-components';
import { Button, buttonVariants } from '../button';
import { PopIn } from './pop-in';
import { AddedToBasketPopIn, ConfirmationPopIn, InfoPopIn } from './pop-in-forms';

const bottleImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="wheat"/>' +
    '<path d="M42 10h12v20c8 4 10 10 10 18v38H32V48c0-8 2-14 10-18z" fill="maroon"/></svg>',
)}`;

const meta = {
  title: 'UI/PopIn',
  component: PopIn,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  // Open pop-ins cover the page they are drawn on, so the docs page shows each story in its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: {
    title: 'Condiciones de la visita',
    description: 'La visita dura dos horas e incluye la cata de tres vinos de la bodega.',
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: {
    size: {
      description:
        'Largest width of the panel: sm 384 px (a yes/no question, the age gate, the newsletter’s answer), md 512 px, lg 672 px. On a phone it takes the screen’s width less a 16 px margin.',
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      table: { defaultValue: { summary: 'md' } },
    },
    initialFocus: {
      control: 'inline-radio',
      options: ['first-control', 'title'],
      table: { defaultValue: { summary: 'first-control' } },
    },
    isDismissable: { control: 'boolean', table: { defaultValue: { summary: 'true' } } },
    mustAnswer: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    trigger: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof PopIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until no dialog is left in the page. */
/** Closed once its exit animation is over: up to 5 s, since a loaded machine can stretch it past 1 s. */
async function expectClosed() {
  const slow = { timeout: 5000 };
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), slow);
}

export const Default: Story = {
  args: {
    children: (
      <ul className="list-disc ps-5 text-sm text-fg-muted">
        <li>Llegada 10 minutos antes de la hora reservada.</li>
        <li>Menores de 18 años no participan en la cata.</li>
      </ul>
    ),
    actions: (
      <AriaButton slot="close" className={buttonVariants()}>
        Entendido
      </AriaButton>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Condiciones de la visita' });
    await expect(dialog).toHaveAccessibleDescription(/dos horas/);
    await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });
    const close = screen.getByRole('button', { name: 'Cerrar' });
    const understood = screen.getByRole('button', { name: 'Entendido' });
    // Focus goes to the first control, not to the dialog container (APG dialog pattern).
    await waitFor(() => expect(close).toHaveFocus());
    await expect(dialog).not.toHaveFocus();
    await userEvent.tab();
    await expect(understood).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(understood).toHaveFocus();
  },
};

export const WithTrigger: Story = {
  args: {
    defaultOpen: false,
    trigger: <Button variant="secondary">Ver condiciones</Button>,
    actions: (
      <AriaButton slot="close" className={buttonVariants()}>
        Entendido
      </AriaButton>
    ),
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver condiciones' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Condiciones de la visita' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });

    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.documentElement).not.toHaveStyle({ overflow: 'hidden' });

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Condiciones de la visita' });
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledPopIn(args: React.ComponentProps<typeof PopIn>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir detalles</Button>
      <PopIn
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  args: { defaultOpen: false },
  render: (args) => <ControlledPopIn {...args} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir detalles' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Condiciones de la visita' });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Info: StoryObj<typeof InfoPopIn> = {
  args: {
    title: 'Ya estás suscrito',
    description: 'Este correo electrónico ya recibe nuestra newsletter.',
    actionLabel: 'Entendido',
    onAction: fn(),
  },
  render: (args) => <InfoPopIn {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Ya estás suscrito' });
    await expect(dialog).toHaveAccessibleDescription('Este correo electrónico ya recibe nuestra newsletter.');
  },
};

export const InfoWithTrigger: StoryObj<typeof InfoPopIn> = {
  args: {
    ...Info.args,
    defaultOpen: false,
    trigger: <Button>Suscribirme</Button>,
  },
  render: (args) => <InfoPopIn {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Suscribirme' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Ya estás suscrito' });
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Confirmation: StoryObj<typeof ConfirmationPopIn> = {
  args: {
    title: '¿Eliminar el producto?',
    description: 'Se quitará de tu cesta.',
    confirmLabel: 'Eliminar',
    cancelLabel: 'Cancelar',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <ConfirmationPopIn {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el producto?' });
    await expect(dialog).toHaveAccessibleDescription('Se quitará de tu cesta.');
  },
};

export const ConfirmationWithTrigger: StoryObj<typeof ConfirmationPopIn> = {
  args: {
    ...Confirmation.args,
    defaultOpen: false,
    trigger: <Button variant="secondary">Eliminar de la cesta</Button>,
  },
  render: (args) => <ConfirmationPopIn {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Eliminar de la cesta' });

    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: '¿Eliminar el producto?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expectClosed();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar el producto?' });
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="pop-in-overlay"]')!);
    await expect(dialog).toBeInTheDocument();
    // The click outside does not close it, and focus stays contained: it comes back into the dialog
    // (a frame later), where Escape is heard.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const AddedToBasket: StoryObj<typeof AddedToBasketPopIn> = {
  args: {
    title: 'Producto añadido a la cesta',
    description: undefined,
    productName: 'Solera Tinto Reserva 2019',
    imageSrc: bottleImage,
    quantityLabel: 'Cantidad',
    quantity: 2,
    priceLabel: 'Precio',
    price: '49,00 €',
    basketHref: '#cesta',
    goToBasketLabel: 'Ir a la cesta',
    continueLabel: 'Seguir comprando',
    onContinue: fn(),
  },
  render: (args) => <AddedToBasketPopIn {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Producto añadido a la cesta' });
    const content = within(dialog);
    await expect(content.getByText('Solera Tinto Reserva 2019')).toBeVisible();
    await expect(content.getByText('49,00 €')).toBeVisible();
    await expect(content.getByRole('link', { name: 'Ir a la cesta' })).toHaveAttribute('href', '#cesta');
  },
};

export const AddedToBasketWithTrigger: StoryObj<typeof AddedToBasketPopIn> = {
  args: { ...AddedToBasket.args, defaultOpen: false, trigger: <Button>Añadir a la cesta</Button> },
  render: (args) => <AddedToBasketPopIn {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Añadir a la cesta' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Producto añadido a la cesta' });
    await userEvent.click(screen.getByRole('button', { name: 'Seguir comprando' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expectClosed();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LongSpanishText: StoryObj<typeof ConfirmationPopIn> = {
  args: {
    title: '¿Quieres cancelar la reserva de la experiencia de vendimia y cata en la bodega?',
    description:
      'Si cancelas ahora, liberaremos las plazas reservadas para todos los visitantes de tu grupo y te ' +
      'devolveremos el importe en el mismo método de pago en un plazo de cinco a diez días hábiles. Los ' +
      'bonos regalo canjeados en esta reserva volverán a estar disponibles hasta su fecha de caducidad.',
    confirmLabel: 'Sí, cancelar la reserva',
    cancelLabel: 'No, mantener la reserva',
    onConfirm: fn(),
  },
  render: (args) => <ConfirmationPopIn {...args} />,
};

/**
 * Long content: focus goes to the title, so the start of the text stays in view and is read first;
 * Tab then reaches the first control.
 */
export const LongContentFocusesTitle: Story = {
  args: {
    title: 'Condiciones generales de las visitas',
    initialFocus: 'title',
    description: undefined,
    children: (
      <div className="flex flex-col gap-3 text-sm text-fg-muted">
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            {index + 1}. Las visitas empiezan a la hora reservada y duran unas dos horas. Rogamos llegar diez
            minutos antes; pasados quince minutos no podemos garantizar la visita completa.
          </p>
        ))}
      </div>
    ),
    actions: (
      <AriaButton slot="close" className={buttonVariants()}>
        Acepto las condiciones
      </AriaButton>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Condiciones generales de las visitas' });
    const title = within(dialog).getByRole('heading', { name: 'Condiciones generales de las visitas' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('tabindex', '-1');
    await expect(dialog.closest('[data-slot="pop-in"]')!.scrollTop).toBe(0);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
  },
};

export const English: StoryObj<typeof InfoPopIn> = {
  globals: { locale: 'en' },
  args: {
    title: 'Already subscribed',
    description: 'This e-mail address already receives our newsletter.',
    actionLabel: 'Got it',
  },
  render: (args) => <InfoPopIn {...args} />,
  play: async () => {
    await screen.findByRole('dialog', { name: 'Already subscribed' });
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const OtherBrand: StoryObj<typeof AddedToBasketPopIn> = {
  parameters: { brand: 'brava' },
  args: { ...AddedToBasket.args, productName: 'Brava Malvasía Volcánica 2022', price: '18,50 €' },
  render: (args) => <AddedToBasketPopIn {...args} />,
};

export const Phone: StoryObj<typeof AddedToBasketPopIn> = {
  globals: { viewport: { value: 'phone' } },
  args: AddedToBasket.args,
  render: (args) => <AddedToBasketPopIn {...args} />,
};

/** A question the visitor must answer (the age gate): no close button; Escape and the scrim do nothing. */
export const MustAnswer: Story = {
  args: {
    title: '¿Tienes la edad legal para beber alcohol?',
    description: 'Para entrar en Casa Solera debes tener la edad legal para beber alcohol en tu país.',
    mustAnswer: true,
    actions: (
      <AriaButton slot="close" className={buttonVariants()}>
        Sí
      </AriaButton>
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: /edad legal/ });
    await expect(screen.queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sí' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(document.querySelector('[data-slot="pop-in-overlay"]')!, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
