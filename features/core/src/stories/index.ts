export { navigations, withSliceProviders, languageOf, brandOf, freshStoryState } from './story-providers';
export { logInAs } from './log-in';
