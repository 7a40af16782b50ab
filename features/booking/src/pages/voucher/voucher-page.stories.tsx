import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import {
  bookingCalls,
  bookingReceived,
  legacyVoucherCode,
  voucherCodes,
  voucherPageFixture,
} from '../../fake';
import { brandOf, freshState, languageOf, navigations, withBookingProviders } from '../../story-decorators';
import { VoucherRedemptionPage } from './voucher-page';

const meta = {
  title: 'Booking/Voucher redemption',
  tags: ['responsive'],
  component: VoucherRedemptionPage,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  beforeEach: freshState,
  args: { page: voucherPageFixture(), query: '' },
  render: (args, context) => (
    <VoucherRedemptionPage {...args} page={voucherPageFixture(languageOf(context), brandOf(context))} />
  ),
} satisfies Meta<typeof VoucherRedemptionPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const labels = {
  es: { code: /Código del bono/, check: 'Comprobar bono', continue: 'Continuar con la reserva' },
  en: { code: /Voucher code/, check: 'Check voucher', continue: 'Continue to booking' },
} as const;

/** The polite region that announces the check's outcome. */
function outcome(canvas: Canvas) {
  const region = canvas.getAllByRole('status').find((el) => el.dataset.slot === 'voucher-outcome');
  if (!region) throw new Error('No voucher outcome region');
  return region;
}

async function checkCode(canvas: Canvas, code: string, language: 'es' | 'en' = 'es') {
  const field = canvas.getByRole('textbox', { name: labels[language].code });
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: labels[language].check }));
}

export const UniqueVoucher: Story = {
  // Casa Solera's voucher: the brand is pinned.
  parameters: { brand: 'solera' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Canjea tu bono' })).toBeVisible();
    await checkCode(canvas, voucherCodes.uniqueSolera);
    await waitFor(() => expect(outcome(canvas)).toHaveTextContent('Bono U-SOLERA-2024 válido'));
    const card = canvas.getByRole('region', { name: /Tu bono/ });
    await expect(card).toHaveTextContent('Vendimia en familia');
    await expect(card).toHaveTextContent('4 personas');
    await expect(card).toHaveTextContent(/Del \d+ de \w+ de \d{4} al \d+ de \w+ de \d{4}/);
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(bookingReceived.get().voucherChecks).toEqual([
      { full_code: 'U-SOLERA-2024', site: 'solera', language: 'es' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: labels.es.continue }));
    await expect(navigations).toEqual(['/es/reservar?experience=2&voucher=U-SOLERA-2024']);
  },
};

/** The voucher link's query pre-fills the code (SPEC §9). */
export const UniqueVoucherEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { query: `?voucher=${voucherCodes.uniqueBrava}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: labels.en.code })).toHaveValue('U-BRAVA-2024');
    await userEvent.click(canvas.getByRole('button', { name: labels.en.check }));
    const card = await canvas.findByRole('region', { name: /Your voucher/ });
    await expect(card).toHaveTextContent('Sunset tasting by the sea');
    await expect(card).toHaveTextContent('2 people');
    await expect(card).toHaveTextContent(/From .+ to .+/);
    await userEvent.click(canvas.getByRole('button', { name: labels.en.continue }));
    await expect(navigations).toEqual(['/en/book?experience=5&voucher=U-BRAVA-2024']);
  },
};

/** No fixed experience: one of the brand's experiences is chosen first (SPEC §2, §4). */
export const OpenVoucher: Story = {
  // Casa Solera's voucher: the brand is pinned.
  parameters: { brand: 'solera' },
  play: async ({ canvas }) => {
    await checkCode(canvas, voucherCodes.openSolera.toLowerCase());
    await expect(await canvas.findByText(/hasta 6 personas/)).toBeVisible();
    await expect(canvas.queryByRole('region', { name: /Tu bono/ })).not.toBeInTheDocument();
    const select = await canvas.findByRole('combobox', { name: /Experiencia/ });
    await userEvent.click(canvas.getByRole('button', { name: labels.es.continue }));
    await expect(await canvas.findByText('Este campo es obligatorio')).toBeVisible();
    await expect(navigations).toEqual([]);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Cata de añadas con el enólogo' }));
    await expect(select).toHaveTextContent('Cata de añadas con el enólogo');
    await userEvent.click(canvas.getByRole('button', { name: labels.es.continue }));
    await expect(navigations).toEqual(['/es/reservar?experience=3&voucher=R-SOLERA-REGALO']);
  },
};

export const OpenVoucherEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await checkCode(canvas, voucherCodes.openBrava, 'en');
    const select = await canvas.findByRole('combobox', { name: /Experience/ });
    await userEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Walk through the volcanic vineyard', 'Sunset tasting by the sea', 'Lunch on the estate']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Lunch on the estate' }));
    await userEvent.click(canvas.getByRole('button', { name: labels.en.continue }));
    await expect(navigations).toEqual(['/en/book?experience=6&voucher=R-BRAVA-REGALO']);
  },
};

function outcomeStory(code: string, message: string, language: 'es' | 'en' = 'es'): Story {
  return {
    globals: { locale: language },
    play: async ({ canvas }) => {
      await checkCode(canvas, code, language);
      await waitFor(() => expect(outcome(canvas)).toHaveTextContent(message));
      await expect(canvas.queryByRole('button', { name: labels[language].continue })).not.toBeInTheDocument();
      // Nothing typed is lost.
      await expect(canvas.getByRole('textbox', { name: labels[language].code })).toHaveValue(code);
      await expect(navigations).toEqual([]);
    },
  };
}

export const NotFound = outcomeStory(voucherCodes.notFound, 'El código del bono no existe.');
export const NotFoundEnglish = outcomeStory(voucherCodes.notFound, "This voucher code doesn't exist.", 'en');
/** A response that is not an ERROR_VOUCHER text reads as 'voucher not found' (SPEC §8). */
export const UnknownResponse = outcomeStory(legacyVoucherCode, 'El código del bono no existe.');
export const TooSoon = outcomeStory(voucherCodes.tooSoon, 'Este bono todavía no se puede usar.');
export const TooSoonEnglish = outcomeStory(voucherCodes.tooSoon, 'This voucher is not yet available.', 'en');
export const Outdated = outcomeStory(voucherCodes.outdated, 'Este bono ha caducado.');
export const OutdatedEnglish = outcomeStory(voucherCodes.outdated, 'This voucher is outdated.', 'en');
export const Inactive = outcomeStory(voucherCodes.inactive, 'Este bono no está disponible.');
export const InactiveEnglish = outcomeStory(voucherCodes.inactive, 'This voucher is not available.', 'en');
export const AlreadyRedeemed = outcomeStory(voucherCodes.alreadyRedeemed, 'Este bono ya se ha canjeado.');
export const AlreadyRedeemedEnglish = outcomeStory(
  voucherCodes.alreadyRedeemed,
  'This voucher has already been redeemed.',
  'en',
);

/** Too many codes checked from this connection (the site's limits, 429): said as such, never "not found". */
export const TooManyAttempts: Story = {
  beforeEach: () => {
    backend.faults.set(bookingCalls.checkVoucher, { status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
  },
  play: async ({ canvas }) => {
    await checkCode(canvas, voucherCodes.uniqueSolera);
    await waitFor(() =>
      expect(outcome(canvas)).toHaveTextContent(
        'Demasiados intentos. Vuelve a intentarlo dentro de un minuto.',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: labels.es.code })).toHaveValue(
      voucherCodes.uniqueSolera,
    );
    await expect(navigations).toEqual([]);
  },
};

/** SPEC §5: the code is required; nothing is sent without it. */
export const CodeRequired: Story = {
  play: async ({ canvas }) => {
    await checkCode(canvas, '   ');
    await expect(await canvas.findByText('Este campo es obligatorio')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labels.es.code })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(bookingReceived.get().voucherChecks).toEqual([]);
  },
};

/** SPEC §8: a failure without response data is silent. */
export const SilentWithoutResponse: Story = {
  beforeEach: () => {
    backend.faults.set(bookingCalls.checkVoucher, { network: true });
  },
  play: async ({ canvas }) => {
    const check = canvas.getByRole('button', { name: labels.es.check });
    await checkCode(canvas, voucherCodes.uniqueSolera);
    await waitFor(() => expect(check).not.toHaveAttribute('data-loading'));
    await expect(outcome(canvas)).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('region', { name: /Tu bono/ })).not.toBeInTheDocument();
  },
};

export const ExperiencesFailToLoad: Story = {
  // Casa Solera's voucher: the brand is pinned.
  parameters: { brand: 'solera' },
  beforeEach: () => {
    backend.faults.set(bookingCalls.experiences, { status: 500 });
  },
  play: async ({ canvas }) => {
    await checkCode(canvas, voucherCodes.openSolera);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido cargar las experiencias',
    );
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A second code replaces the first one's result. */
export const SecondCode: Story = {
  // Casa Solera's voucher: the brand is pinned.
  parameters: { brand: 'solera' },
  play: async ({ canvas }) => {
    await checkCode(canvas, voucherCodes.outdated);
    await waitFor(() => expect(outcome(canvas)).toHaveTextContent('Este bono ha caducado.'));
    await checkCode(canvas, voucherCodes.uniqueSolera);
    await expect(await canvas.findByRole('region', { name: /Tu bono/ })).toBeVisible();
    await expect(outcome(canvas)).not.toHaveTextContent('caducado');
  },
};

export const Phone: Story = {
  // Casa Solera's voucher: the brand is pinned.
  parameters: { brand: 'solera' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await checkCode(canvas, voucherCodes.uniqueSolera);
    await expect(await canvas.findByRole('region', { name: /Tu bono/ })).toBeVisible();
  },
};
