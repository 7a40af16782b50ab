import { inLanguage } from '@cepa/core/i18n';
import type { Brand, Language, WrittenLanguage, PageContent } from '@cepa/core';
import type { BlockContent as Block } from '../../blocks/components/schema';
import { layoutFor, pageByRoute, pagesOf, type OwnContent } from '../../blocks/fake';
import type { ListKind } from '../query';
import { listPageData } from './fixtures';

/** The three paginated lists (their results come from their own calls; `{brand}` is the brand's name). */
const listPages: Record<
  ListKind,
  Record<WrittenLanguage, { title: string; description: string; intro: string }>
> = {
  press: {
    es: {
      title: 'Prensa',
      description: 'Lo que la prensa cuenta de {brand}: premios, entrevistas y críticas.',
      intro: '<p>Premios, entrevistas y críticas sobre {brand} y sus vinos.</p>',
    },
    en: {
      title: 'Press',
      description: 'What the press says about {brand}: awards, interviews and reviews.',
      intro: '<p>Awards, interviews and reviews about {brand} and its wines.</p>',
    },
  },
  projects: {
    es: {
      title: 'Proyectos de I+D+i',
      description: 'Los proyectos de investigación e innovación de {brand}.',
      intro: '<p>Investigamos en el viñedo y en la bodega para cuidar mejor la tierra y el vino.</p>',
    },
    en: {
      title: 'R&D projects',
      description: 'The research and innovation projects of {brand}.',
      intro: '<p>We research in the vineyard and the winery to look after the land and the wine better.</p>',
    },
  },
  videos: {
    es: {
      title: 'Experiencias virtuales',
      description: 'Vídeos para visitar {brand} desde casa.',
      intro: '<p>Visita {brand} desde casa: la bodega, el viñedo y su gente, en vídeo.</p>',
    },
    en: {
      title: 'Virtual experiences',
      description: 'Videos to visit {brand} from home.',
      intro: '<p>Visit {brand} from home: the winery, the vineyard and its people, on video.</p>',
    },
  },
};

function listContent(brand: Brand, language: Language, kind: ListKind): OwnContent {
  const { title, description, intro } = inLanguage(listPages[kind], language);
  const brandName = layoutFor(brand, language).brand_name;
  return {
    title,
    description: description.replace('{brand}', brandName),
    blocks: [{ type: 'rich_text', html: intro.replace('{brand}', brandName) }] as Block[],
    data: listPageData(kind, brand, language),
  };
}

/** The list pages the content system serves: their title, intro and filters' page data. */
export const listPageFixtures: PageContent[] = pagesOf<ListKind>(
  ['press', 'projects', 'videos'],
  listContent,
);

/** A list page, for stories and tests. */
export const listPage = (brand: Brand, language: Language, kind: ListKind) =>
  pageByRoute(listPageFixtures, brand, language, kind);
