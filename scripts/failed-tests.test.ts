import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failedTestPages, failedTests } from './failed-tests.mjs';

const dirs: string[] = [];
const reportsWith = (files: Record<string, unknown>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-reports-'));
  dirs.push(dir);
  for (const [name, report] of Object.entries(files))
    fs.writeFileSync(path.join(dir, name), JSON.stringify(report));
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const playwrightTest = (status: string, message?: string) => ({
  projectName: 'desktop',
  status,
  results: [message ? { error: { message: `\u001b[31m${message}\u001b[39m\nCall log: …` } } : {}],
});

describe('failedTests', () => {
  it('names each failed or flaky Playwright test with its describe titles and its error’s first line', () => {
    const reports = reportsWith({
      'e2e.json': {
        suites: [
          {
            title: 'pages.spec.ts',
            suites: [
              {
                title: 'page resolution',
                specs: [
                  {
                    title: 'moving between pages',
                    tests: [playwrightTest('unexpected', 'expect(locator).toBeFocused() failed')],
                  },
                  { title: 'the bare root', tests: [playwrightTest('expected')] },
                  { title: 'a slow page', tests: [playwrightTest('flaky', 'Timeout 10000ms exceeded')] },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(failedTests('e2e', reports)).toEqual([
      '[desktop] pages.spec.ts › page resolution › moving between pages: expect(locator).toBeFocused() failed',
      '[desktop] pages.spec.ts › page resolution › a slow page: Timeout 10000ms exceeded',
    ]);
  });

  it('names failed unit tests, and a file that failed before its tests ran', () => {
    const reports = reportsWith({
      'unit.json': {
        testResults: [
          {
            name: path.resolve('features/core/src/page/load.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'retryOnce loads once' },
              {
                status: 'failed',
                fullName: 'loadInSteps waits',
                failureMessages: ['AssertionError: expected [ …(4) ]\n at …'],
              },
            ],
          },
          {
            name: path.resolve('site/src/app.test.ts'),
            status: 'failed',
            assertionResults: [],
            message: 'SyntaxError: x',
          },
        ],
      },
    });
    expect(failedTests('unit', reports)).toEqual([
      'features/core/src/page/load.test.ts › loadInSteps waits: AssertionError: expected [ …(4) ]',
      'site/src/app.test.ts: SyntaxError: x',
    ]);
  });

  it('names each page the Nu checker found errors in, with its first error, and a page it could not check', () => {
    const reports = reportsWith({
      'html.json': {
        pages: [
          { label: 'Casa Solera /es/', errors: [], warnings: [] },
          {
            label: 'Isla Brava /en/contact',
            errors: ['line 12: Element “option” without attribute “label” must not be empty.', 'line 40: x'],
            warnings: [],
          },
        ],
        problems: ['Casa Solera /es/club/mi-club: answered 303 (200 expected) with no page to check'],
      },
    });
    expect(failedTests('html', reports)).toEqual([
      'Isla Brava /en/contact: 2 errors, first line 12: Element “option” without attribute “label” must not be empty.',
      'Casa Solera /es/club/mi-club: answered 303 (200 expected) with no page to check',
    ]);
  });

  it('stops at twenty, saying how many more', () => {
    const specs = Array.from({ length: 25 }, (_, i) => ({
      title: `story ${i}`,
      tests: [playwrightTest('unexpected', 'x')],
    }));
    const found = failedTests(
      'stories',
      reportsWith({ 'stories.json': { suites: [{ title: 's', specs }] } }),
    );
    expect(found).toHaveLength(21);
    expect(found.at(-1)).toBe('… and 5 more');
  });

  it('names nothing for a gate without a report', () => {
    expect(failedTests('lint', reportsWith({}))).toEqual([]);
    expect(failedTests('e2e', reportsWith({}))).toEqual([]);
  });

  it('shows what the page showed as a flow failed, cut to its first lines', () => {
    const dir = reportsWith({});
    const context = path.join(dir, 'error-context.md');
    fs.writeFileSync(
      context,
      ['# Page snapshot', '- alert: El correo o la contraseña no son correctos', 'a', 'b'].join('\n'),
    );
    const reports = reportsWith({
      'e2e.json': {
        suites: [
          {
            title: 'before-interactive.spec.ts',
            specs: [
              {
                title: 'the login',
                tests: [
                  {
                    projectName: 'phone',
                    status: 'unexpected',
                    results: [{ attachments: [{ name: 'error-context', path: context }] }],
                  },
                ],
              },
              { title: 'passed', tests: [{ projectName: 'phone', status: 'expected', results: [{}] }] },
            ],
          },
        ],
      },
    });
    expect(failedTestPages('e2e', { reports, lines: 2 })).toEqual([
      {
        test: '[phone] before-interactive.spec.ts › the login',
        text: '# Page snapshot\n- alert: El correo o la contraseña no son correctos\n… 2 more lines',
      },
    ]);
    expect(failedTestPages('unit', { reports })).toEqual([]);
  });
});
