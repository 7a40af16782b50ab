import type { PageContext } from 'vike/types';

/** Every address but `/login` is resolved through page content (SPEC §2). */
export default (pageContext: PageContext) => pageContext.urlPathname !== '/login';
