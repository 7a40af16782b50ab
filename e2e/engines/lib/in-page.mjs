/* global window, document, getComputedStyle, HTMLInputElement, Node, NodeFilter -- runs in the page */
/**
 * The part of the journeys' driver that runs inside the page, the same in every engine: it finds elements
 * the way Playwright's locators do (by ARIA role and accessible name, by text, by label, by CSS; chained,
 * filtered, the nth) and reads what the expectations look at. Roles and accessible names come from
 * @testing-library/dom (its browser bundle is sent first; see `pageHelperSource`); name and text matching
 * follow Playwright's rules: a string matches a case-insensitive substring of the whitespace-normalised
 * text, `exact` the whole text, a regular expression as it is.
 *
 * `install` is sent to the browser as source: it must not use anything from this module's scope.
 */
/** What a call to the page helper answers in a document that has none yet. */
export const missingHelper = '__cepa-missing';

/** A call to one of the page helper's functions (its name, then its arguments), as the sessions send it. */
export const helperCall = `function (name, ...args) {
  const helper = window.__cepaEngines;
  if (!helper) return '${missingHelper}';
  return helper[name](...args);
}`;

export function install(dom) {
  const normalise = (text) =>
    String(text ?? '')
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  /** A matcher sent from Node: { string, exact } or { regex: { source, flags } }. */
  const matches = (value, matcher) => {
    if (!matcher) return true;
    const text = normalise(value);
    if (matcher.regex) return new RegExp(matcher.regex.source, matcher.regex.flags).test(text);
    const expected = normalise(matcher.string);
    return matcher.exact ? text === expected : text.toLowerCase().includes(expected.toLowerCase());
  };

  const isVisible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    return getComputedStyle(element).visibility !== 'hidden';
  };

  const isChecked = (element) => {
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
      return element.checked;
    const aria = element.getAttribute('aria-checked') ?? element.getAttribute('aria-pressed');
    return aria === 'true' ? true : aria === 'mixed' ? 'mixed' : false;
  };

  const isDisabled = (element) =>
    (typeof element.matches === 'function' && element.matches(':disabled')) ||
    element.closest('[aria-disabled="true"]') !== null;

  const description = (element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.length)
      return normalise(ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    return normalise(element.getAttribute('aria-description') ?? element.getAttribute('title') ?? '');
  };

  const byText = (root, matcher) => {
    const found = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.closest('script, style, noscript, template, head')) continue;
      if (matches(node.textContent, matcher)) found.push(node);
    }
    // The innermost elements whose text matches, as Playwright's getByText picks them.
    return found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
  };

  const query = (root, step) => {
    switch (step.by) {
      case 'role':
        return dom.queryAllByRole(root, step.role, {
          hidden: false,
          ...(step.name ? { name: (name) => matches(name, step.name) } : {}),
          ...(step.description ? { description: (text) => matches(text, step.description) } : {}),
          ...(step.level !== undefined ? { level: step.level } : {}),
          ...(step.checked !== undefined ? { checked: step.checked } : {}),
          ...(step.expanded !== undefined ? { expanded: step.expanded } : {}),
        });
      case 'text':
        return byText(root, step.text);
      case 'label':
        return dom.queryAllByLabelText(root, (content) => matches(content, step.text));
      case 'css':
        return [...root.querySelectorAll(step.selector)];
      default:
        throw new Error(`unknown step ${step.by}`);
    }
  };

  const inDocumentOrder = (elements) =>
    [...new Set(elements)].sort((a, b) =>
      a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );

  const resolve = (steps, root = document) => {
    let current = [root];
    for (const step of steps) {
      if (step.by === 'nth') {
        const index = step.index < 0 ? current.length + step.index : step.index;
        current = current[index] ? [current[index]] : [];
      } else if (step.by === 'filter') {
        current = current.filter(
          (element) =>
            (!step.hasText || matches(element.textContent, step.hasText)) &&
            (!step.has || resolve(step.has, element).length > 0) &&
            (step.visible === undefined || isVisible(element) === step.visible),
        );
      } else if (step.by === 'or') {
        current = inDocumentOrder(step.alternatives.flatMap((alternative) => resolve(alternative)));
      } else {
        current = inDocumentOrder(current.flatMap((element) => query(element, step)));
      }
    }
    return current;
  };

  const state = (element, attributes = []) => ({
    visible: isVisible(element),
    enabled: !isDisabled(element),
    editable: !isDisabled(element) && !element.readOnly,
    checked: isChecked(element),
    focused: element === document.activeElement,
    text: normalise(element.textContent),
    value: 'value' in element ? String(element.value) : null,
    description: description(element),
    attributes: Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)])),
  });

  /**
   * What the page logs as an error and what it throws, from the moment the helper is in (an engine whose
   * driver cannot read the console, WebKit's, reads these): the flows fail on them, and so do the journeys.
   */
  const errors = [];
  const describe = (value) =>
    value instanceof Error
      ? `${value.name}: ${value.message}${value.stack ? `\n${value.stack.split('\n').slice(0, 6).join('\n')}` : ''}` +
        // React's recoverable errors (#422, a boundary rendered again in the browser) carry the reason.
        (value.cause ? `\ncaused by ${describe(value.cause)}` : '')
      : typeof value === 'string'
        ? value
        : (() => {
            try {
              return JSON.stringify(value);
            } catch {
              return String(value);
            }
          })();
  const consoleError = console.error.bind(console);
  console.error = (...values) => {
    errors.push(`console: ${values.map(describe).join(' ')}`);
    consoleError(...values);
  };
  window.addEventListener('error', (event) =>
    errors.push(`uncaught: ${describe(event.error ?? event.message)}`),
  );
  window.addEventListener('unhandledrejection', (event) =>
    errors.push(`unhandled rejection: ${describe(event.reason)}`),
  );
  // What the site's Content-Security-Policy refused, as the flows' fixture hears it: logged as an error,
  // which the engine's console (Firefox) or the wrapper above (WebKit) takes up.
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(
      `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
    ),
  );

  window.__cepaEngines = {
    /** The errors logged or thrown since the last call. */
    errors: () => errors.splice(0),
    /**
     * The one element the steps find, when it is as `needs` asks (visible, enabled, editable), prepared
     * for the action in the same look (`prepare`: 'reveal' brings it to the middle of the viewport,
     * 'focus' also focuses it, 'select' also selects what it holds, 'blur' takes the focus away); else why
     * not.
     */
    locate: (steps, needs = {}) => {
      const found = resolve(steps);
      if (found.length !== 1)
        return {
          reason: found.length ? `${found.length} elements found (one expected)` : 'no element found',
        };
      const [element] = found;
      const item = state(element);
      const reason =
        needs.visible && !item.visible
          ? 'not visible'
          : needs.enabled && !item.enabled
            ? 'disabled'
            : needs.editable && !item.editable
              ? 'not editable'
              : null;
      if (reason) return { reason };
      if (needs.prepare && needs.prepare !== 'blur')
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      if (needs.prepare === 'focus' || needs.prepare === 'select') element.focus();
      if (needs.prepare === 'select' && typeof element.select === 'function') {
        try {
          element.select();
        } catch {
          // a field that cannot select its text: what is typed goes after it
        }
      }
      if (needs.prepare === 'blur') element.blur();
      return { element };
    },
    /** What expectations and actions look at: the count, and each element's state. */
    inspect: (steps, attributes) => {
      const found = resolve(steps);
      return { count: found.length, items: found.map((element) => state(element, attributes)) };
    },
  };
}
