import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { trackedEvents } from '@cepa/core/analytics';
import { backend } from '@cepa/core/backend';
import { clubCalls, clubPageFixture } from '../../fake';
import { brandOf, freshState, languageOf, logInAs, withClubProviders } from '../../story-decorators';
import ClubCataloguePage from './club-catalogue-page';

const meta = {
  title: 'Club/Club Catalogue',
  tags: ['responsive'],
  component: ClubCataloguePage,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: clubPageFixture('club_catalogue') },
  render: (args, context) => (
    <ClubCataloguePage
      {...args}
      page={clubPageFixture('club_catalogue', languageOf(context), brandOf(context))}
    />
  ),
} satisfies Meta<typeof ClubCataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const positions = (list: string) =>
  trackedEvents().flatMap((e) =>
    e.event === 'product_impressions' && e.list === list
      ? (e.impressions as { position: number }[]).map((i) => i.position)
      : [],
  );

/**
 * A bronze member: eight wines, then "See more" adds the rest (focus on the first new one, the count
 * announced); the private collection is locked: a lock, a disabled button, no way in.
 */
export const SeeMoreAndLocked: Story = {
  beforeEach: async () => void (await logInAs('jon@example.com')),
  play: async ({ canvas, step }) => {
    const list = await canvas.findByRole('list', { name: 'Vinos del club' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await waitFor(() => expect(positions('club_catalogue')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
    await expect(
      within(list).getByRole('link', { name: 'Ver el vino: Solera Crianza 2020' }),
    ).toHaveAttribute('href', '/es/tienda/solera-crianza-2020');
    await step('See more: the rest, focus on the first new wine', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
      const announced = canvas
        .getAllByRole('status')
        .filter((s) => s.textContent === '3 vinos más: ahora ves 11.');
      await expect(announced).toHaveLength(1);
      const locked = within(list).getByRole('article', { name: 'Colección privada: Viñas Viejas' });
      await waitFor(() => expect(within(locked).getByRole('button', { name: 'Bloqueado' })).toHaveFocus());
      const lockedButton = within(locked).getByRole('button', { name: 'Bloqueado' });
      await expect(lockedButton).toHaveAttribute('aria-disabled', 'true');
      await expect(lockedButton).toHaveAccessibleDescription('Reservado a otro nivel del club.');
      await expect(within(locked).queryByRole('link')).not.toBeInTheDocument();
      await expect(within(locked).getByRole('img', { name: 'Bloqueado' })).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
      await expect(positions('club_catalogue')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    });
    await step('a click tells the tag manager which wine, at which position', async () => {
      const link = within(list).getByRole('link', { name: 'Ver el vino: Solera Reserva 2016' });
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(link);
      await expect(trackedEvents().at(-1)).toEqual({
        event: 'product_click',
        list: 'club_catalogue',
        product: expect.objectContaining({ id: 1003, position: 3 }),
      });
    });
  },
};

/** A platinum member opens the private collection too (English). */
export const PlatinumEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: async () => void (await logInAs('lucia@example.com')),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Club wines' });
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }));
    await expect(
      await within(list).findByRole('link', { name: 'See the wine: Private collection: Old Vines' }),
    ).toBeVisible();
    await expect(within(list).queryByRole('button', { name: 'Locked' })).not.toBeInTheDocument();
  },
};

/** "See more" fails: what is shown stays, the page says so, and the button is there to try again. */
export const SeeMoreFails: Story = {
  beforeEach: async () => void (await logInAs('jon@example.com')),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Vinos del club' });
    backend.faults.set(clubCalls.highlightedProducts, { status: 500, times: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No hemos podido cargar más vinos.');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
  },
};

/** The catalogue cannot be read: a message and a retry that works. */
export const LoadFails: Story = {
  beforeEach: async () => {
    await logInAs('jon@example.com');
    backend.faults.set(clubCalls.highlightedProducts, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido cargar el catálogo del club.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('list', { name: 'Vinos del club' })).toBeVisible();
  },
};
