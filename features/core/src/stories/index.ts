export { navigations, withSliceProviders, languageOf, brandOf, freshStoryState } from './story-providers';
