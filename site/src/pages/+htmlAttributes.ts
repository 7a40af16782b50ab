import type { PageContextServer } from 'vike/types';
import { embeddedBackendAnswers, embeddedBackendAttribute } from '@cepa/core';
import { siteOf } from '../site-context';

/**
 * The brand's theme (ui/src/styles/themes.css) is chosen on `<html>`, so the first paint has it; so is
 * whether the embedded backend answers (`embeddedBackendAnswers`), decided when the server started.
 */
export default (pageContext: PageContextServer) => ({
  'data-brand': siteOf(pageContext).brand,
  ...(embeddedBackendAnswers() ? { [embeddedBackendAttribute]: 'embedded' } : {}),
});
