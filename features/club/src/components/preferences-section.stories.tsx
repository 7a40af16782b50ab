import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withClubProviders } from '../story-decorators';
import { PreferencesSection } from './preferences-section';

const options = [
  { value: 'reds', text: 'Tintos de guarda' },
  { value: 'whites', text: 'Blancos con lías' },
  { value: 'sparkling', text: 'Espumosos de método tradicional' },
  { value: 'sweet', text: 'Vinos dulces y de postre para acompañar la sobremesa' },
];

const meta = {
  title: 'Club/Components/Preferences',
  tags: ['responsive'],
  component: PreferencesSection,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { options, state: { selected: ['reds'], saving: null, failed: null }, onToggle: fn() },
} satisfies Meta<typeof PreferencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each option a checkbox; a click asks for the toggle (the page saves it). */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Mis preferencias' });
    await expect(group).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('checkbox', { name: 'Tintos de guarda' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Blancos con lías' }));
    await expect(args.onToggle).toHaveBeenCalledWith('whites');
  },
};

/** A save in flight: the group is busy and the status names the option being saved. */
export const Saving: Story = {
  args: { state: { selected: ['reds', 'whites'], saving: 'whites', failed: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Mis preferencias' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Guardando «Blancos con lías»…');
  },
};

/** The save was kept: the status says so (heard by a screen reader) until the next box is ticked. */
export const Saved: Story = {
  args: { state: { selected: ['reds', 'whites'], saving: null, failed: null, saved: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Blancos con lías' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Preferencias guardadas.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A save failed: the box was put back and an alert says which. */
export const Failed: Story = {
  args: { state: { selected: ['reds'], saving: null, failed: 'sparkling' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Espumosos de método tradicional' })).not.toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No hemos podido guardar «Espumosos de método tradicional». Lo hemos dejado como estaba.',
    );
  },
};

/** The site's limits refused the save (429): put back, and how long to wait. */
export const FailedTooManyAttempts: Story = {
  args: { state: { selected: ['reds'], saving: null, failed: 'sparkling', retryAfterSeconds: 120 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'No hemos podido guardar «Espumosos de método tradicional». Lo hemos dejado como estaba. ' +
        'Demasiados intentos. Vuelve a intentarlo dentro de 2 minutos.',
    );
  },
};

export const EnglishFailed: Story = {
  globals: { locale: 'en' },
  args: {
    options: [
      { value: 'reds', text: 'Reds for ageing' },
      { value: 'whites', text: 'Whites on lees' },
    ],
    state: { selected: [], saving: null, failed: 'whites' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'My preferences' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We couldn't save “Whites on lees”. We've left it as it was.",
    );
  },
};
