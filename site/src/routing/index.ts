export { navigate } from './navigate';
export { languageOfPath, brandOfHost } from './route';
export { followLinksInWaitingParts } from './links-in-waiting-parts';
