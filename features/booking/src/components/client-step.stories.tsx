import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emptyVisitorForm } from '../forms';
import { withBookingProviders } from '../story-decorators';
import { ClientStep } from './client-step';

const countries = [
  { value: 'ES', text: 'España' },
  { value: 'FR', text: 'Francia' },
];
const regions = [
  { value: 'La Rioja', text: 'La Rioja' },
  { value: 'Madrid', text: 'Madrid' },
];

/** Types a value the quick way (one paste), as autofill would; the key-by-key typing is proven elsewhere. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const meta = {
  title: 'Booking/Steps/Client',
  tags: ['responsive'],
  component: ClientStep,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  args: {
    defaultValues: emptyVisitorForm,
    onChange: fn(),
    countries,
    regions,
    withVoucher: false,
    onBack: fn(),
    onNext: fn(),
  },
} satisfies Meta<typeof ClientStep>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function fillVisitor(canvas: Canvas) {
  await fill(canvas.getByRole('textbox', { name: /Número de documento/ }), '12345678Z');
  await fill(canvas.getByRole('textbox', { name: /^Nombre/ }), ' Lucía ');
  await fill(canvas.getByRole('textbox', { name: /Apellidos/ }), 'García Pérez');
  await fill(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'Lucia@Example.com');
  await fill(canvas.getByRole('textbox', { name: /Teléfono/ }), '+34 600 000 000');
}

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Datos del cliente' })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Siguiente' });
    // Consent missing: next is disabled, and says what is missing (shown under it, said when pressed).
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    const hint =
      'Para continuar falta: Número de documento, Nombre, Apellidos, Correo electrónico, Teléfono y ' +
      'aceptar la política de privacidad.';
    await expect(next).toHaveAccessibleDescription(hint);
    await expect(canvas.getByText(hint)).toBeVisible();
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(hint);
    await expect(canvas.getByRole('combobox', { name: /Tipo de documento/ })).toHaveTextContent('DNI');
    await expect(canvas.getByRole('combobox', { name: /País/ })).toHaveTextContent('España');
  },
};

export const FilledAndSent: Story = {
  play: async ({ canvas, args }) => {
    await fillVisitor(canvas);
    const consent = canvas.getByRole('checkbox', { name: /política de privacidad/ });
    await userEvent.click(consent);
    await userEvent.click(canvas.getByRole('checkbox', { name: /newsletter/ }));
    const next = canvas.getByRole('button', { name: 'Siguiente' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(next);
    await waitFor(() => expect(args.onNext).toHaveBeenCalledTimes(1));
    await expect(args.onNext).toHaveBeenCalledWith(
      expect.objectContaining({
        documentType: 'dni',
        documentNumber: '12345678Z',
        name: 'Lucía',
        email: 'Lucia@Example.com',
        consent: true,
        newsletter: true,
      }),
      undefined,
    );
    // Every change reached the booking state, so a reload keeps it.
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ surname: 'García Pérez' }),
    );
  },
};

export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: /Número de documento/ });
    await fill(number, '1234');
    const email = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await fill(email, 'no-es-un-correo');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription(/Introduce un DNI válido/);
    await expect(email).toHaveAccessibleDescription('Introduce un correo electrónico válido');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const consent = canvas.getByRole('checkbox', { name: /política de privacidad/ });
    await userEvent.click(consent);
    await userEvent.click(consent);
    await userEvent.tab();
    await expect(consent).toHaveAccessibleDescription('Este campo es obligatorio');
    const next = canvas.getByRole('button', { name: 'Siguiente' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription(
      'Para continuar falta: Número de documento, Nombre, Apellidos, Correo electrónico, Teléfono y ' +
        'aceptar la política de privacidad.',
    );
    // Nothing typed is lost.
    await expect(email).toHaveValue('no-es-un-correo');
  },
};

/** Restored from the hash with consent but a bad e-mail: next shows the summary and focuses it. */
export const ErrorSummaryAfterNext: Story = {
  args: {
    defaultValues: {
      ...emptyVisitorForm,
      documentNumber: 'X1234567',
      documentType: 'passport',
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana@',
      phoneNumber: '600000000',
      consent: true,
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(
      canvas.getByRole('link', { name: /Correo electrónico: Introduce un correo electrónico válido/ }),
    );
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toHaveFocus();
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const WithVoucherEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    withVoucher: true,
    countries: [{ value: 'ES', text: 'Spain' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Client data' })).toBeVisible();
    const finish = canvas.getByRole('button', { name: 'Finish' });
    await expect(finish).toHaveAttribute('aria-disabled', 'true');
    await expect(finish).toHaveAccessibleDescription(
      'To continue, you still need: Document number, Name, Surname, E-mail, Phone and to accept the ' +
        'privacy policy.',
    );
    await expect(
      canvas.getByRole('checkbox', { name: /I have read and accept the privacy policy/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Region/ })).toBeVisible();
  },
};

export const Redeeming: Story = {
  args: { withVoucher: true, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Canjeando el bono')).toBeVisible();
    const finish = canvas.getByRole('button', { name: 'Finalizar' });
    await expect(finish).toHaveAttribute('aria-disabled', 'true');
    // Busy, not incomplete: nothing is said to be missing.
    await expect(finish).not.toHaveAccessibleDescription();
  },
};

/** The site's limits refused the last Finish (429): said above the moves; what was typed stays. */
export const TooManyAttemptsEnglish: Story = {
  globals: { locale: 'en' },
  args: { withVoucher: true, retryAfterSeconds: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    await expect(canvas.getByRole('button', { name: 'Finish' })).toBeVisible();
  },
};
