export { navigate } from './navigate';
export { languageOfPath, brandOfHost } from './route';
