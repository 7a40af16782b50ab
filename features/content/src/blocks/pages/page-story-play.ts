import { expect } from 'storybook/test';
import type { PageContent } from '@cepa/core';

/**
 * What every page story proves: the title is the focusable main heading the site moves focus to after a
 * navigation, and every block of the page is drawn, in order, with nothing left out.
 */
export async function playPage({
  canvas,
  canvasElement,
  args,
}: {
  canvas: { getByRole: (role: 'heading', options: { level: number; name: string }) => HTMLElement };
  canvasElement: HTMLElement;
  args: { page: PageContent };
}) {
  const title = canvas.getByRole('heading', { level: 1, name: args.page.title });
  await expect(title).toHaveAttribute('id', 'page-title');
  await expect(title).toHaveAttribute('tabindex', '-1');
  title.focus();
  await expect(title).toHaveFocus();
  const types = [...canvasElement.querySelectorAll('[data-block]')].map((el) =>
    el.getAttribute('data-block'),
  );
  await expect(types).toEqual(args.page.blocks.map((block) => (block as { type: string }).type));
}
