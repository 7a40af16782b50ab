import { z } from 'zod';
import { sameSitePath } from './safe-next';

/**
 * A path the content system or the backend hands the browser (a page's confirmation or experiences
 * path, a block's link): parsed to the same-site path the browser would follow, or a contract error
 * ("Not a path of this site") when it would leave the site or run anything.
 */
export const sitePathSchema = z.string().transform((value, context) => {
  const path = sameSitePath(value);
  if (path !== null) return path;
  context.issues.push({ code: 'custom', message: 'Not a path of this site', input: value });
  return z.NEVER;
});
