import { startTransition, useEffect, useState } from 'react';
import {
  fetchPageContent,
  isApiError,
  loginPathFor,
  reportError,
  type Brand,
  type Language,
  type PageContent,
} from '@cepa/core';

export type PageState =
  | { status: 'loading' }
  | { status: 'ready'; page: PageContent }
  | { status: 'error'; code: number }
  | { status: 'login'; to: string };

/**
 * Loads the page content of a route (SPEC §2): no response → 500; a response with an error status →
 * that status; detail CLUB_NO_AUTHENTICATED_MEMBER → the login page, with the original full path in next.
 */
export async function resolvePage(
  pathname: string,
  fullPath: string,
  language: Language,
  brand: Brand,
  signal?: AbortSignal,
): Promise<Exclude<PageState, { status: 'loading' }>> {
  try {
    return { status: 'ready', page: await fetchPageContent(pathname, language, brand, signal) };
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.detail === 'CLUB_NO_AUTHENTICATED_MEMBER')
      return { status: 'login', to: loginPathFor(fullPath) };
    if (error.kind === 'http' && error.status) return { status: 'error', code: error.status };
    return { status: 'error', code: 500 };
  }
}

/** The page state for the current route; a new route starts loading while the old page stays shown. */
export function usePageContent(pathname: string, fullPath: string, language: Language, brand: Brand) {
  const [state, setState] = useState<{ key: string; value: PageState }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${brand}|${language}|${pathname}`;
  useEffect(() => {
    const controller = new AbortController();
    resolvePage(pathname, fullPath, language, brand, controller.signal)
      .then((value) => {
        // A transition: the page on screen stays until the new page's code has loaded too.
        if (!controller.signal.aborted) startTransition(() => setState({ key, value }));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          reportError(error, 'site: loading the page content');
          setState({ key, value: { status: 'error', code: 500 } });
        }
      });
    return () => controller.abort();
    // fullPath only matters for the login redirect of this same route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { state: state.value, isCurrent: state.key === key };
}
