import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fetchMember } from '@cepa/core/session-api';
import { backend } from '@cepa/core/backend';
import { layoutCalls } from '../../fake';
import { LoginPage } from './login-page';
import { freshState, navigations, withLayoutProviders } from '../../story-decorators';

const meta = {
  title: 'Layout/Login',
  tags: ['responsive'],
  component: LoginPage,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withLayoutProviders],
  beforeEach: freshState,
  args: { next: '/es/club/' },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acceso socios' })).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /Correo electrónico/ }));
    await userEvent.keyboard(' Lucia@Example.com ');
    await userEvent.tab();
    await userEvent.keyboard('vendimia{Enter}');
    await waitFor(() => expect(navigations).toEqual(['/es/club/']));
    await expect((await fetchMember())?.name).toBe('Lucía');
  },
};

/** `next` is followed only when it is a same-site path. */
export const UnsafeNextEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { next: '//evil.example/steal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: "Members' login" })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'marta@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'vendimia');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigations).toEqual(['/']));
  },
};

export const WrongCredentials: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await userEvent.type(email, 'lucia@example.com');
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'cosecha{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('El correo o la contraseña no son correctos');
    await expect(email).toHaveValue('lucia@example.com');
    await expect(canvas.getByLabelText(/Contraseña/)).toHaveValue('cosecha');
    await expect(navigations).toEqual([]);
  },
};

export const WrongCredentialsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'nobody@example.com');
    await userEvent.type(canvas.getByLabelText(/Password/), 'x{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The e-mail or password is not correct');
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    backend.faults.set(layoutCalls.login, { status: 500 });
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@example.com');
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'vendimia{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Se ha producido un error');
  },
};

/** Five wrong passwords within a minute: the sixth try is refused until a minute has passed. */
export const TooManyAttempts: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText(/Contraseña/);
    await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@example.com');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.clear(password);
      await userEvent.type(password, `cosecha${i}{Enter}`);
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'El correo o la contraseña no son correctos',
      );
    }
    await userEvent.clear(password);
    await userEvent.type(password, 'cosecha-otra{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
      ),
    );
    await expect(navigations).toEqual([]);
  },
};

export const Validation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Introduce un correo electrónico válido')).toBeVisible();
  },
};
