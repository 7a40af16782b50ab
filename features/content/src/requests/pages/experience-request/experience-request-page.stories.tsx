import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { requestCallNames, requestPage, requestsReceived } from '../../fake';
import { brandOf, fill, freshState, languageOf, withSliceProviders } from '../../story-helpers';
import ExperienceRequestPage from './experience-request-page';

const meta = {
  title: 'Content/Experience request',
  tags: ['responsive'],
  component: ExperienceRequestPage,
  decorators: [withSliceProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: requestPage('solera', 'es', 'experienceRequest') },
  render: (args, context) => (
    <ExperienceRequestPage
      {...args}
      page={requestPage(brandOf(context), languageOf(context), 'experienceRequest')}
    />
  ),
} satisfies Meta<typeof ExperienceRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Stories run on 22 November 2026 (.storybook/fixed-clock.ts). */
const visitDay = '2026-12-05';

async function fillRequest(canvas: Canvas) {
  await fill(canvas.getByRole('textbox', { name: /^Nombre/ }), ' Jon ');
  await fill(canvas.getByRole('textbox', { name: /^Apellidos/ }), 'Etxeberria');
  await fill(canvas.getByRole('textbox', { name: /^Correo electrónico/ }), 'Jon@Example.com');
  await fill(canvas.getByRole('textbox', { name: /^Teléfono/ }), '600 000 002');
  await userEvent.type(canvas.getByLabelText(/^Fecha de la visita/), visitDay);
  await fill(canvas.getByRole('spinbutton', { name: /^Número de personas/ }), '6');
  await fill(canvas.getByRole('textbox', { name: /^Comentarios/ }), 'Somos un grupo de amigos');
  await userEvent.click(canvas.getByRole('checkbox', { name: /política de privacidad/ }));
}

/** The empty form; the date cannot be set before today. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solicita una experiencia' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Fecha de la visita/)).toHaveAttribute('min', '2026-11-22');
    await expect(canvas.getByRole('spinbutton', { name: /^Número de personas/ })).toHaveAccessibleDescription(
      'Incluidos niños y bebés',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar solicitud' })).toBeEnabled();
  },
};

/** A past date, no people and no consent: each field says why, the summary takes focus, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ canvas }) => {
    await fill(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Jon');
    await fill(canvas.getByRole('textbox', { name: /^Apellidos/ }), 'Etxeberria');
    await fill(canvas.getByRole('textbox', { name: /^Correo electrónico/ }), 'jon@example');
    await fill(canvas.getByRole('textbox', { name: /^Teléfono/ }), '600 000 002');
    await userEvent.type(canvas.getByLabelText(/^Fecha de la visita/), '2026-11-20');
    await fill(canvas.getByRole('spinbutton', { name: /^Número de personas/ }), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Correo electrónico: Introduce un correo electrónico válido',
      'Fecha de la visita: Elige hoy o una fecha posterior',
      'Número de personas: Indica un número de personas mayor que 0',
      'He leído y acepto la política de privacidad: Este campo es obligatorio',
    ]);
    await expect(requestsReceived.get().experienceRequests).toEqual([]);
  },
};

/** Sent: the payload (ISO date, people as a number, captcha key); the confirmation takes focus. */
export const Sent: Story = {
  play: async ({ canvas, ...context }) => {
    await fillRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    const title = await canvas.findByRole('heading', { level: 2, name: 'Solicitud enviada' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      canvas.getByText(
        'Solicitud enviada. Gracias, Jon. Te escribiremos a jon@example.com para preparar la visita del 5 de diciembre de 2026 para 6 personas.',
      ),
    ).toHaveAttribute('role', 'status');
    await expect(requestsReceived.get().experienceRequests).toEqual([
      {
        // The form's id is in the brand's page data.
        pageId: (requestPage(brandOf(context), 'es', 'experienceRequest').data as { page_id: number })
          .page_id,
        payload: {
          name: 'Jon',
          surname: 'Etxeberria',
          email: 'jon@example.com',
          phone_number: '600 000 002',
          number_of_people: 6,
          date_of_visit: visitDay,
          comments: 'Somos un grupo de amigos',
          captcha_key: expect.stringMatching(/^local-captcha:experience_request:/),
        },
      },
    ]);
  },
};

/** The connection drops: an alert with a way to the contact page; everything typed stays. */
export const ConnectionDropped: Story = {
  beforeEach: () => {
    backend.faults.set(requestCallNames.sendExperienceRequest, { network: true, times: 1 });
  },
  play: async ({ canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No hemos podido enviar el formulario.');
    await expect(await within(alert).findByRole('link', { name: 'página de contacto' })).toHaveAttribute(
      'href',
      '/es/contacto',
    );
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue(' Jon ');
    await expect(canvas.getByLabelText(/^Fecha de la visita/)).toHaveValue(visitDay);
    await expect(canvas.getByRole('spinbutton', { name: /^Número de personas/ })).toHaveValue(6);
    await expect(canvas.getByRole('checkbox', { name: /política de privacidad/ })).toBeChecked();
  },
};

/** The server refuses the date (400, field errors): shown on the date field. */
export const ServerFieldErrors: Story = {
  beforeEach: () => {
    backend.faults.set(requestCallNames.sendExperienceRequest, {
      status: 400,
      body: { detail: 'Invalid payload', errors: { date_of_visit: ['The estate is closed that day.'] } },
      times: 1,
    });
  },
  play: async ({ canvas }) => {
    await fillRequest(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getByRole('link')).toHaveTextContent('Fecha de la visita');
    await expect(canvas.getByLabelText(/^Fecha de la visita/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Fecha de la visita/)).toHaveValue(visitDay);
  },
};

/** Isla Brava in English. */
export const EnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Request an experience' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: /^Number of people/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
  },
};
