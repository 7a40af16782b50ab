import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withShopProviders } from '../story-decorators';
import { VoucherForm, type VoucherFormProps } from './voucher-form';

type Apply = VoucherFormProps['onApply'];

const meta = {
  title: 'Shop/Components/Voucher form',
  tags: ['responsive'],
  component: VoucherForm,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { appliedCode: null, onApply: fn<Apply>(async () => ({ ok: true })) },
} satisfies Meta<typeof VoucherForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function apply(canvas: Canvas, code: string, label = /^Código de bono o cupón/, button = 'Aplicar') {
  await userEvent.type(canvas.getByRole('textbox', { name: label }), code);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** SPEC §8: the coupon applied, the SPEC's success message. */
export const Applied: Story = {
  play: async ({ canvas, args }) => {
    await apply(canvas, 'BIENVENIDA10');
    await expect(args.onApply).toHaveBeenCalledWith('BIENVENIDA10');
    // Shown as a note, and said once through the form's status.
    await expect(
      await canvas.findByText('El cupón se ha aplicado correctamente', {
        selector: '[data-slot="alert-description"]',
      }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(
      'El cupón se ha aplicado correctamente',
    );
  },
};

/** SPEC §8: each refusal's message under the field; what was typed stays. */
export const Expired: Story = {
  args: { onApply: fn<Apply>(async () => ({ ok: false, outcome: 'VOUCHER_EXPIRED' })) },
  play: async ({ canvas }) => {
    await apply(canvas, 'VENDIMIA-2023');
    const field = canvas.getByRole('textbox', { name: /^Código de bono o cupón/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Este código ha caducado\./));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('VENDIMIA-2023');
  },
};

export const AlreadyUsed: Story = {
  args: { onApply: fn<Apply>(async () => ({ ok: false, outcome: 'VOUCHER_ALREADY_USED' })) },
  play: async ({ canvas }) => {
    await apply(canvas, 'YA-USADO-5');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Código de bono o cupón/ })).toHaveAccessibleDescription(
        /Este código ya se ha usado\./,
      ),
    );
  },
};

/** No answer the shop understands: a message to try again. */
export const Fails: Story = {
  args: { onApply: fn<Apply>(async () => ({ ok: false, outcome: 'failed' })) },
  play: async ({ canvas }) => {
    await apply(canvas, 'BIENVENIDA10');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Código de bono o cupón/ })).toHaveAccessibleDescription(
        /No hemos podido aplicar el código\. Inténtalo de nuevo\./,
      ),
    );
  },
};

/** Too many codes tried (the site's limits, 429): when to try again, from its Retry-After. */
export const TooManyAttempts: Story = {
  args: {
    onApply: fn<Apply>(async () => ({ ok: false, outcome: 'tooManyAttempts', retryAfterSeconds: 150 })),
  },
  play: async ({ canvas }) => {
    await apply(canvas, 'PRUEBA-1');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Código de bono o cupón/ })).toHaveAccessibleDescription(
        /Demasiados intentos\. Vuelve a intentarlo dentro de 3 minutos\./,
      ),
    );
  },
};

/** SPEC §4: a voucher already applied disables the entry, which names it. */
export const AlreadyApplied: Story = {
  args: { appliedCode: 'REGALO-25' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Código de bono o cupón/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await expect(canvas.getByText('Código aplicado: REGALO-25')).toBeVisible();
  },
};

export const EnglishDoesNotExist: Story = {
  globals: { locale: 'en' },
  args: { onApply: fn<Apply>(async () => ({ ok: false, outcome: 'VOUCHER_DOESNT_EXIST' })) },
  play: async ({ canvas }) => {
    await apply(canvas, 'NADA', /^Voucher or coupon code/, 'Apply');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Voucher or coupon code/ })).toHaveAccessibleDescription(
        /This code doesn't exist\./,
      ),
    );
  },
};
