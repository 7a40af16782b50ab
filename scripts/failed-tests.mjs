// The tests a gate reported failed, read from its JSON report: `npm test` names them again at the end of
// its output, where a log cut to its last lines still shows them.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The tests a gate reported failed (from its JSON report), each with the first line of its error; at
 * most 20. None for a gate without such a report (the static checks print their own findings).
 */
export function failedTests(gateName, reports = 'reports/tmp') {
  const firstLine = (text) =>
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- the reporters colour their messages
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 200) ?? '';
  const found = [];
  try {
    if (gateName === 'stories' || gateName === 'e2e' || gateName === 'review') {
      const report = JSON.parse(fs.readFileSync(`${reports}/${gateName}.json`, 'utf8'));
      const walk = (suite, titles) => {
        const here = suite.title ? [...titles, suite.title] : titles;
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests)
            if (test.status === 'unexpected' || test.status === 'flaky') {
              const error = test.results.find((r) => r.error)?.error?.message;
              found.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')}: ${firstLine(error)}`);
            }
        for (const child of suite.suites ?? []) walk(child, here);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
    } else if (gateName === 'unit') {
      const report = JSON.parse(fs.readFileSync(`${reports}/unit.json`, 'utf8'));
      for (const file of report.testResults ?? []) {
        const failures = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
        for (const a of failures)
          found.push(
            `${path.relative('.', file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
          );
        if (!failures.length && file.status === 'failed')
          found.push(`${path.relative('.', file.name)}: ${firstLine(file.message)}`);
      }
    } else if (gateName === 'html') {
      const report = JSON.parse(fs.readFileSync(`${reports}/html.json`, 'utf8'));
      for (const page of report.pages ?? [])
        if (page.errors.length)
          found.push(`${page.label}: ${page.errors.length} errors, first ${firstLine(page.errors[0])}`);
      for (const problem of report.problems ?? []) found.push(firstLine(problem));
    }
  } catch {
    return [];
  }
  return found.length > 20 ? [...found.slice(0, 20), `… and ${found.length - 20} more`] : found;
}

/**
 * What the page showed when each of a Playwright gate's tests failed (its `error-context` attachment: the
 * page's accessibility snapshot), at most `lines` lines of each of the first three: a log kept without
 * the test results (a CI run on another machine) still says what the visitor saw.
 */
export function failedTestPages(gateName, { reports = 'reports/tmp', lines = 40 } = {}) {
  if (gateName !== 'stories' && gateName !== 'e2e' && gateName !== 'review') return [];
  let report;
  try {
    report = JSON.parse(fs.readFileSync(`${reports}/${gateName}.json`, 'utf8'));
  } catch {
    return [];
  }
  const pages = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results ?? []) {
          const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path);
          if (!context || pages.length >= 3) continue;
          let text;
          try {
            text = fs.readFileSync(context.path, 'utf8');
          } catch {
            continue;
          }
          const shown = text.split('\n');
          const cut =
            shown.length > lines ? [...shown.slice(0, lines), `… ${shown.length - lines} more lines`] : shown;
          pages.push({
            test: `[${test.projectName}] ${[...here, spec.title].join(' › ')}`,
            text: cut.join('\n'),
          });
        }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return pages;
}
