import type { PageContextServer } from 'vike/types';
import { siteOf } from '../site-context';

/** The brand's theme (ui/src/styles/themes.css) is chosen on `<html>`, so the first paint has it. */
export default (pageContext: PageContextServer) => ({ 'data-brand': siteOf(pageContext).brand });
