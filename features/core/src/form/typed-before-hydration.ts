import { useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '../page/use-hydrated';

/** What a control holds once the visitor changed it: its text, whether it is ticked, or the options chosen. */
export type TypedValue = string | boolean | string[];

/** The option a single select shows when nothing was chosen: the one marked selected, else the first enabled. */
function shownAtFirst(select: HTMLSelectElement): HTMLOptionElement | undefined {
  const options = [...select.options];
  return (
    options.filter((option) => option.defaultSelected).pop() ??
    options.find((option) => !option.disabled && !option.parentElement?.matches('optgroup[disabled]'))
  );
}

/**
 * What the visitor changed in the control with this id since the server wrote it (typed, autofilled,
 * ticked, chosen), or undefined when it holds what the server wrote. The control is an input, a text
 * area or a select; or the element naming a group of radios (the kit's radio group), whose checked
 * radio counts. Anything else holds nothing a visitor could change without the page's code: the kit's
 * checkboxes and selects are Radix buttons (a press on one before hydration is held and done again
 * once the page has hydrated, by the page's inline script), and Radix's hidden native select carries
 * no options until it runs.
 */
export function typedInto(element: Element | null): TypedValue | undefined {
  if (!element) return undefined;
  switch (element.localName) {
    case 'input': {
      const input = element as HTMLInputElement;
      switch (input.type) {
        case 'checkbox':
          return input.checked !== input.defaultChecked ? input.checked : undefined;
        case 'radio':
          return input.checked && !input.defaultChecked ? input.value : undefined;
        case 'file':
        case 'hidden':
        case 'submit':
        case 'reset':
        case 'button':
        case 'image':
          return undefined;
        default:
          return input.value !== input.defaultValue ? input.value : undefined;
      }
    }
    case 'textarea': {
      const area = element as HTMLTextAreaElement;
      return area.value !== area.defaultValue ? area.value : undefined;
    }
    case 'select': {
      const select = element as HTMLSelectElement;
      if (select.multiple) {
        const options = [...select.options];
        return options.some((option) => option.selected !== option.defaultSelected)
          ? options.filter((option) => option.selected).map((option) => option.value)
          : undefined;
      }
      return select.value !== (shownAtFirst(select)?.value ?? '') ? select.value : undefined;
    }
    default: {
      const radios = [...element.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
      if (!radios.some((radio) => radio.checked !== radio.defaultChecked)) return undefined;
      return radios.find((radio) => radio.checked)?.value;
    }
  }
}

function readTyped(id: string, names: readonly string[]): Map<string, TypedValue> {
  const typed = new Map<string, TypedValue>();
  for (const name of names) {
    const value = typedInto(document.getElementById(`${id}-${name}`));
    if (value !== undefined) typed.set(name, value);
  }
  return typed;
}

/**
 * Gives a form what the visitor typed, ticked or chose in the server's HTML of its controls before the
 * page's code ran (on a slow phone the page shows, autofills and takes typing a while before it
 * hydrates). Each control is found by its id, `${id}-${name}`, as the form kit's fields and the error
 * summary name them; `apply` receives, once the form's fields are React's, what changed in each.
 *
 * Read twice: as React renders the form while hydrating, before it commits (react-hook-form may write
 * a `register`ed field's value into it as its ref attaches, and React puts a text area's server text
 * back as it hydrates it), and again once it has committed, which wins where the control still differs
 * (a controlled field keeps what the visitor typed meanwhile). `apply` runs in a layout effect: after
 * the fields have registered with the form and subscribed to it, before `useForm` (in the component
 * above) renders the form again once it is ready, which writes the fields' values over the controls,
 * before the browser paints, and before the page's inline script does again a submit or press held
 * until the page hydrated.
 *
 * A render that hydrates nothing (a page shown in-page, a story) reads nothing: the document may hold
 * another page's controls under the same ids. Nothing is read on the server.
 */
export function useTypedBeforeHydration(
  id: string,
  names: () => readonly string[],
  apply: (typed: ReadonlyMap<string, TypedValue>) => void,
): void {
  // False while the server renders and while React hydrates, true in a render that hydrates nothing.
  const hydrated = useHydrated();
  const [atRender] = useState(() =>
    hydrated || typeof document === 'undefined' ? null : readTyped(id, names()),
  );
  const applied = useRef(false);
  useLayoutEffect(() => {
    if (!atRender || applied.current) return;
    applied.current = true;
    const typed = new Map([...atRender, ...readTyped(id, names())]);
    if (typed.size > 0) apply(typed);
  }, [atRender, id, names, apply]);
}
