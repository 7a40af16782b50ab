export * from './card';
export * from './experience-card';
export * from './product-card';
