export * from './consent-banner';
export * from './consent-settings';
