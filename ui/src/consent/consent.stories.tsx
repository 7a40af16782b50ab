import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner } from './consent-banner';
import { ConsentSettings, type ConsentCategory } from './consent-settings';

const spanish = {
  title: 'Cookies',
  description: (
    <p>
      Usamos cookies propias necesarias para que el sitio funcione y, si lo aceptas, cookies de análisis y de
      marketing de terceros. Puedes aceptarlas, rechazarlas o elegir en Configuración. Más información en
      nuestra <a href="#politica-de-cookies">política de cookies</a>.
    </p>
  ),
  acceptAllLabel: 'Aceptar todas',
  rejectAllLabel: 'Rechazar todas',
  settingsLabel: 'Configuración',
  settingsTitle: 'Configuración de cookies',
  settingsDescription:
    'Elige qué cookies aceptas. Puedes cambiar tu elección cuando quieras desde el enlace «Cookies» del pie de página.',
  alwaysOnLabel: 'Siempre activas',
  saveLabel: 'Guardar selección',
  categories: [
    {
      id: 'necessary',
      title: 'Necesarias',
      alwaysOn: true,
      description:
        'Permiten navegar, guardar tu cesta, iniciar sesión en el club y recordar esta elección. Sin ellas el sitio no funciona.',
    },
    {
      id: 'analytics',
      title: 'Análisis',
      description:
        'Nos dicen, de forma agregada, qué páginas se visitan y cómo se llega a ellas, para mejorar el sitio.',
    },
    {
      id: 'marketing',
      title: 'Marketing',
      description:
        'Permiten mostrarte anuncios de nuestros vinos y experiencias en otros sitios y medir su eficacia.',
    },
  ] satisfies ConsentCategory[],
};

const english = {
  title: 'Cookies',
  description: (
    <p>
      We use our own cookies that the site needs to work and, if you accept them, third-party analytics and
      marketing cookies. You can accept them, reject them or choose in Settings. Read more in our{' '}
      <a href="#cookie-policy">cookie policy</a>.
    </p>
  ),
  acceptAllLabel: 'Accept all',
  rejectAllLabel: 'Reject all',
  settingsLabel: 'Settings',
  settingsTitle: 'Cookie settings',
  settingsDescription:
    'Choose which cookies you accept. You can change your choice at any time from the “Cookies” link in the footer.',
  alwaysOnLabel: 'Always on',
  saveLabel: 'Save choices',
  categories: [
    {
      id: 'necessary',
      title: 'Necessary',
      alwaysOn: true,
      description:
        'They let you browse, keep your basket, sign in to the club and remember this choice. The site does not work without them.',
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description:
        'They tell us, in aggregate, which pages are visited and how people reach them, so we can improve the site.',
    },
    {
      id: 'marketing',
      title: 'Marketing',
      description:
        'They let us show you ads for our wines and experiences on other sites and measure how well they work.',
    },
  ] satisfies ConsentCategory[],
};

/** A page under the banner, so the stories show what it covers and that it never outweighs the content. */
function PageBehind({ brand, locale }: { brand: string; locale: string }) {
  const es = locale !== 'en';
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-6">
      <h1 className="font-display text-3xl font-semibold">
        {brand === 'brava' ? 'Isla Brava' : 'Casa Solera'}
      </h1>
      <p>
        {es
          ? 'Viñedos junto al mar, vinos de parcela y visitas con cata para grupos pequeños todo el año.'
          : 'Vineyards by the sea, single-plot wines and tasting visits for small groups all year round.'}
      </p>
      <p className="text-fg-muted">
        {es
          ? 'Reserva tu experiencia, descubre la tienda o únete al club para recibir cada temporada una selección de nuestros vinos.'
          : 'Book an experience, browse the shop or join the club to receive a selection of our wines every season.'}
      </p>
    </main>
  );
}

const meta = {
  title: 'UI/Consent',
  component: ConsentBanner,
  subcomponents: { ConsentSettings },
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  // The banner is a strip on a phone and a card from 768 px: each story is judged at both widths.
  tags: ['autodocs', 'responsive'],
  // The banner is fixed to the viewport and the settings cover the page, so the docs page shows each
  // story in its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  decorators: [
    (Story, context) => (
      <>
        <PageBehind
          brand={String(context.parameters.brand ?? context.globals.brand ?? 'solera')}
          locale={String(context.globals.locale)}
        />
        <Story />
      </>
    ),
  ],
  args: {
    title: spanish.title,
    children: spanish.description,
    acceptAllLabel: spanish.acceptAllLabel,
    rejectAllLabel: spanish.rejectAllLabel,
    settingsLabel: spanish.settingsLabel,
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onSettings: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    children: { control: false },
    hidden: {
      description: 'Hides the banner (the visitor has answered) without unmounting it.',
      control: 'boolean',
    },
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;
type SettingsStory = StoryObj<typeof ConsentSettings>;

export const Banner: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Cookies' });
    await expect(within(banner).getByRole('heading', { level: 2, name: 'Cookies' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'política de cookies' })).toHaveAttribute(
      'href',
      '#politica-de-cookies',
    );
    const accept = within(banner).getByRole('button', { name: 'Aceptar todas' });
    const reject = within(banner).getByRole('button', { name: 'Rechazar todas' });
    const settings = within(banner).getByRole('button', { name: 'Configuración' });
    for (const button of [accept, reject, settings]) await expect(button).toHaveAttribute('type', 'button');
    // Rejecting is exactly as prominent as accepting; the settings are quieter.
    await expect(reject.className).toBe(accept.className);
    await expect(settings.className).not.toBe(accept.className);
  },
};

/** From 768 px: a card at the start of the viewport, accept and reject side by side in equal parts. */
export const BannerEnglish: Story = {
  globals: { locale: 'en', viewport: { value: 'desktop' } },
  args: {
    title: english.title,
    children: english.description,
    acceptAllLabel: english.acceptAllLabel,
    rejectAllLabel: english.rejectAllLabel,
    settingsLabel: english.settingsLabel,
  },
  play: async ({ canvas }) => {
    // The frame may still be taking the desktop's width when the play begins.
    await waitFor(() => expect(window.innerWidth).toBeGreaterThanOrEqual(768));
    const banner = canvas.getByRole('region', { name: 'Cookies' });
    const accept = canvas.getByRole('button', { name: 'Accept all' }).getBoundingClientRect();
    const reject = canvas.getByRole('button', { name: 'Reject all' }).getBoundingClientRect();
    // Equal parts of the row, to the layout's sub-pixel rounding.
    await expect(reject.top).toBe(accept.top);
    await expect(reject.width).toBeCloseTo(accept.width, 0);
    await expect(reject.height).toBe(accept.height);
    const card = banner.getBoundingClientRect();
    await expect(card.width).toBeLessThanOrEqual(42 * 16);
    await expect(window.innerHeight - card.bottom).toBe(24);
  },
};

export const BannerOtherBrand: Story = {
  parameters: { brand: 'brava' },
};

/** A strip across the bottom of a phone, the answers stacked at its full width. */
export const BannerPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  // Judged at the phone's width only: Banner holds the desktop's.
  tags: ['!responsive'],
  play: async ({ canvas }) => {
    // The frame may still be taking the phone's width when the play begins.
    await waitFor(() => expect(window.innerWidth).toBeLessThan(768));
    const banner = canvas.getByRole('region', { name: 'Cookies' }).getBoundingClientRect();
    const accept = canvas.getByRole('button', { name: 'Aceptar todas' }).getBoundingClientRect();
    const reject = canvas.getByRole('button', { name: 'Rechazar todas' }).getBoundingClientRect();
    const settings = canvas.getByRole('button', { name: 'Configuración' }).getBoundingClientRect();
    await expect(banner.width).toBe(window.innerWidth);
    await expect(banner.bottom).toBe(window.innerHeight);
    await expect(reject.top).toBeGreaterThan(accept.bottom);
    await expect(settings.top).toBeGreaterThan(reject.bottom);
    await expect(reject.width).toBe(accept.width);
    await expect(accept.width).toBe(banner.width - 32);
  },
};

export const BannerLongSpanishText: Story = {
  args: {
    title: 'Cookies y tecnologías similares en este sitio',
    children: (
      <>
        <p>
          Usamos cookies propias necesarias para que el sitio funcione (tu cesta, el inicio de sesión en el
          club y esta misma elección) y, solo si lo aceptas, cookies de análisis y de marketing de terceros
          que nos ayudan a saber qué páginas se visitan y a mostrarte anuncios de nuestros vinos y
          experiencias en otros sitios.
        </p>
        <p className="mt-2">
          Puedes aceptarlas todas, rechazarlas todas o elegir por categorías en Configuración, y cambiar de
          opinión cuando quieras desde el pie de página. Más información en nuestra{' '}
          <a href="#politica-de-cookies">política de cookies</a>.
        </p>
      </>
    ),
    acceptAllLabel: 'Aceptar todas las cookies',
    rejectAllLabel: 'Rechazar las cookies opcionales',
    settingsLabel: 'Configurar por categorías',
  },
};

export const BannerButtons: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Aceptar todas' }));
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
    await expect(args.onRejectAll).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar todas' }));
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
    await expect(args.onSettings).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Configuración' }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await expect(args.onAcceptAll).toHaveBeenCalledOnce();
  },
};

/** Answered: the consumer sets `hidden` and the banner is gone, though it stays in the page. */
export const BannerHidden: Story = {
  args: { hidden: true, id: 'cookie-banner' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
    const banner = canvasElement.querySelector<HTMLElement>('#cookie-banner');
    await expect(banner).toHaveAttribute('data-slot', 'consent-banner');
    await expect(banner).not.toBeVisible();
  },
};

const spanishSettings = {
  isOpen: true,
  onOpenChange: fn(),
  title: spanish.settingsTitle,
  description: spanish.settingsDescription,
  categories: spanish.categories,
  alwaysOnLabel: spanish.alwaysOnLabel,
  value: {},
  onSave: fn(),
  saveLabel: spanish.saveLabel,
  acceptAllLabel: spanish.acceptAllLabel,
  rejectAllLabel: spanish.rejectAllLabel,
  onAcceptAll: fn(),
  onRejectAll: fn(),
};

export const SettingsNothingChosen: SettingsStory = {
  args: spanishSettings,
  render: (args) => <ConsentSettings {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await expect(dialog).toHaveAccessibleDescription(/Elige qué cookies aceptas/);
    const settings = within(dialog);
    // The necessary cookies cannot be refused: a label, no control.
    await expect(settings.getByText('Siempre activas')).toBeVisible();
    await expect(settings.queryByRole('checkbox', { name: 'Necesarias' })).not.toBeInTheDocument();
    await expect(settings.getAllByRole('checkbox')).toHaveLength(2);
    const analytics = settings.getByRole('checkbox', { name: 'Análisis' });
    await expect(analytics).not.toBeChecked();
    await expect(analytics).toHaveAccessibleDescription(/qué páginas se visitan/);
    await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    const reject = settings.getByRole('button', { name: 'Rechazar todas' });
    const accept = settings.getByRole('button', { name: 'Aceptar todas' });
    await expect(reject.className).toBe(accept.className);
    await expect(settings.getByRole('button', { name: 'Guardar selección' })).toBeVisible();
  },
};

export const SettingsAnalyticsChosen: SettingsStory = {
  globals: { locale: 'en' },
  args: {
    ...spanishSettings,
    title: english.settingsTitle,
    description: english.settingsDescription,
    categories: english.categories,
    alwaysOnLabel: english.alwaysOnLabel,
    value: { necessary: true, analytics: true, marketing: false },
    saveLabel: english.saveLabel,
    acceptAllLabel: english.acceptAllLabel,
    rejectAllLabel: english.rejectAllLabel,
  },
  render: (args) => <ConsentSettings {...args} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const settings = within(dialog);
    await expect(settings.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await expect(settings.getByText('Always on')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const SettingsOtherBrand: SettingsStory = {
  parameters: { brand: 'brava' },
  args: { ...spanishSettings, value: { marketing: true } },
  render: (args) => <ConsentSettings {...args} />,
};

/**
 * Keyboard only: Tab reaches the analytics checkbox, Space ticks it, "Guardar selección" saves every
 * category, the always-on ones as true.
 */
export const SettingsKeyboard: SettingsStory = {
  args: spanishSettings,
  render: (args) => <ConsentSettings {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    const settings = within(dialog);
    await waitFor(() => expect(settings.getByRole('button', { name: 'Cerrar' })).toHaveFocus());
    await userEvent.tab();
    const analytics = settings.getByRole('checkbox', { name: 'Análisis' });
    await expect(analytics).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(analytics).toBeChecked();
    await userEvent.tab();
    await expect(settings.getByRole('checkbox', { name: 'Marketing' })).toHaveFocus();
    await userEvent.tab();
    await expect(settings.getByRole('button', { name: 'Rechazar todas' })).toHaveFocus();
    await userEvent.tab();
    await expect(settings.getByRole('button', { name: 'Aceptar todas' })).toHaveFocus();
    await userEvent.tab();
    await expect(settings.getByRole('button', { name: 'Guardar selección' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
    await expect(args.onRejectAll).not.toHaveBeenCalled();
  },
};

/** The banner and its settings as a page wires them: the banner's button opens the dialog. */
function BannerWithSettings(args: React.ComponentProps<typeof ConsentSettings>) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <ConsentBanner
        title={spanish.title}
        acceptAllLabel={spanish.acceptAllLabel}
        rejectAllLabel={spanish.rejectAllLabel}
        settingsLabel={spanish.settingsLabel}
        onSettings={() => setOpen(true)}
      >
        {spanish.description}
      </ConsentBanner>
      <ConsentSettings
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
      />
    </>
  );
}

/** Async waits allow for the pop-in's exit animation on a loaded machine. */
async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
}

/**
 * Opened from the banner: focus goes into the dialog and comes back to "Configuración" on Escape, which
 * saves nothing; the next opening starts again from `value`.
 */
export const SettingsFromBanner: SettingsStory = {
  args: { ...spanishSettings, isOpen: false },
  render: (args) => <BannerWithSettings {...args} />,
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Configuración' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Configuración de cookies' });
    await expect(within(reopened).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(within(reopened).getByRole('button', { name: 'Rechazar todas' }));
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
    await expectClosed();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
