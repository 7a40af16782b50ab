import { sameSitePath } from '@cepa/core';
const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return entities[code.toLowerCase()] ?? match;
  });
}

/** A run of text in a rich paragraph: bold or italic, and a link when its address is allowed. */
export type RichRun = { text: string; strong?: boolean; em?: boolean; href?: string };

/** A link address the content may use: a path of this site, or an https page elsewhere. */
function allowedHref(raw: string): string | undefined {
  const href = decodeEntities(raw).trim();
  const path = sameSitePath(href);
  if (path !== null) return path;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Content HTML as paragraphs of text runs, for the banner and the footer: bold, italic and links are
 * kept, every other tag and attribute is dropped, and nothing is ever injected as HTML (React renders
 * the runs as text and elements it builds itself), so the result is sanitised by construction. A link
 * whose address is neither a path of this site nor an https page is kept as plain text.
 */
export function htmlToRichParagraphs(html: string): RichRun[][] {
  const paragraphs: RichRun[][] = [];
  let runs: RichRun[] = [];
  let strong = 0;
  let em = 0;
  let href: string | undefined;
  const endParagraph = () => {
    const trimmed = runs
      .map((run) => ({ ...run, text: run.text.replace(/\s+/g, ' ') }))
      .filter((run) => run.text !== '');
    if (trimmed.length) {
      trimmed[0] = { ...trimmed[0]!, text: trimmed[0]!.text.trimStart() };
      const last = trimmed.length - 1;
      trimmed[last] = { ...trimmed[last]!, text: trimmed[last]!.text.trimEnd() };
      const kept = trimmed.filter((run) => run.text !== '');
      if (kept.length) paragraphs.push(kept);
    }
    runs = [];
  };
  const source = html.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const token of source.split(/(<[^>]*>)/)) {
    if (!token) continue;
    const tag = /^<\s*(\/?)\s*([a-z0-9]+)([^>]*)>$/i.exec(token);
    if (!tag) {
      if (token.startsWith('<')) continue;
      const text = decodeEntities(token);
      runs.push({
        text,
        ...(strong > 0 && { strong: true }),
        ...(em > 0 && { em: true }),
        ...(href !== undefined && { href }),
      });
      continue;
    }
    const [, closing, rawName = '', attributes = ''] = tag;
    const name = rawName.toLowerCase();
    if (name === 'br' || /^(p|div|li|h[1-6])$/.test(name)) {
      if (name === 'br' || closing) endParagraph();
      continue;
    }
    if (name === 'strong' || name === 'b') strong = Math.max(0, strong + (closing ? -1 : 1));
    else if (name === 'em' || name === 'i') em = Math.max(0, em + (closing ? -1 : 1));
    else if (name === 'a') {
      const value = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
      href = closing ? undefined : allowedHref(value?.[1] ?? value?.[2] ?? value?.[3] ?? '');
    }
  }
  endParagraph();
  return paragraphs;
}
