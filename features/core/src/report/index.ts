export { reportError } from './report-error';
export { ErrorBoundary } from './error-boundary';
