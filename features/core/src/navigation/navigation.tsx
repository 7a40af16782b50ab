import { createContext, useContext } from 'react';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

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
