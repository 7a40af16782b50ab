import { catalogueStructuredData, productStructuredData } from './structured-data';

export { catalogueStructuredData, productStructuredData } from './structured-data';

/** The shop's page types with structured data, for the server's head (site/src/seo/structured-data.ts). */
export const structuredData = {
  catalogue: catalogueStructuredData,
  product: productStructuredData,
} as const;
