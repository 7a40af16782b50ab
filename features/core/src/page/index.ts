export {
  pageContentSchema,
  fetchPageContent,
  pageContentQuery,
  pageRoutes,
  type PageContent,
} from './page-content';
export {
  definePages,
  parsePageData,
  type PageProps,
  type PageModule,
  type PageLoadContext,
  type SlicePages,
  type FormAction,
  type FormActionInput,
  type SliceFormActions,
} from './pages';
export { ChunkLoadError, loadInSteps, onDemand, retryOnce } from './load';
export { preloadable } from './preloadable';
export { whenIdle, whenVisitorActs } from './when-idle';
export { useHydrated } from './use-hydrated';
export { HydrateOnDemand, loadWaitingParts, type HydrateOnDemandProps } from './hydrate-on-demand';
export { useDocumentTitle } from './document-title';
