// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { Provider as JotaiProvider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { I18nProvider, NavigationProvider } from '@cepa/core';
import { PostedFormProvider, type PostedForm } from '@cepa/core/form';
import { requestPage } from '../../fake';
import ExperienceRequestPage from './experience-request-page';

const experiencePage = requestPage('solera', 'es', 'experienceRequest');

/** The page as the server renders it after a post of its form, read as a browser without JavaScript. */
function withoutJavaScript(posted: PostedForm): Document {
  const html = renderToString(
    <JotaiProvider>
      <I18nProvider language="es">
        <NavigationProvider navigate={() => {}}>
          <PostedFormProvider value={posted}>
            <ExperienceRequestPage page={experiencePage} />
          </PostedFormProvider>
        </NavigationProvider>
      </I18nProvider>
    </JotaiProvider>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

describe('the experience request page rendered on the server, for a visitor without JavaScript', () => {
  it('comes back from a refused post with what was typed and the date’s error', () => {
    const doc = withoutJavaScript({
      name: 'experience_request',
      values: { name: 'Jon', dateOfVisit: '2020-01-01', numberOfPeople: '8' },
      outcome: { kind: 'invalid', errors: { dateOfVisit: 'content.request.error.datePast' } },
    });
    expect(doc.querySelector<HTMLInputElement>('input[name="cepa_form"]')?.value).toBe('experience_request');
    const date = doc.querySelector<HTMLInputElement>('input[name="dateOfVisit"]')!;
    expect(date.value).toBe('2020-01-01');
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector<HTMLInputElement>('input[name="numberOfPeople"]')?.value).toBe('8');
    expect(doc.querySelector('[data-slot="error-summary"] a')?.textContent).toBe(
      'Fecha de la visita: Elige hoy o una fecha posterior',
    );
  });

  it('comes back from a sent request with the confirmation', () => {
    const doc = withoutJavaScript({
      name: 'experience_request',
      values: { name: 'Jon', email: 'jon@example.com', dateOfVisit: '2099-06-01', numberOfPeople: '8' },
      outcome: { kind: 'sent' },
    });
    expect(doc.querySelector('h2#request-sent-title')?.textContent).toBe('Solicitud enviada');
    expect(doc.body.textContent).toContain('para 8 personas');
  });
});
