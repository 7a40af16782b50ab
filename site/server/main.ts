/**
 * `npm start`'s entry: the production server runs in production mode unless told otherwise (React's
 * production build, Express's production defaults). Set before anything else is imported: React picks
 * its build as it is first imported, and a bundle's own imports are evaluated before its code.
 */
process.env.NODE_ENV ??= 'production';
await import('./serve');
export {};
