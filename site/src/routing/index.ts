export { useFullPath, navigate, interceptLinks } from './history';
export { languageOfPath, brandOfHost } from './route';
