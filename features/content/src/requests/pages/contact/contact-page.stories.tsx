import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { contactSubjects, requestCallNames, requestPage, requestsReceived } from '../../fake';
import {
  brandOf,
  choose,
  fill,
  freshState,
  languageOf,
  logInAs,
  withSliceProviders,
} from '../../story-helpers';
import ContactPage from './contact-page';

const meta = {
  title: 'Content/Contact',
  tags: ['responsive'],
  component: ContactPage,
  decorators: [withSliceProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: requestPage('solera', 'es', 'contact') },
  render: (args, context) => (
    <ContactPage {...args} page={requestPage(brandOf(context), languageOf(context), 'contact')} />
  ),
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Context = Parameters<typeof brandOf>[0];

/** The Spanish subjects of the story's brand's contact page. */
const subjectsOf = (context: Context) => contactSubjects[brandOf(context)].es;

/** A visitor's complete message, typed with stray spaces and capitals, on the brand's first subject. */
async function fillMessage(canvas: Canvas, context: Context) {
  await choose(await canvas.findByRole('combobox', { name: /^Asunto/ }), subjectsOf(context)[0]!);
  await fill(canvas.getByRole('textbox', { name: /^Nombre/ }), ' Ana ');
  await fill(canvas.getByRole('textbox', { name: /^Apellidos/ }), 'Ruiz');
  await fill(canvas.getByRole('textbox', { name: /^Correo electrónico/ }), ' Ana.Ruiz@Example.com ');
  await fill(canvas.getByRole('textbox', { name: /^Teléfono/ }), '600 123 456');
  await fill(canvas.getByRole('textbox', { name: /^Mensaje/ }), '¿Podemos visitar la bodega con un perro?');
  await userEvent.click(canvas.getByRole('checkbox', { name: /política de privacidad/ }));
}

/** What a failed send must leave: every field as typed. */
async function expectKept(canvas: Canvas, context: Context) {
  await expect(canvas.getByRole('combobox', { name: /^Asunto/ })).toHaveTextContent(subjectsOf(context)[0]!);
  await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(' Ana ');
  // An e-mail input drops the spaces around its value by itself (HTML's value sanitisation).
  await expect(canvas.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(
    'Ana.Ruiz@Example.com',
  );
  await expect(canvas.getByRole('textbox', { name: /^Mensaje/ })).toHaveValue(
    '¿Podemos visitar la bodega con un perro?',
  );
  await expect(canvas.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked();
}

/** A visitor: the page's subjects to choose from and every field empty. */
export const Empty: Story = {
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    const subject = await canvas.findByRole('combobox', { name: /^Asunto/ });
    await userEvent.click(subject);
    const list = await within(document.body).findByRole('listbox');
    await expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(subjectsOf(context));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  },
};

/** Send with nothing filled in: the summary lists every field, takes focus, and nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await fill(await canvas.findByRole('textbox', { name: /^Correo electrónico/ }), 'ana@');
    await fill(canvas.getByRole('textbox', { name: /^Teléfono/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Asunto: Este campo es obligatorio',
      'Nombre: Este campo es obligatorio',
      'Apellidos: Este campo es obligatorio',
      'Correo electrónico: Introduce un correo electrónico válido',
      'Teléfono: Introduce un número de teléfono válido',
      'Mensaje: Este campo es obligatorio',
      'He leído y acepto la política de privacidad: Este campo es obligatorio',
    ]);
    await expect(canvas.getByRole('textbox', { name: /^Teléfono/ })).toHaveAccessibleDescription(
      /Introduce un número de teléfono válido/,
    );
    await expect(requestsReceived.get().contact).toEqual([]);
  },
};

/** Sent: the payload carries the wire names and the captcha key; the confirmation takes focus. */
export const Sent: Story = {
  play: async ({ canvas, ...context }) => {
    await fillMessage(canvas, context);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    const title = await canvas.findByRole('heading', { level: 2, name: 'Mensaje enviado' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      canvas.getByText(
        'Mensaje enviado. Gracias, Ana. Hemos recibido tu mensaje y te responderemos en ana.ruiz@example.com.',
      ),
    ).toHaveAttribute('role', 'status');
    await expect(requestsReceived.get().contact).toEqual([
      {
        pageId: requestPage(brandOf(context), 'es', 'contact').id,
        payload: {
          subject: subjectsOf(context)[0],
          name: 'Ana',
          surname: 'Ruiz',
          email: 'ana.ruiz@example.com',
          phone_number: '600 123 456',
          message: '¿Podemos visitar la bodega con un perro?',
          captcha_key: expect.stringMatching(/^local-captcha:contact:/),
        },
      },
    ]);
  },
};

/** The server refuses the phone (400, field errors): shown on the field, everything kept. */
export const ServerFieldErrors: Story = {
  beforeEach: () => {
    backend.faults.set(requestCallNames.sendContact, {
      status: 400,
      body: { detail: 'Invalid payload', errors: { phone_number: ['Not a phone number we can call.'] } },
      times: 1,
    });
  },
  play: async ({ canvas, ...context }) => {
    await fillMessage(canvas, context);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveTextContent(
      'Teléfono: Introduce un número de teléfono válido',
    );
    await expect(canvas.getByRole('textbox', { name: /^Teléfono/ })).toHaveAttribute('aria-invalid', 'true');
    await expectKept(canvas, context);
  },
};

/** The server fails (500): an alert says so and everything typed stays for another try. */
export const SendFails: Story = {
  beforeEach: () => {
    backend.faults.set(requestCallNames.sendContact, { status: 500, times: 1 });
  },
  play: async ({ canvas, ...context }) => {
    await fillMessage(canvas, context);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido enviar el formulario. Lo que has escrito sigue aquí',
    );
    await expectKept(canvas, context);
    await expect(requestsReceived.get().contact).toEqual([]);
  },
};

/** Sent too often (the site's limits, 429): when to try again, and everything typed stays. */
export const SentTooOften: Story = {
  beforeEach: () => {
    backend.faults.set(requestCallNames.sendContact, {
      status: 429,
      body: { detail: 'TOO_MANY_REQUESTS' },
      times: 1,
    });
  },
  play: async ({ canvas, ...context }) => {
    await fillMessage(canvas, context);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensaje' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de un minuto.',
    );
    await expectKept(canvas, context);
    await expect(requestsReceived.get().contact).toEqual([]);
  },
};

/** While the message is on its way the button is busy, and a second press sends nothing more. */
export const Sending: Story = {
  // The answer is held for a minute, then fails, so it can never be recorded during a later story.
  beforeEach: () => {
    backend.faults.set(requestCallNames.sendContact, { delay: 60_000, status: 500, times: 1 });
  },
  play: async ({ canvas, ...context }) => {
    await fillMessage(canvas, context);
    const send = canvas.getByRole('button', { name: 'Enviar mensaje' });
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(send);
    await expect(send).toHaveAttribute('data-loading');
    await expect(canvas.queryByRole('heading', { name: 'Mensaje enviado' })).not.toBeInTheDocument();
  },
};

/** While the subjects are read: one status says the form is on its way. */
export const LoadingForm: Story = {
  // Held for a minute, then failing: never an answer a later story could see.
  beforeEach: () => {
    backend.faults.set(requestCallNames.subjects, { delay: 60_000, status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    // A status with the words, nothing inside it that is a status of its own (the spinner's "Cargando"
    // would be read as well, or instead).
    const status = await canvas.findByText('Cargando el formulario…');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(within(status).queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('combobox', { name: /^Asunto/ })).not.toBeInTheDocument();
  },
};

/** The subjects cannot be read: a message and a retry that brings the form. */
export const SubjectsFail: Story = {
  beforeEach: () => {
    backend.faults.set(requestCallNames.subjects, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No hemos podido cargar el formulario.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('combobox', { name: /^Asunto/ })).toBeVisible();
  },
};

/** A logged-in member of Isla Brava, in English: their personal information is filled in. */
export const MemberPrefilledEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: async () => void (await logInAs('marta@example.com')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Marta');
    await expect(canvas.getByRole('textbox', { name: /^Surname/ })).toHaveValue('Cabrera');
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('marta@example.com');
    await expect(canvas.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+34 600 000 003');
    await expect(canvas.getByText(/We have filled in your member details/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Subject/ }));
    await expect(await within(document.body).findByRole('option', { name: 'Estate visits' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
