import type { PageContext } from 'vike/types';
import { siteOf } from '../site-context';

export default (pageContext: PageContext) => siteOf(pageContext).language;
