/**
 * One ref callback that feeds several refs (the consumer's and the component's own; object refs and
 * callback refs alike, an absent one skipped), honouring React 19 ref cleanups: a callback that returns
 * one has it called, any other is called with null, an object ref is set back to null. Memoise the result
 * so React does not detach and re-attach every render. The one place `ui` composes refs.
 */
export function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      if (ref) {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      return undefined;
    });
    return () => cleanups.forEach((cleanup) => cleanup?.());
  };
}
