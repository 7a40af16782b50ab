import { cloneElement, isValidElement, type ReactElement, type Ref } from 'react';
import { composeRefs } from './compose-refs';

type Props = Record<string, unknown> & { ref?: Ref<unknown> };

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
  // One ref is passed on as it is (its identity kept); two are composed.
  const refs = [slot.ref, child.ref].filter((ref) => ref != null);
  const ref = refs.length < 2 ? refs[0] : composeRefs(...refs);
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
