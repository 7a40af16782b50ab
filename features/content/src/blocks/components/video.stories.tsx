import { inLanguage } from '@cepa/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Language } from '@cepa/core';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { VideoBlock } from './schema';

const playLabel = { es: 'Reproducir vídeo: ', en: 'Play video: ' };

const meta = {
  title: 'Content/Blocks/Video',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s video block: a title over a poster with a play button; the player (and anything it loads) comes only when the visitor presses play. Built from UI/VideoEmbed.',
      },
    },
  },
  args: { block: fixtureBlock('video', 'solera', 'es') },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const block = args.block as VideoBlock;
    await expect(canvas.getByRole('heading', { level: 2, name: block.title })).toBeVisible();
    // The poster comes first: no player frame (and no request to the player) until play is pressed.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const play = canvas.getByRole('button', {
      name: inLanguage(playLabel, globals.locale as Language) + block.title,
    });
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const player = await canvas.findByTitle(block.title);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute('src', block.embed_url);
    // The stand-in player has no script: its frame is sandboxed to nothing; it sends no referrer beyond the origin.
    await expect(player).toHaveAttribute('sandbox', '');
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(player).toHaveAttribute(
      'allow',
      'autoplay; encrypted-media; fullscreen; picture-in-picture',
    );
    await expect(player).toHaveFocus();
    // The keyboard visitor sees where the focus went. Chromium draws the player's ring once its frame has
    // loaded, a moment after the focus: the screenshot is of the ring, not of the moment before.
    await waitFor(() => expect(player.matches(':focus-visible')).toBe(true), { timeout: 5000 });
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = blockStory('video', 'solera', 'es');
export const SoleraEnglish: Story = blockStory('video', 'solera', 'en');
export const BravaSpanish: Story = blockStory('video', 'brava', 'es');
export const BravaEnglish: Story = blockStory('video', 'brava', 'en');
