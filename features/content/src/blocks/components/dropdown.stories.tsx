import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { DropdownBlock } from './schema';

const meta = {
  title: 'Content/Blocks/Dropdown',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s dropdown block: questions and answers that open and close (several may stay open), each title a level-2 heading. Built from UI/Accordion.',
      },
    },
  },
  args: { block: fixtureBlock('dropdown', 'solera', 'es') },
  play: async ({ canvas, args }) => {
    const [first, second] = (args.block as DropdownBlock).items;
    const firstButton = canvas.getByRole('button', { name: first!.title });
    const secondButton = canvas.getByRole('button', { name: second!.title });
    await expect(canvas.getByRole('heading', { level: 2, name: first!.title })).toBeVisible();
    await expect(firstButton).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Tab to the first title, Enter opens it; Tab to the next, Space opens it too.
    await userEvent.tab();
    await expect(firstButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(firstButton).toHaveAttribute('aria-expanded', 'true');
    const panelText = new DOMParser().parseFromString(first!.html, 'text/html').body.textContent!;
    await expect(canvas.getByText(panelText)).toBeVisible();
    await userEvent.tab();
    await expect(secondButton).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(secondButton).toHaveAttribute('aria-expanded', 'false');
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = blockStory('dropdown', 'solera', 'es');
export const SoleraEnglish: Story = blockStory('dropdown', 'solera', 'en');
export const BravaSpanish: Story = blockStory('dropdown', 'brava', 'es');
export const BravaEnglish: Story = blockStory('dropdown', 'brava', 'en');
