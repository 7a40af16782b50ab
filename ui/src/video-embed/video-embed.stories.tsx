import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { VideoEmbed } from './video-embed';

/**
 * The site's stand-in player (a page without script, served by Storybook and the site), so no story or
 * test ever reaches an outside address; its frame is sandboxed to nothing.
 */
const localPlayer = '/players/stand-in.html';

/** A drawn poster (vineyard rows at dusk), inline so it loads nothing. */
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#3b1d2a"/><circle cx="480" cy="110" r="56" fill="#e8a85a"/><path d="M0 220 Q320 170 640 220 V360 H0Z" fill="#5a3a2a"/><g stroke="#2f4a2a" stroke-width="10"><path d="M40 360 L260 230"/><path d="M180 360 L320 230"/><path d="M320 360 L380 230"/><path d="M460 360 L440 230"/><path d="M600 360 L500 230"/></g></svg>',
)}`;

const meta = {
  title: 'UI/VideoEmbed',
  component: VideoEmbed,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    src: localPlayer,
    sandbox: '',
    title: 'Vendimia en Casa Solera',
    poster,
  },
  argTypes: {
    shape: {
      description: 'rounded: the brand’s large radius, in running content; square: no radius, edge to edge.',
      control: 'inline-radio',
      options: ['rounded', 'square'],
      table: { defaultValue: { summary: 'rounded' } },
    },
    title: { control: 'text' },
    poster: { control: 'text' },
    playLabel: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Poster: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Reproducir vídeo: Vendimia en Casa Solera' }),
    ).toBeVisible();
    // Nothing of the player exists before the visitor asks for it.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const DrawnPlaceholder: Story = {
  args: { poster: undefined, title: 'Visita virtual a la sala de barricas' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const AfterPlay: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reproducir vídeo: Vendimia en Casa Solera' }));
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Vendimia en Casa Solera');
    await expect(frame).toHaveAttribute('src', localPlayer);
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // Focus goes to the player that replaced the button, not back to the top of the page.
    await waitFor(() => expect(frame).toHaveFocus());
    // Chromium draws the player's focus ring once the player's frame has loaded, a moment after the
    // focus (the story's click is a script's, not a pointer's, so a ring shows): the screenshot waits for it.
    await waitFor(() => expect(frame!.matches(':focus-visible')).toBe(true), { timeout: 5000 });
  },
};

export const PlayWithKeyboard: Story = {
  args: { title: 'Cata comentada' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reproducir vídeo: Cata comentada' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('title', 'Cata comentada');
    await waitFor(() => expect(frame).toHaveFocus());
    // The keyboard visitor sees where the focus went: Chromium draws the player's ring once its frame
    // has loaded, a moment after the focus, and the screenshot is of the ring.
    await waitFor(() => expect(frame!.matches(':focus-visible')).toBe(true), { timeout: 5000 });
  },
};

export const LongSpanishTitle: Story = {
  args: {
    title: 'Del viñedo a la copa: un recorrido completo por la elaboración de nuestros vinos de crianza',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Harvest at Casa Solera' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play video: Harvest at Casa Solera' })).toBeVisible();
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { poster: undefined, title: 'Isla Brava desde el mar' },
};

export const Square: Story = {
  args: { shape: 'square' },
};
