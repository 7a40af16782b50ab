import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { Language } from '@cepa/core';
import { BlockView } from './block-renderer';
import { fixtureBlock, variant } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { VideoBlock } from './schema';

const playLabel = { es: 'Reproducir vídeo: ', en: 'Play video: ' };

const meta = {
  title: 'Content/Blocks/Video',
  component: BlockView,
  decorators: [withLanguage],
  args: { block: fixtureBlock('video', 'solera', 'es') },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const block = args.block as VideoBlock;
    await expect(canvas.getByRole('heading', { level: 2, name: block.title })).toBeVisible();
    // The poster comes first: no player frame (and no request to the player) until play is pressed.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const play = canvas.getByRole('button', { name: playLabel[globals.locale as Language] + block.title });
    await userEvent.tab();
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const player = await canvas.findByTitle(block.title);
    await expect(player.tagName).toBe('IFRAME');
    await expect(player).toHaveAttribute('src', block.embed_url);
    await expect(player).toHaveFocus();
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = { ...variant('solera', 'es') };
export const SoleraEnglish: Story = {
  ...variant('solera', 'en'),
  args: { block: fixtureBlock('video', 'solera', 'en') },
};
export const BravaSpanish: Story = {
  ...variant('brava', 'es'),
  args: { block: fixtureBlock('video', 'brava', 'es') },
};
export const BravaEnglish: Story = {
  ...variant('brava', 'en'),
  args: { block: fixtureBlock('video', 'brava', 'en') },
};
