// The content's HTML as other slices show it (a product's description): apart from the slice's index,
// so that a module of the first page that names the slice's pages does not reach the blocks' code.
export { ContentHtml, SanitisedHtml } from './blocks/components/content-html';
export type { SafeHtml } from './blocks/components/sanitize';
