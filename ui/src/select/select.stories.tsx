import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field, type FieldProps } from '../field';
import { Select, SelectGroup, SelectGroupLabel, SelectItem } from './select';

type StoryArgs = React.ComponentProps<typeof Select> &
  Pick<FieldProps, 'label' | 'description' | 'error' | 'required'>;

/** SPEC §9: document types dni, passport, nif_cif. */
const documentTypes = [
  { value: 'dni', label: 'DNI' },
  { value: 'passport', label: 'Pasaporte' },
  { value: 'nif_cif', label: 'NIF/CIF' },
];

/** SPEC §9: the country list puts Spain first. */
const countries = [
  ['ES', 'España'],
  ['DE', 'Alemania'],
  ['AD', 'Andorra'],
  ['AT', 'Austria'],
  ['BE', 'Bélgica'],
  ['BG', 'Bulgaria'],
  ['CY', 'Chipre'],
  ['HR', 'Croacia'],
  ['DK', 'Dinamarca'],
  ['SK', 'Eslovaquia'],
  ['SI', 'Eslovenia'],
  ['EE', 'Estonia'],
  ['FI', 'Finlandia'],
  ['FR', 'Francia'],
  ['GR', 'Grecia'],
  ['HU', 'Hungría'],
  ['IE', 'Irlanda'],
  ['IT', 'Italia'],
  ['LV', 'Letonia'],
  ['LT', 'Lituania'],
  ['LU', 'Luxemburgo'],
  ['MT', 'Malta'],
  ['MC', 'Mónaco'],
  ['NO', 'Noruega'],
  ['NL', 'Países Bajos'],
  ['PL', 'Polonia'],
  ['PT', 'Portugal'],
  ['GB', 'Reino Unido'],
  ['CZ', 'República Checa'],
  ['RO', 'Rumanía'],
  ['SE', 'Suecia'],
  ['CH', 'Suiza'],
] as const;

const meta = {
  title: 'UI/Select',
  component: Select,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    label: 'Tipo de documento',
    name: 'documentType',
    placeholder: 'Elige un tipo de documento',
    onValueChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    label: { description: 'The surrounding Field’s label.', control: 'text' },
    description: { description: 'The surrounding Field’s help text.', control: 'text' },
    error: { description: 'The surrounding Field’s error message.', control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
    value: { description: 'The chosen option’s value, when the form owns it.', control: 'text' },
    children: { control: false },
  },
  render: ({ label, description, error, required, ...args }) => (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      className="max-w-shipping-form"
    >
      <Select {...args}>
        {documentTypes.map((type) => (
          <SelectItem key={type.value} value={type.value}>
            {type.label}
          </SelectItem>
        ))}
      </Select>
    </Field>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    await expect(trigger).toHaveTextContent('Elige un tipo de documento');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'DNI' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Pasaporte' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Pasaporte');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('passport');
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opening the list moved focus into it, but the user never left the field.
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'NIF/CIF' }));
    await expect(trigger).toHaveTextContent('NIF/CIF');
    await expect(args.onValueChange).toHaveBeenCalledWith('nif_cif');
  },
};

export const EscapeKeepsTheValue: Story = {
  args: { defaultValue: 'dni' },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('DNI');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const LabelFocusesWithoutOpening: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    await userEvent.click(canvas.getByText('Tipo de documento'));
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'dni' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Tipo de documento' })).toHaveTextContent('DNI');
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: 'dni',
    disabled: true,
    description: 'Para cambiarlo, ponte en contacto con nosotros.',
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Elige un tipo de documento' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento (obligatorio)' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Elige un tipo de documento');
  },
};

export const Countries: Story = {
  args: { label: 'País', name: 'country', placeholder: 'Elige un país', defaultValue: 'ES' },
  render: ({ label, description, error, required, ...args }) => (
    <Field label={label} description={description} error={error} required={required} className="max-w-80">
      <Select {...args}>
        {countries.map(([code, name]) => (
          <SelectItem key={code} value={code}>
            {name}
          </SelectItem>
        ))}
      </Select>
    </Field>
  ),
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'País' });
    trigger.focus();
    await userEvent.keyboard(' ');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'España' })).toHaveFocus());
    // Typing jumps to the first match, End to the last option; the list scrolls to show it.
    await userEvent.keyboard('po');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Polonia' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    const last = within(listbox).getByRole('option', { name: 'Suiza' });
    await waitFor(() => expect(last).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('Suiza');
    await expect(args.onValueChange).toHaveBeenCalledWith('CH');
  },
};

/**
 * APG select-only combobox: a letter typed on the closed select opens the list at the next option
 * starting with it, and never changes the value unseen; letters typed together search on.
 */
export const TypeToOpen: Story = {
  args: Countries.args,
  render: Countries.render,
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'País' });
    trigger.focus();
    await userEvent.keyboard('p');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Países Bajos' })).toHaveFocus());
    await expect(trigger).toHaveTextContent('España');
    await userEvent.keyboard('p');
    await expect(within(listbox).getByRole('option', { name: 'Polonia' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('España');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    // Typed together on the closed select, the letters make one search: "su" finds Suecia, not the
    // next option starting with "s" or "u".
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('su');
    const reopened = await body.findByRole('listbox');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Suecia' })).toHaveFocus());
    await userEvent.keyboard('i');
    await expect(within(reopened).getByRole('option', { name: 'Suiza' })).toHaveFocus();
    await expect(trigger).toHaveTextContent('España');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('Suiza');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('CH');
  },
};

/** Closed with Escape, the list opens again at the option last highlighted, the value unchanged. */
export const ReopensAtTheLastHighlighted: Story = {
  args: { defaultValue: 'dni' },
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'DNI' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'NIF/CIF' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('DNI');

    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await body.findByRole('listbox');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'NIF/CIF' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Tab in the open list chooses the highlighted option and moves focus on (Shift+Tab, back). */
export const TabChoosesAndMovesOn: Story = {
  render: ({ label, ...args }) => (
    <div className="flex flex-col items-start gap-4">
      <a href="#volver" className="font-semibold text-fg-accent">
        Volver
      </a>
      <Field label={label} className="w-full max-w-shipping-form">
        <Select {...args}>
          {documentTypes.map((type) => (
            <SelectItem key={type.value} value={type.value}>
              {type.label}
            </SelectItem>
          ))}
        </Select>
      </Field>
      <a href="#continuar" className="font-semibold text-fg-accent">
        Continuar
      </a>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const body = within(document.body);
    const trigger = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'DNI' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Pasaporte');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('passport');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Continuar' })).toHaveFocus());
    // Leaving the field this way is a blur, once.
    await expect(args.onBlur).toHaveBeenCalledTimes(1);

    await userEvent.tab({ shift: true });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('n');
    await waitFor(() => expect(body.getByRole('option', { name: 'NIF/CIF' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('NIF/CIF');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('nif_cif');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Volver' })).toHaveFocus());
  },
};

/** Languages of a visit in two groups, one of them not available. */
const groupedLanguages = (
  <>
    <SelectGroup>
      <SelectGroupLabel>Visita guiada</SelectGroupLabel>
      <SelectItem value="es">Español</SelectItem>
      <SelectItem value="en">Inglés</SelectItem>
    </SelectGroup>
    <SelectGroup>
      <SelectGroupLabel>Audioguía</SelectGroupLabel>
      <SelectItem value="fr">Francés</SelectItem>
      <SelectItem value="de" disabled>
        Alemán (no disponible)
      </SelectItem>
    </SelectGroup>
  </>
);

export const Grouped: Story = {
  args: { label: 'Idioma de la visita', name: 'language', placeholder: 'Elige un idioma' },
  render: ({ label, ...args }) => (
    <Field label={label} className="max-w-shipping-form">
      <Select {...args}>{groupedLanguages}</Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    const body = within(document.body);
    canvas.getByRole('combobox', { name: 'Idioma de la visita' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('group', { name: 'Audioguía' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    // The disabled option is skipped.
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Francés' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Tipo de documento de identidad de la persona que realizará la visita',
    required: true,
    description: 'Lo necesitamos para emitir la factura y comprobar la identidad en la entrada de la bodega.',
    placeholder: 'Elige el tipo de documento que vas a presentar en la entrada',
    error: 'Elige un tipo de documento para continuar con la reserva de la visita guiada',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Document type', required: true, placeholder: 'Choose a document type' },
  render: ({ label, required, ...args }) => (
    <Field label={label} required={required} className="max-w-shipping-form">
      <Select {...args}>
        <SelectItem value="dni">National ID (DNI)</SelectItem>
        <SelectItem value="passport">Passport</SelectItem>
        <SelectItem value="nif_cif">Tax ID (NIF/CIF)</SelectItem>
      </Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Document type (required)' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Passport');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { error: 'Elige un tipo de documento' },
};

/**
 * What a touch screen gets (`picker="auto"` where the main pointer is a finger): the browser's own
 * select, whose picker the phone draws. Nothing chosen, the placeholder shows and cannot be chosen back.
 */
export const TouchScreen: Story = {
  args: { picker: 'native' },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveAttribute('name', 'documentType');
    await expect(within(select).getByRole('option', { name: 'Elige un tipo de documento' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Pasaporte');
    await expect(select).toHaveValue('passport');
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('passport');
    // Chosen, the placeholder is gone from the options.
    await expect(within(select).queryByRole('option', { name: 'Elige un tipo de documento' })).toBeNull();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** A touch screen's select with an error and a chosen option, the options in groups (`<optgroup>`). */
export const TouchScreenGroupedWithError: Story = {
  args: {
    picker: 'native',
    label: 'Idioma de la visita',
    name: 'language',
    value: 'fr',
    error: 'Este idioma no está disponible ese día',
  },
  render: ({ label, error, ...args }) => (
    <Field label={label} error={error} className="max-w-shipping-form">
      <Select {...args}>{groupedLanguages}</Select>
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Idioma de la visita' });
    await expect(select).toHaveValue('fr');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Este idioma no está disponible ese día');
    await expect(within(select).getByRole('group', { name: 'Audioguía' })).toBeInTheDocument();
    await expect(within(select).getByRole('option', { name: 'Alemán (no disponible)' })).toBeDisabled();
  },
};

/**
 * A press on the list's trigger made as the page hydrated on a touch screen (held by the page's loader,
 * or made just before the swap) asks the select that replaces it to open: it takes the focus (and shows
 * its picker while the press's activation lasts; none here).
 */
export const TouchScreenOpensWhenAsked: Story = {
  // no-visual: the browser's own picker shows over the page where the runner's page still has a user activation, and is the browser's drawing, not the design's; TouchScreen holds the select's baseline.
  tags: ['no-visual'],
  args: { picker: 'native' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Tipo de documento' });
    await expect(select).not.toHaveFocus();
    document.documentElement.setAttribute('data-picker-wanted', select.id);
    await waitFor(() => expect(select).toHaveFocus());
    await expect(document.documentElement).not.toHaveAttribute('data-picker-wanted');
  },
};
