import { cloneElement, isValidElement, type ReactElement, type Ref } from 'react';

type Props = Record<string, unknown> & { ref?: Ref<unknown> };

/** Every ref given, as one: a callback that sets each (object refs and callback refs alike). */
function composeRefs(...refs: (Ref<unknown> | undefined)[]): Ref<unknown> | undefined {
  const given = refs.filter((ref) => ref != null);
  if (given.length < 2) return given[0];
  return (node: unknown) => {
    const cleanups = given.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      (ref as { current: unknown }).current = node;
      return undefined;
    });
    return () =>
      given.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else (ref as { current: unknown }).current = null;
      });
  };
}

/**
 * The props of a component that renders its child instead of its own element (`asChild`), merged with
 * the child's own as Radix's Slot merges them: the child's win (an explicit `undefined` too), but both
 * handlers of an event run (the child's first; the slot's alone when the child has none), styles merge,
 * class names join, `aria-describedby` ids join (the child's first, each once), and both refs are set.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const own = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof own === 'function' && typeof theirs === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result = theirs(...args);
          own(...args);
          return result;
        };
      } else if (own) merged[name] = own;
    } else if (name === 'style') {
      merged[name] = { ...(own as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged[name] = [own, theirs].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      const ids = new Set(
        [theirs, own].flatMap((v) => (typeof v === 'string' ? v.trim().split(/\s+/) : [])).filter(Boolean),
      );
      merged[name] = ids.size ? [...ids].join(' ') : undefined;
    }
  }
  const ref = composeRefs(slot.ref, child.ref);
  if (ref === undefined) delete merged.ref;
  else merged.ref = ref;
  return merged;
}

/**
 * Renders its one child element with the given props merged in (`mergeSlotProps`): how a button styles
 * a link it wraps. Anything but one element is a mistake in the calling code, and throws.
 */
export function Slot({ children, ...props }: Props & { children?: React.ReactNode }) {
  if (!isValidElement<Props>(children)) {
    throw new Error('Slot: asChild takes exactly one element as its child');
  }
  return cloneElement(children as ReactElement<Props>, mergeSlotProps(props, children.props));
}
