import { Button, UiLocaleProvider } from '@cepa/ui';

type Language = 'es' | 'en';

const copy = {
  es: {
    title: 'Bienvenido a Casa Solera',
    lead: 'Visitas, experiencias y vinos de nuestra bodega.',
    book: 'Reserva tu visita',
    switchTo: 'English',
  },
  en: {
    title: 'Welcome to Casa Solera',
    lead: 'Visits, experiences and wines from our winery.',
    book: 'Book your visit',
    switchTo: 'Español',
  },
} as const;

export function languageFromPath(pathname: string): Language {
  return pathname.startsWith('/en') ? 'en' : 'es';
}

export function App() {
  const language = languageFromPath(window.location.pathname);
  const text = copy[language];
  return (
    <UiLocaleProvider locale={language}>
      <main className="mx-auto flex max-w-page flex-col gap-6 px-4 py-12 md:px-8">
        <h1 className="text-3xl text-fg-accent md:text-4xl">{text.title}</h1>
        <p className="text-lg text-fg-muted">{text.lead}</p>
        <div className="flex flex-wrap gap-3">
          <Button>{text.book}</Button>
          <Button variant="link" asChild>
            <a href={language === 'es' ? '/en/' : '/es/'} hrefLang={language === 'es' ? 'en' : 'es'}>
              {text.switchTo}
            </a>
          </Button>
        </div>
      </main>
    </UiLocaleProvider>
  );
}
