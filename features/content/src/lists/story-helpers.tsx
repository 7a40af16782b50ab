import { useState, type ComponentType } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider, type Navigate } from '@cepa/core';
import { brandOf, languageOf, navigations } from '@cepa/core/stories';
import type { PageProps } from '@cepa/core/page';
import { listPage } from './fake';

type ListPage = ComponentType<PageProps>;

/**
 * A list page in a story with an address of its own: a filter or page change records the navigation
 * and hands the page the new query, as the site's router would (here the page asks for its results
 * itself, as it does whenever the server did not load them).
 */
function WithAddress({
  Page,
  page,
  initialQuery,
}: {
  Page: ListPage;
  page: PageProps['page'];
  initialQuery: string;
}) {
  const [query, setQuery] = useState(initialQuery);
  const navigate: Navigate = (to) => {
    navigations.push(to);
    setQuery(new URL(to, 'http://localhost').search);
  };
  return (
    <NavigationProvider navigate={navigate}>
      <Page page={page} query={query} hash="" />
    </NavigationProvider>
  );
}

/** A list page type's story args: its page content (Casa Solera, Spanish; the story's own at render). */
export const listArgs = (route: 'press' | 'projects' | 'videos'): PageProps => ({
  page: listPage('solera', 'es', route),
  query: '',
  hash: '',
});

/** Renders a list page type for the story's brand and language, starting at the args' query. */
export function renderList(Page: ListPage, route: 'press' | 'projects' | 'videos') {
  return function render(args: PageProps, context: Pick<StoryContext, 'globals' | 'parameters'>) {
    const page = listPage(brandOf(context), languageOf(context), route);
    return <WithAddress Page={Page} page={page} initialQuery={args.query} />;
  };
}

type Canvas = ReturnType<typeof within>;

/** The live status above the results. */
export const listStatus = (canvas: Canvas) =>
  canvas.getAllByRole('status').find((element: HTMLElement) => element.tagName === 'P')!;

/** Waits until the status says `text` (the results are in). */
export async function statusSays(canvas: Canvas, text: string | RegExp) {
  await waitFor(() => expect(listStatus(canvas)).toHaveTextContent(text), { timeout: 5000 });
}

/** Chooses `option` in the select named `name`. */
export async function chooseIn(canvas: Canvas, name: string, option: string) {
  await userEvent.click(canvas.getByRole('combobox', { name }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}
