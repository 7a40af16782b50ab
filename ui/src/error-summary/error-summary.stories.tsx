import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { Field } from '../field';
import { Radio, RadioGroup } from '../radio-group';
import { Select, SelectItem } from '../select';
import { TextArea, TextField } from '../text-field';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';

const bookingErrors: ErrorSummaryItem[] = [
  { fieldId: 'visitor-name', message: 'Introduce tu nombre' },
  { fieldId: 'visitor-email', message: 'Introduce un correo electrónico válido, como nombre@ejemplo.com' },
  { fieldId: 'visitor-shipping', message: 'Elige un modo de envío' },
];

/** The fields the summary's links point at. */
function BookingFields() {
  return (
    <div className="flex flex-col gap-4">
      <Field id="visitor-name" label="Nombre" required error="Introduce tu nombre">
        <TextField name="name" />
      </Field>
      <Field
        id="visitor-email"
        label="Correo electrónico"
        required
        error="Introduce un correo electrónico válido, como nombre@ejemplo.com"
      >
        <TextField type="email" name="email" defaultValue="lucia@" />
      </Field>
      <RadioGroup id="visitor-shipping" label="Modo de envío" required error="Elige un modo de envío">
        <Radio value="home">Envío a domicilio</Radio>
        <Radio value="shop">Recogida en tienda</Radio>
      </RadioGroup>
    </div>
  );
}

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: { errors: bookingErrors },
  argTypes: {
    headingLevel: {
      description: 'Level of the heading element, to fit the page’s outline.',
      control: 'inline-radio',
      options: [2, 3, 4],
      table: { defaultValue: { summary: '2' } },
    },
    errors: {
      description:
        'One entry per invalid field: `fieldId` (the control’s id, which the link focuses) and `message`. None renders nothing.',
      control: 'object',
    },
    heading: { control: 'text' },
    focusOnMount: { control: 'boolean' },
  },
  render: (args) => (
    <div className="flex max-w-shipping-form flex-col gap-6">
      <ErrorSummary {...args} />
      <BookingFields />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Revisa los siguientes campos' });
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#visitor-name',
      '#visitor-email',
      '#visitor-shipping',
    ]);
    const hashBefore = location.hash;
    await userEvent.click(within(summary).getByRole('link', { name: /correo electrónico válido/ }));
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' })).toHaveFocus();
    // The address is left alone: the booking flow keeps its state in the hash.
    await expect(location.hash).toBe(hashBefore);
    // A link to a radio group lands on its first option.
    await userEvent.click(within(summary).getByRole('link', { name: 'Elige un modo de envío' }));
    await expect(canvas.getByRole('radio', { name: 'Envío a domicilio' })).toHaveFocus();
    // Keyboard: Enter on a link works the same.
    within(summary).getByRole('link', { name: 'Introduce tu nombre' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Nombre (obligatorio)' })).toHaveFocus();
  },
};

export const FocusOnMount: Story = {
  args: { focusOnMount: true },
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAttribute('tabindex', '-1');
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  render: (args) => (
    <div className="flex max-w-shipping-form flex-col gap-6">
      <ErrorSummary {...args} focusOnMount />
      <Field label="Nombre">
        <TextField name="name" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(document.activeElement).toBe(document.body);
  },
};

export const CustomHeading: Story = {
  args: { heading: 'No hemos podido enviar tu reserva', headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'No hemos podido enviar tu reserva' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('region', { name: 'No hemos podido enviar tu reserva' }),
    ).toBeInTheDocument();
  },
};

export const LongSpanishText: Story = {
  args: {
    heading: 'No hemos podido completar tu reserva porque hay algunos datos que tienes que revisar',
    errors: [
      {
        fieldId: 'visitor-name',
        message:
          'Introduce tu nombre tal y como aparece en el documento de identidad que presentarás en la bodega',
      },
      {
        fieldId: 'visitor-email',
        message:
          'La dirección de correo electrónico no tiene un formato válido: revisa que incluya una arroba y un dominio',
      },
      {
        fieldId: 'visitor-shipping',
        message: 'Elige si quieres recibir el pedido en casa o recogerlo en la tienda de la bodega',
      },
    ],
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    errors: [
      { fieldId: 'visitor-name', message: 'Enter your name' },
      { fieldId: 'visitor-email', message: 'Enter a valid email address, like name@example.com' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Please check the following fields' }),
    ).toBeInTheDocument();
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
};

type ContactForm = { name: string; email: string; subject: string; message: string; consent: boolean };
type ContactErrors = Partial<Record<keyof ContactForm, string>>;

const fieldOrder: (keyof ContactForm)[] = ['name', 'email', 'subject', 'message', 'consent'];
const fieldIds: Record<keyof ContactForm, string> = {
  name: 'contact-name',
  email: 'contact-email',
  subject: 'contact-subject',
  message: 'contact-message',
  consent: 'contact-consent',
};
const emptyContact: ContactForm = { name: '', email: '', subject: '', message: '', consent: false };

/** SPEC §5, contact: subject, name, email (valid), message and consent are required. */
function validateContact(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  if (!form.name.trim()) errors.name = 'Introduce tu nombre';
  if (!form.email.trim()) errors.email = 'Introduce tu correo electrónico';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
    errors.email = 'Introduce un correo electrónico válido, como nombre@ejemplo.com';
  if (!form.subject) errors.subject = 'Elige el asunto de tu mensaje';
  if (!form.message.trim()) errors.message = 'Escribe tu mensaje';
  if (!form.consent) errors.consent = 'Acepta la política de privacidad para enviar el mensaje';
  return errors;
}

/** A contact form in plain React state: on a failed submit the summary appears and takes focus. */
function ContactForm() {
  const [form, setForm] = useState(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [sent, setSent] = useState(false);
  const update = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const summary = fieldOrder.flatMap((key) =>
    errors[key] ? [{ fieldId: fieldIds[key], message: errors[key] }] : [],
  );
  return (
    <form
      noValidate
      aria-label="Contacto"
      className="flex max-w-shipping-form flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const next = validateContact(form);
        setErrors(next);
        setSent(Object.keys(next).length === 0);
        setAttempts((count) => count + 1);
      }}
    >
      {/* A new key per attempt remounts the summary, so every failed submit moves focus to it. */}
      <ErrorSummary key={attempts} errors={summary} focusOnMount />
      <Field id={fieldIds.name} label="Nombre" required error={errors.name}>
        <TextField
          name="name"
          autoComplete="given-name"
          value={form.name}
          onChange={(event) => update('name', event.target.value)}
        />
      </Field>
      <Field id={fieldIds.email} label="Correo electrónico" required error={errors.email}>
        <TextField
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={(event) => update('email', event.target.value)}
        />
      </Field>
      <Field id={fieldIds.subject} label="Asunto" required error={errors.subject}>
        <Select
          name="subject"
          placeholder="Elige un asunto"
          value={form.subject}
          onValueChange={(subject) => update('subject', subject)}
        >
          <SelectItem value="visits">Visitas y experiencias</SelectItem>
          <SelectItem value="orders">Pedidos de la tienda</SelectItem>
          <SelectItem value="club">Club de socios</SelectItem>
        </Select>
      </Field>
      <Field id={fieldIds.message} label="Mensaje" required error={errors.message}>
        <TextArea
          name="message"
          maxLength={200}
          value={form.message}
          onChange={(event) => update('message', event.target.value)}
        />
      </Field>
      <Checkbox
        id={fieldIds.consent}
        name="consent"
        required
        label={
          <>
            Acepto la <a href="#politica-de-privacidad">política de privacidad</a>
          </>
        }
        error={errors.consent}
        checked={form.consent}
        onCheckedChange={(checked) => update('consent', checked === true)}
      />
      <Button type="submit" className="self-start">
        Enviar
      </Button>
      <p role="status" className="text-success">
        {sent ? 'Mensaje enviado. Te responderemos en un plazo de 48 horas.' : ''}
      </p>
    </form>
  );
}

export const ContactFormExample: Story = {
  args: { errors: [] },
  render: () => <ContactForm />,
  play: async ({ canvas }) => {
    const body = within(document.body);
    const submit = canvas.getByRole('button', { name: 'Enviar' });

    await userEvent.click(submit);
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Introduce tu nombre',
      'Introduce tu correo electrónico',
      'Elige el asunto de tu mensaje',
      'Escribe tu mensaje',
      'Acepta la política de privacidad para enviar el mensaje',
    ]);

    await userEvent.click(within(summary).getByRole('link', { name: 'Introduce tu correo electrónico' }));
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Introduce tu correo electrónico');

    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre (obligatorio)' }), 'Lucía');
    await userEvent.type(email, 'lucia@');
    await userEvent.click(submit);
    // Second failed submit: the summary takes focus again, and only what is still wrong is listed.
    const again = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(again).toHaveFocus());
    await expect(within(again).queryByRole('link', { name: 'Introduce tu nombre' })).not.toBeInTheDocument();

    await userEvent.click(within(again).getByRole('link', { name: 'Elige el asunto de tu mensaje' }));
    const subject = canvas.getByRole('combobox', { name: 'Asunto (obligatorio)' });
    await expect(subject).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(subject).toHaveTextContent('Pedidos de la tienda');

    await userEvent.click(within(again).getByRole('link', { name: /política de privacidad/ }));
    const consent = canvas.getByRole('checkbox', { name: /Acepto la política de privacidad/ });
    await expect(consent).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(consent).toBeChecked();

    await userEvent.clear(email);
    await userEvent.type(email, 'lucia@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Mensaje (obligatorio)' }), '¿Abrís en agosto?');
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(
      canvas.getByText('Mensaje enviado. Te responderemos en un plazo de 48 horas.'),
    ).toBeVisible();
  },
};
