export {
  pageContentSchema,
  fetchPageContent,
  pageContentQuery,
  pageContentEndpoint,
  type PageContent,
} from './page-content';
