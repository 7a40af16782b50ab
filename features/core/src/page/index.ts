export {
  pageContentSchema,
  fetchPageContent,
  pageContentQuery,
  pageRoutes,
  type PageContent,
} from './page-content';
