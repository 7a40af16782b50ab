// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { I18nProvider } from '@cepa/core';
import { reactInJsdom } from '@cepa/core/testing';
import { VisitorsStep, type VisitorsValue } from './visitors-step';

const start: VisitorsValue = { language: '', adults: 1, children: 0, babies: 0 };
/** What the step's owner holds once the page has settled. */
const held = { value: start };

/** The step with its value held as the booking holds it: each change merged into what it holds now. */
function Step() {
  const [value, setValue] = useState(start);
  useEffect(() => {
    held.value = value;
  }, [value]);
  return (
    <I18nProvider language="es">
      <VisitorsStep
        languages={[{ value: 'es', text: 'Español' }]}
        value={value}
        onChange={(change) => setValue((current) => ({ ...current, ...change }))}
        min={1}
        max={20}
        totalPrice={25}
        canContinue={false}
        onNext={() => {}}
      />
    </I18nProvider>
  );
}

const jsdom = reactInJsdom();

/** The server's field labelled so, as the browser shows it before the page's code has run. */
const field = (label: string) =>
  [...document.querySelectorAll('label')]
    .filter((element) => element.textContent === label)
    .map((element) => document.getElementById(element.htmlFor) as HTMLInputElement)[0]!;

it('keeps every number typed into the server’s fields before the page hydrated, not only the last', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Step />);
  document.body.append(container);
  // Typed as a visitor does before the page's code runs: the browser's own editing, no script's events.
  field('Adultos').value = '2';
  field('Niños (de 5 a 17 años)').value = '1';
  field('Bebés (hasta 4 años)').value = '1';

  act(() => {
    jsdom.root = hydrateRoot(container, <Step />);
  });

  expect(held.value).toEqual({ language: '', adults: 2, children: 1, babies: 1 });
  expect(field('Adultos').value).toBe('2');
  expect(field('Niños (de 5 a 17 años)').value).toBe('1');
  expect(field('Bebés (hasta 4 años)').value).toBe('1');
  expect(container.textContent).toContain('4 visitantes');
});
