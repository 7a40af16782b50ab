/**
 * Whether a tag manager is configured, apart from the code that runs it: every page's frame asks (and
 * loads the consent code only when the answer is yes).
 */

/** The attribute of `<html>` naming the tag manager's container, written by the server when one is set. */
export const tagManagerAttribute = 'data-tag-manager';

/**
 * The container id `CEPA_TAG_MANAGER_ID` names ('' when unset). A value that is not a Tag Manager
 * container id (`GTM-` and letters or digits) is refused: the server does not start with it.
 */
export function tagManagerIdFrom(value: string | undefined): string {
  const id = (value ?? '').trim();
  if (id === '') return '';
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(id))
    throw new Error(
      `CEPA_TAG_MANAGER_ID=${id} is not a Tag Manager container id (GTM- and 4-12 letters or digits)`,
    );
  return id;
}

/**
 * The tag manager's container ('' when none): on the server, `CEPA_TAG_MANAGER_ID`; in the browser, what
 * the server wrote on the page (`<html data-tag-manager>`), as `embeddedBackendAnswers` does.
 */
export function configuredTagManagerId(): string {
  if (typeof document !== 'undefined')
    return document.documentElement.getAttribute(tagManagerAttribute) ?? '';
  // Checked once, as the server starts (`tagManagerIdFrom` in site/server/serve.ts): the browser's code
  // carries no check it never needs.
  return typeof process !== 'undefined' ? (process.env.CEPA_TAG_MANAGER_ID ?? '').trim() : '';
}
