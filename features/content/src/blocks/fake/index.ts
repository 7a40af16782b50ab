/** The content system's pages and its page call; the CMS pages' own content (the home page's blocks). */
export {
  blockPageFixtures,
  buildPage,
  findPage,
  fixturePage,
  layoutFor,
  pageByRoute,
  pageIdOf,
  pagesOf,
  routes,
  type OwnContent,
  type PageSource,
  type RouteName,
} from './fixtures';
export { pageContentCall } from './pages';
