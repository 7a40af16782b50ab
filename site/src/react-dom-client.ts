/**
 * React DOM's client, evaluated as this file is: the build puts it in React DOM's own file
 * (`codeSplitting` in vite.config.ts), whose CommonJS body otherwise runs only when a module of the
 * site's frame first requires it, inside that file's task (150-190 ms at a phone's speed). The loader
 * evaluates the entry script's files a file a task, so React DOM's now takes a task of its own.
 * Imported by `+onBeforeRenderClient.ts`, the browser's first code of the page.
 */
export { hydrateRoot } from 'react-dom/client';
