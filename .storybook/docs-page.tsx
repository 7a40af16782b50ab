import { useContext } from 'react';
import {
  Description,
  DocsContext,
  DocsPage,
  Heading,
  Markdown,
  Primary,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';

/**
 * Every docs page. A ui component keeps Storybook's own page: its description, its props with their
 * controls, and every story drawn on the page. A slice's screen cannot draw its stories side by side:
 * each one resets the embedded backend, the cookies and the address hash before it renders, and would
 * pull the rug from under the others. Its page gives the screen's description, its first story live,
 * and the list of its states, each opening its own story (where its play function runs).
 */
export function CepaDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const file = String(preparedMeta.parameters.fileName ?? '');
  return file.includes('/features/') ? <ScreenDocsPage /> : <DocsPage />;
}

function ScreenDocsPage() {
  const { componentStories } = useContext(DocsContext);
  const stories = componentStories();
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Heading>States</Heading>
      <p>
        Each state is a story of its own, running against the embedded backend: open it to see it played step
        by step (Interactions panel) and checked by axe (Accessibility panel). The brand toolbar changes it
        unless the story is about one brand; most screens pin the language their steps read.
      </p>
      <ul>
        {stories.map((story) => {
          const description = (story.parameters.docs as { description?: { story?: string } } | undefined)
            ?.description?.story;
          return (
            <li key={story.id}>
              <a href={`./?path=/story/${story.id}`} target="_top">
                {story.name}
              </a>
              {description && <Markdown>{description}</Markdown>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
