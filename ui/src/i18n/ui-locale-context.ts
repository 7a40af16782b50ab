import { createContext } from 'react';

/**
 * The languages the ui's assistive text is in: the site's (`languages`, @cepa/core/config), the
 * development-only pseudo-language (`qps`) made from the English (`defineUiStrings`).
 */
export type UiLocale = 'es' | 'en' | 'qps';

export const UiLocaleContext = createContext<UiLocale>('es');
