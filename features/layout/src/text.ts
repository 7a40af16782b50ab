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

/**
 * Content HTML as plain paragraphs. This slice has no sanitiser, so it never injects content HTML:
 * block ends and line breaks split paragraphs, every tag is dropped, entities are decoded, and React
 * then renders the result as text.
 */
export function htmlToParagraphs(html: string): string[] {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .split(/<br\s*\/?>|<\/(?:p|div|li|h[1-6])\s*>/i)
    .map((part) =>
      decodeEntities(part.replace(/<[^>]*>/g, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}
