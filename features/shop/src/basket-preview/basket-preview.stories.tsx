import { inLanguage } from '@cepa/core/i18n';
import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { basketLineCountAtom, type Language } from '@cepa/core';
import { backend } from '@cepa/core/backend';
import { CountBadge, Icon, buttonVariants, cn } from '@cepa/ui';
import { seedMemberBasket, shopCalls, shopReceived } from '../fake';
import { freshState, languageOf, logInAs, visitorAdds, withShopProviders } from '../story-decorators';
import BasketPreview from './basket-preview';

const words = {
  es: {
    basket: (count: number) =>
      count === 0 ? 'Cesta' : `Cesta, ${count} ${count === 1 ? 'producto' : 'productos'}`,
    preview: 'Vista rápida de la cesta',
  },
  en: {
    basket: (count: number) =>
      count === 0 ? 'Basket' : `Basket, ${count} ${count === 1 ? 'product' : 'products'}`,
    preview: 'Basket preview',
  },
};

/**
 * The header's corner as the layout slice draws it (the basket link with its count, then the
 * preview's button), so the stories show the preview where it opens and the count following it.
 * The layout's own stories prove its button; the site puts the two together.
 */
function HeaderCorner({ language }: { language: Language }) {
  const count = useAtomValue(basketLineCountAtom);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const w = inLanguage(words, language);
  const basketPath = language === 'es' ? '/es/cesta' : '/en/basket';
  return (
    <div className="flex min-h-16 items-center justify-end border-b border-border bg-surface px-2 md:px-6">
      <a
        href={basketPath}
        aria-label={w.basket(count)}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
      >
        <Icon name="basket" className="size-6" />
        <CountBadge count={count} className="absolute -end-0.5 top-0.5" />
      </a>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        className={cn(buttonVariants({ variant: 'ghost' }), 'group me-11 w-7 px-0')}
        onClick={() => setOpen(true)}
      >
        <Icon name="chevron-down" className="size-4 group-aria-expanded:rotate-180" />
        <span className="sr-only">{w.preview}</span>
      </button>
      <BasketPreview
        isOpen={isOpen}
        onOpenChange={setOpen}
        triggerRef={triggerRef}
        basketPath={basketPath}
        cataloguePath={language === 'es' ? '/es/tienda' : '/en/shop'}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/Basket preview',
  tags: ['responsive'],
  component: HeaderCorner,
  decorators: [withShopProviders],
  parameters: { layout: 'fullscreen' },
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es', viewport: { value: 'desktop' } },
  beforeEach: freshState,
  args: { language: 'es' },
  render: (_args, context) => <HeaderCorner language={languageOf(context)} />,
} satisfies Meta<typeof HeaderCorner>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Opens the preview from the keyboard, as a visitor tabbing through the header would. */
async function openWithKeyboard(canvas: Canvas, name = 'Vista rápida de la cesta', title = 'Tu cesta') {
  const trigger = canvas.getByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: title });
  return { trigger, dialog };
}

/** The lines of the open preview (a list of cards at every width). */
const linesOf = (dialog: HTMLElement) =>
  waitFor(() => within(dialog).getByRole('list', { name: 'Productos de tu cesta' }), { timeout: 5000 });

const summaryOf = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Resumen del pedido' });

/** Lucía's basket with a line the stock cannot cover: its error text beneath it. */
const luciaWithStockError = async () => {
  seedMemberBasket(await logInAs('lucia@example.com'), [
    { productId: 1001, quantity: 2 },
    { productId: 1003, quantity: 6 },
  ]);
};

/**
 * The lines (product, unit price, quantity, subtotal, remove), a line's error text, the server's
 * totals and the way to "My basket"; Escape closes it and focus goes back to its button.
 */
export const Filled: Story = {
  beforeEach: luciaWithStockError,
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cesta, 2 productos' });
    const { trigger, dialog } = await openWithKeyboard(canvas);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    const list = await linesOf(dialog);
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Producto', 'Quitar', 'Precio unidad', 'Cantidad', 'Subtotal']);
    await expect(within(list).getByRole('link', { name: 'Solera Crianza 2020' })).toHaveAttribute(
      'href',
      '/es/tienda/solera-crianza-2020',
    );
    // SPEC §2: a line's error text beneath it, tied to it.
    await expect(cards[1]).toHaveAccessibleDescription('Solo quedan 4 unidades.');
    await expect(summaryOf(dialog)).toHaveTextContent(/Total\s*\d+,\d\d\s*€/);
    await expect(within(dialog).getByRole('link', { name: 'Ir a mi cesta' })).toHaveAttribute(
      'href',
      '/es/cesta',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Shown open, for its screenshot.
    await userEvent.keyboard('{Enter}');
    await linesOf(await screen.findByRole('dialog', { name: 'Tu cesta' }));
  },
};

/**
 * A coupon on the basket (BIENVENIDA10, 10 %): each line's unit price is the one paid, the price
 * before struck through and named for screen readers, so that unit price × quantity is its subtotal.
 */
export const WithCoupon: Story = {
  beforeEach: async () => {
    await visitorAdds([{ productId: 1001, quantity: 4 }]);
    const applied = await fetch('/api/ecom/basket/apply_voucher/?language=es', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'BIENVENIDA10' }),
    });
    if (!applied.ok) throw new Error(`The coupon answered ${applied.status}`);
  },
  play: async ({ canvas }) => {
    const { dialog } = await openWithKeyboard(canvas);
    const list = await linesOf(dialog);
    const [card] = within(list).getAllByRole('listitem');
    await expect(card).toHaveTextContent(/Precio unidad\s*antes 14,90\s€\s*ahora 13,41\s€/);
    await expect(card!.querySelector('s')).toHaveTextContent(/^antes 14,90\s€$/);
    await expect(card).toHaveTextContent(/Subtotal\s*53,64\s€/);
  },
};

/** A quantity changed in the preview shows at once; the totals are the server's once it has it. */
export const ChangeQuantity: Story = {
  beforeEach: async () => {
    await logInAs('lucia@example.com');
  },
  play: async ({ canvas }) => {
    const { dialog } = await openWithKeyboard(canvas);
    const list = await linesOf(dialog);
    await expect(summaryOf(dialog)).toHaveTextContent(/Total\s*53,20\s*€/);
    const quantity = within(list).getByRole('spinbutton', { name: 'Cantidad de Solera Crianza 2020' });
    const picker = quantity.closest<HTMLElement>('[data-slot="quantity-picker"]')!;
    await userEvent.click(within(picker).getByRole('button', { name: 'Aumentar cantidad' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(quantity).toHaveValue('4');
    await expect(summaryOf(dialog)).toHaveTextContent('Actualizando la cesta…');
    await waitFor(() => expect(summaryOf(dialog)).toHaveTextContent(/Total\s*76,10\s*€/), { timeout: 3000 });
    await expect(summaryOf(dialog)).toHaveTextContent(/Envío\s*Gratis/);
    await expect(shopReceived.get().quantities).toEqual([{ lineId: 1, quantity: 4 }]);
  },
};

/** Removing a line is immediate and said; focus stays in the list; the header's count follows. */
export const RemoveLine: Story = {
  beforeEach: async () => {
    await logInAs('lucia@example.com');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cesta, 2 productos' });
    const { dialog } = await openWithKeyboard(canvas);
    const list = await linesOf(dialog);
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Quitar Solera Blanco Fermentado en Barrica 2022 de la cesta',
      }),
    );
    await expect(
      within(list).queryByText('Solera Blanco Fermentado en Barrica 2022'),
    ).not.toBeInTheDocument();
    await expect(
      within(dialog).getByText('Solera Blanco Fermentado en Barrica 2022 ya no está en la cesta.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: 'Quitar Solera Crianza 2020 de la cesta' }),
      ).toHaveFocus(),
    );
    await waitFor(() => expect(summaryOf(dialog)).toHaveTextContent(/Subtotal\s*29,80\s*€/));
    // The header's count is what the server answered (the page behind is hidden from assistive
    // technology while the dialog is open, so it is read from the document).
    await waitFor(() =>
      expect(document.querySelector('a[aria-label^="Cesta"]')).toHaveAttribute(
        'aria-label',
        'Cesta, 1 producto',
      ),
    );
  },
};

/** The last line removed: the empty basket's message, focus on its link, and no count left. */
export const RemoveLastLine: Story = {
  beforeEach: async () => {
    await visitorAdds([{ productId: 1001, quantity: 1 }]);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cesta, 1 producto' });
    const { dialog } = await openWithKeyboard(canvas);
    const list = await linesOf(dialog);
    await userEvent.click(
      within(list).getByRole('button', { name: 'Quitar Solera Crianza 2020 de la cesta' }),
    );
    const catalogue = await within(dialog).findByRole('link', { name: 'Ver los vinos de la tienda' });
    await waitFor(() => expect(catalogue).toHaveFocus());
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Ir a mi cesta' })).toBeNull());
    await waitFor(() =>
      expect(document.querySelector('a[aria-label^="Cesta"]')).toHaveAttribute('aria-label', 'Cesta'),
    );
  },
};

/** A new visitor's basket is empty: the message and a link to the catalogue, nothing else. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openWithKeyboard(canvas);
    await expect(await within(dialog).findByText('Tu cesta está vacía.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Ver los vinos de la tienda' })).toHaveAttribute(
      'href',
      '/es/tienda',
    );
    await expect(within(dialog).queryByRole('link', { name: 'Ir a mi cesta' })).toBeNull();
  },
};

/** While the basket is read. */
export const Loading: Story = {
  beforeEach: async () => {
    await logInAs('lucia@example.com');
  },
  play: async ({ canvas }) => {
    // The header's count has its answer; the preview's own reading of the basket is the one held up.
    await canvas.findByRole('link', { name: 'Cesta, 2 productos' });
    backend.faults.set(shopCalls.getBasket, { delay: 600_000, times: 1 });
    const { dialog } = await openWithKeyboard(canvas);
    await expect(await within(dialog).findByText('Cargando tu cesta…')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Ir a mi cesta' })).toBeVisible();
  },
};

/** The basket cannot be read: the message and a retry that works once the backend answers. */
export const LoadFails: Story = {
  beforeEach: async () => {
    await logInAs('lucia@example.com');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Cesta, 2 productos' });
    backend.faults.set(shopCalls.getBasket, { status: 500, times: 1 });
    const { dialog } = await openWithKeyboard(canvas);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No hemos podido cargar tu cesta.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await expect(await within(dialog).findByRole('link', { name: 'Solera Crianza 2020' })).toBeVisible();
    // The retry is gone with its answer: the focus stays in the dialog, on its first control.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus());
  },
};

/** A click outside the panel closes it. */
export const ClickOutside: Story = {
  beforeEach: async () => {
    await logInAs('lucia@example.com');
  },
  play: async ({ canvas }) => {
    const { trigger, dialog } = await openWithKeyboard(canvas);
    await linesOf(dialog);
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** On a phone the preview takes the whole width under the header. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: luciaWithStockError,
  play: async ({ canvas }) => {
    const { dialog } = await openWithKeyboard(canvas);
    await linesOf(dialog);
    const panel = dialog.closest<HTMLElement>('[data-slot="popover"]')!;
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(within(dialog).getByText('Solo quedan 4 unidades.')).toBeVisible();
  },
};

export const BravaEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: async () => {
    await logInAs('marta@example.com');
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Basket, 2 products' });
    const { dialog } = await openWithKeyboard(canvas, 'Basket preview', 'Your basket');
    await expect(await within(dialog).findByRole('link', { name: 'Volcanic Malvasía 2023' })).toBeVisible();
    await expect(within(dialog).getByRole('region', { name: 'Order summary' })).toHaveTextContent(
      /Taxes included/,
    );
    await expect(within(dialog).getByRole('link', { name: 'Go to my basket' })).toHaveAttribute(
      'href',
      '/en/basket',
    );
  },
};
