/**
 * The production server runs in production mode unless told otherwise: React's production build,
 * Express's production defaults. Imported first by `main.ts`, before anything that reads the mode
 * as it loads (React picks its build when it is first imported).
 */
process.env.NODE_ENV ??= 'production';
