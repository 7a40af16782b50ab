import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code loads on demand, like `lazy`, that can also be loaded ahead (`preload()`):
 * once its code is in it renders at once, without suspending, so a page that hydrates or opens with
 * it preloaded shows no loading state and hydrates in one pass.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // The loaded component is the module's own, not one made during render.
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, {
    preload: async () => {
      if (!loaded) await loadOnce();
    },
    /** Whether its code is in (then it needs no Suspense boundary: a page hydrates it in one pass). */
    isLoaded: () => loaded !== undefined,
  });
}
