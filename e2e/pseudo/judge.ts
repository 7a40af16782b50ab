/*
 * What the pseudo-language check looks for in a rendered story, run in the story's page (so no imports):
 * text clipped by a box that hides its overflow, text that spills out of its box, the story wider than
 * the viewport, and visible text that is not the pseudo-language's (no accented letter, no bracket: it
 * did not come from a catalogue).
 */

export type Finding = {
  kind: 'clipped' | 'overflows' | 'wider than the viewport' | 'not bracketed';
  text: string;
  at: string;
};

/** Runs in the page: the findings of what the story shows now. */
export function judgeStory(): Finding[] {
  const findings: Finding[] = [];
  const roots = [...document.body.children].filter(
    (element) =>
      !element.matches('script, style, template, .sb-wrapper, .sb-preparing-story, .sb-preparing-docs') &&
      !element.matches('.sb-errordisplay, .sb-nopreview, #storybook-docs, [id^="sb-"], #cepa-input-reset'),
  );
  // The pseudo-language writes every ASCII letter as an accented twin, so plain letters are not its own.
  const accented = /[ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ[\]]/;
  const plainWord = /[A-Za-zÀ-ÿ]{2,}/;

  // Each element's style once: every text's ancestors are asked again and again.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (
      let at: Element | null = element;
      at && at !== document.body && parts.length < 4;
      at = at.parentElement
    ) {
      const slot = at.getAttribute('data-slot');
      const role = at.getAttribute('role');
      parts.unshift(
        at.tagName.toLowerCase() + (slot ? `[data-slot=${slot}]` : '') + (role ? `[role=${role}]` : ''),
      );
    }
    return parts.join(' > ');
  };
  const hidesOverflow = (style: CSSStyleDeclaration) =>
    /hidden|clip/.test(style.overflowX) || /hidden|clip/.test(style.overflowY);
  // Text only assistive technology reads (clip, 1px boxes) is clipped on purpose.
  const visuallyHidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = styleOf(element);
    return (
      (box.width <= 1 && box.height <= 1) ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      /inset\(50%\)/.test(style.clipPath)
    );
  };

  const seenBoxes = new Set<Element>();
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, svg, template, [hidden]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      const style = styleOf(parent);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const hidden = visuallyHidden(parent) || !!parent.closest('.sr-only');

      // Not from a catalogue: plain letters, and no accented letter or bracket in the same text.
      if (plainWord.test(text) && !accented.test(text))
        findings.push({ kind: 'not bracketed', text: text.trim().slice(0, 120), at: describe(parent) });
      if (hidden) continue;

      // Clipped: a box that hides its overflow cuts the text (part of it inside, part outside). A text
      // wholly outside such a box (a carousel's next slide) is hidden on purpose, not clipped.
      for (
        let box: Element | null = parent;
        box && box !== document.documentElement;
        box = box.parentElement
      ) {
        const boxStyle = styleOf(box);
        if (!hidesOverflow(boxStyle) || visuallyHidden(box)) continue;
        const edge = box.getBoundingClientRect();
        const inside = (rect: DOMRect) =>
          rect.left >= edge.left - 1 &&
          rect.right <= edge.right + 1 &&
          rect.top >= edge.top - 1 &&
          rect.bottom <= edge.bottom + 1;
        const touches = (rect: DOMRect) =>
          rect.right > edge.left + 1 &&
          rect.left < edge.right - 1 &&
          rect.bottom > edge.top + 1 &&
          rect.top < edge.bottom - 1;
        const cut = rects.some((rect) => touches(rect) && !inside(rect));
        const someOut = rects.some((rect) => !inside(rect)) && rects.some((rect) => inside(rect));
        if ((cut || someOut) && !seenBoxes.has(box)) {
          seenBoxes.add(box);
          findings.push({ kind: 'clipped', text: text.trim().slice(0, 120), at: describe(box) });
        }
        break;
      }

      // Overflows: the text spills out of the nearest box that is not inline (a button, a badge, a cell).
      let block: Element | null = parent;
      while (
        block &&
        styleOf(block).display.startsWith('inline') &&
        !styleOf(block).display.includes('block') &&
        !styleOf(block).display.includes('flex') &&
        !styleOf(block).display.includes('grid')
      )
        block = block.parentElement;
      if (block) {
        const edge = block.getBoundingClientRect();
        const spills = rects.some((rect) => rect.right > edge.right + 2 || rect.left < edge.left - 2);
        if (spills && !seenBoxes.has(block)) {
          seenBoxes.add(block);
          findings.push({ kind: 'overflows', text: text.trim().slice(0, 120), at: describe(block) });
        }
      }
    }
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    findings.push({
      kind: 'wider than the viewport',
      text: `${document.documentElement.scrollWidth}px in ${window.innerWidth}px`,
      at: 'html',
    });
  return findings;
}
