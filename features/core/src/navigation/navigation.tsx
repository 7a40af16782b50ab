import { createContext, useContext } from 'react';

export type NavigateOptions = {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Keeps the scroll position (a list's filter or page changed on the same page). */
  keepScroll?: boolean;
};

export type Navigate = (to: string, options?: NavigateOptions) => void;

/** Without a router (a story, a test), navigation is a full page load. */
const fullLoad: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

const NavigationContext = createContext<Navigate>(fullLoad);

/** Lets slices move to another address; the site provides its router's navigate. */
export function NavigationProvider({
  navigate,
  children,
}: {
  navigate: Navigate;
  children: React.ReactNode;
}) {
  return <NavigationContext value={navigate}>{children}</NavigationContext>;
}

export function useNavigate(): Navigate {
  return useContext(NavigationContext);
}
