import { createContext } from 'react';

export type UiLocale = 'es' | 'en';

export const UiLocaleContext = createContext<UiLocale>('es');
