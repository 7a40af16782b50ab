import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cpuMultiplierFor,
  goals,
  isUnsteadyRun,
  judgeRuns,
  scoreWithout,
  loopbackOnly,
  median,
  onlyTimingFailures,
  pageBars,
  thresholdsFor,
  thresholdsFrom,
} from './lighthouse-judge.mjs';
import { lighthousePages } from './lighthouse-pages.mjs';

type Figures = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** A page that meets every goal, as the pages measure on a quiet machine. */
const good: Figures = {
  performance: 0.99,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  fcpMs: 780,
  lcpMs: 900,
  tbtMs: 40,
  cls: 0,
};

/** A Lighthouse result with those figures, the brand's font and the page's own requests. */
function lhr(
  figures: Partial<Figures> = {},
  {
    requests = ['http://127.0.0.1:4173/es/', 'http://127.0.0.1:4173/assets/fraunces-latin.woff2'],
    failingAudit,
    notRestoredBecause,
  }: {
    requests?: string[];
    failingAudit?: { id: string; selector: string };
    notRestoredBecause?: string;
  } = {},
) {
  const f = { ...good, ...figures };
  const category = (score: number, auditRefs: { id: string; group?: string }[] = []) => ({
    score,
    auditRefs,
  });
  return {
    categories: {
      performance: category(f.performance),
      accessibility: category(f.accessibility, failingAudit ? [{ id: failingAudit.id }] : []),
      'best-practices': category(f['best-practices']),
      seo: category(f.seo),
    },
    audits: {
      'first-contentful-paint': { numericValue: f.fcpMs },
      'largest-contentful-paint': { numericValue: f.lcpMs },
      'total-blocking-time': { numericValue: f.tbtMs },
      'cumulative-layout-shift': { numericValue: f.cls },
      'speed-index': { numericValue: f.fcpMs },
      'network-requests': { details: { items: requests.map((url) => ({ url })) } },
      'bf-cache': notRestoredBecause
        ? { score: 0, details: { type: 'table', items: [{ protocolReason: notRestoredBecause }] } }
        : { score: 1 },
      ...(failingAudit && {
        [failingAudit.id]: {
          score: 0,
          scoreDisplayMode: 'binary',
          title: failingAudit.id,
          details: { type: 'table', items: [{ node: { type: 'node', selector: failingAudit.selector } }] },
        },
      }),
    },
    environment: { benchmarkIndex: 2500 },
  };
}

const judged = (runs: ReturnType<typeof lhr>[], brand?: string) =>
  judgeRuns({ brand, runs, medianRun: runs[0]! }, thresholdsFrom({}));

describe('the Lighthouse gate’s thresholds', () => {
  it('are the goals: performance 0.95, accessibility and best practices 1, SEO 0.9, FCP 1 s, LCP 1.2 s, CLS 0.01, TBT 150 ms', () => {
    expect(thresholdsFrom({})).toEqual({
      performance: 0.95,
      accessibility: 1,
      'best-practices': 1,
      seo: 0.9,
      fcpMs: 1150,
      lcpMs: 1200,
      cls: 0.01,
      tbtMs: 150,
    });
  });

  it('pass a page that meets every one, at the bar itself included', () => {
    expect(judged([lhr()]).failures).toEqual([]);
    expect(
      judged([lhr({ performance: 0.95, seo: 0.9, fcpMs: 1150, lcpMs: 1200, cls: 0.01, tbtMs: 150 })])
        .failures,
    ).toEqual([]);
  });

  it.each([
    ['performance', { performance: 0.94 }, 'performance score 0.94 is below 0.95'],
    ['accessibility', { accessibility: 0.98 }, 'accessibility score 0.98 is below 1'],
    ['best practices', { 'best-practices': 0.96 }, 'best-practices score 0.96 is below 1'],
    ['SEO', { seo: 0.89 }, 'seo score 0.89 is below 0.9'],
    ['FCP', { fcpMs: 1151 }, 'FCP 1151 ms is over 1150 ms'],
    ['LCP', { lcpMs: 1201 }, 'LCP 1201 ms is over 1200 ms'],
    ['CLS', { cls: 0.011 }, 'CLS 0.011 is over 0.01'],
    ['TBT', { tbtMs: 151 }, 'TBT 151 ms is over 150 ms'],
  ] as const)('fail a page past the %s bar', (_, figures, failure) => {
    expect(judged([lhr(figures)]).failures).toEqual([failure]);
  });

  it('judge each figure by its median over the runs: one slow run of three does not fail a page, two do', () => {
    expect(judged([lhr({ tbtMs: 40 }), lhr({ tbtMs: 400 }), lhr({ tbtMs: 60 })]).metrics.tbtMs).toBe(60);
    expect(judged([lhr({ tbtMs: 40 }), lhr({ tbtMs: 400 }), lhr({ tbtMs: 160 })]).failures).toEqual([
      'TBT 160 ms is over 150 ms',
    ]);
  });

  it('can be overridden for a one-off run, and refuse a figure that is not a number', () => {
    expect(
      judgeRuns(
        { runs: [lhr()], medianRun: lhr() },
        thresholdsFrom({
          LIGHTHOUSE_MIN_ACCESSIBILITY: '1.01',
        }),
      ).failures,
    ).toEqual(['accessibility score 1.00 is below 1.01']);
    expect(() => thresholdsFrom({ LIGHTHOUSE_MAX_TBT_MS: 'lots' })).toThrow(
      'LIGHTHOUSE_MAX_TBT_MS=lots is not a number',
    );
  });

  it('fail a page with a failing accessibility audit, a request off loopback or another brand’s font', () => {
    expect(
      judged([lhr({}, { failingAudit: { id: 'color-contrast', selector: 'footer a' } })]).failures,
    ).toContain('accessibility audits failing: color-contrast');
    expect(
      judged([
        lhr(
          {},
          { requests: ['http://127.0.0.1:4173/assets/fraunces-x.woff2', 'https://fonts.example/x.css'] },
        ),
      ]).failures,
    ).toEqual(['a request left loopback: https://fonts.example/x.css']);
    expect(judged([lhr()], 'brava').failures).toEqual([
      'no request for the outfit font: the page did not load as brava',
    ]);
  });

  it('fail a page that sends a picture larger than it is shown, and report what its pictures weigh', () => {
    const run = lhr();
    const picture = 'http://127.0.0.1:4173/image?src=x&w=1600&f=webp';
    Object.assign(run.audits, {
      'total-byte-weight': { numericValue: 204_800 },
      'network-requests': {
        details: {
          items: [
            {
              url: 'http://127.0.0.1:4173/assets/fraunces-latin.woff2',
              resourceType: 'Font',
              transferSize: 30_000,
            },
            { url: picture, resourceType: 'Image', transferSize: 61_440 },
            {
              url: 'http://127.0.0.1:4173/image?src=y&w=320&f=webp',
              resourceType: 'Image',
              transferSize: 10_240,
            },
          ],
        },
      },
    });
    expect(judged([run]).weight).toEqual({ bytes: 204_800, pictures: 2, pictureBytes: 71_680 });
    expect(judged([run]).failures).toEqual([]);
    Object.assign(run.audits, {
      'uses-responsive-images': {
        details: { items: [{ url: picture, totalBytes: 61_440, wastedBytes: 40_960 }] },
      },
    });
    expect(judged([run]).failures).toEqual([
      `a picture larger than it is shown: ${picture} (40 of its 60 kB not needed)`,
    ]);
  });

  it('fail an anonymous page that Back and Forward do not restore from the back/forward cache, not a member’s', () => {
    const evicted = lhr({}, { notRestoredBecause: 'IgnoreEventAndEvict' });
    expect(judged([evicted]).failures).toEqual([
      'Back and Forward do not restore the page from the back/forward cache: IgnoreEventAndEvict',
    ]);
    expect(
      judgeRuns({ anonymous: false, runs: [evicted], medianRun: evicted }, thresholdsFrom({})).failures,
    ).toEqual([]);
  });

  it('give a page more runs only when every failure is a timing one', () => {
    expect(onlyTimingFailures(['TBT 160 ms is over 150 ms', 'performance score 0.94 is below 0.95'])).toBe(
      true,
    );
    expect(onlyTimingFailures(['TBT 160 ms is over 150 ms', 'accessibility score 0.98 is below 1'])).toBe(
      false,
    );
    expect(onlyTimingFailures([])).toBe(false);
  });

  it('measure again a run whose machine changed speed under it (the two indexes apart by more than the tolerance), once a page', () => {
    expect(isUnsteadyRun({ before: 2000, after: 1500 }, { tolerance: 0.25, setAside: 0 })).toBe(true);
    expect(isUnsteadyRun({ before: 1500, after: 2000 }, { tolerance: 0.25, setAside: 0 })).toBe(true);
    expect(isUnsteadyRun({ before: 1800, after: 1500 }, { tolerance: 0.25, setAside: 0 })).toBe(false);
    expect(isUnsteadyRun({ before: 2000, after: 1500 }, { tolerance: 0.25, setAside: 1 })).toBe(false);
    expect(isUnsteadyRun({ before: 2000, after: undefined }, { tolerance: 0.25, setAside: 0 })).toBe(false);
  });

  it('read the median, and none when a run has no figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1, null])).toBeNull();
  });

  it('count a request on the site’s hosts, or with no host, as loopback', () => {
    expect(loopbackOnly('http://brava.localhost:4173/es/')).toBe(true);
    expect(loopbackOnly('data:font/woff2;base64,AAAA')).toBe(true);
    expect(loopbackOnly('https://www.google-analytics.com/g/collect')).toBe(false);
  });
});

describe('the calibrated CPU slowdown', () => {
  it('is Lighthouse’s calculator: about 4x for its reference desktop (index 1,500), more for a faster host, less for a slower one', () => {
    expect(cpuMultiplierFor(1500)).toBe(3.86);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(3600)).toBe(12.87);
    expect(cpuMultiplierFor(2500)).toBe(8.15);
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(475)).toBe(1.5);
    expect(cpuMultiplierFor(100)).toBe(1);
  });

  it('grows with the index, with no step between the calculator’s ranges', () => {
    for (let index = 100; index < 5000; index += 7)
      expect(cpuMultiplierFor(index + 7)).toBeGreaterThanOrEqual(cpuMultiplierFor(index));
    expect(cpuMultiplierFor(1299.9)).toBeCloseTo(3, 1);
    expect(cpuMultiplierFor(799.9)).toBeCloseTo(2, 1);
  });

  it('refuses to calibrate without an index', () => {
    expect(() => cpuMultiplierFor(undefined)).toThrow('no benchmark index');
    expect(() => cpuMultiplierFor(0)).toThrow('no benchmark index');
  });
});

/**
 * The per-page bars as committed: a page's bar may be lowered (TBT) or raised (performance) here and in
 * `pageBars` together, never loosened. A page that meets the goals again leaves both lists.
 */
type Bars = { tbtMs?: number; performance?: number; lcpMs?: number };
const ratchet: Record<string, Bars> = {};

describe('the per-page bars (the pages short of the goals under calibrated throttling)', () => {
  it('are never looser than the committed ratchet', () => {
    for (const [name, bars] of Object.entries(pageBars as Record<string, Bars>)) {
      const held = ratchet[name];
      expect(held, `${name} has a bar and no ratchet`).toBeDefined();
      expect(Object.keys(bars).sort(), `${name}: its bars`).toEqual(Object.keys(held!).sort());
      if (bars.tbtMs !== undefined) expect(bars.tbtMs, `${name}: TBT bar`).toBeLessThanOrEqual(held!.tbtMs!);
      if (bars.lcpMs !== undefined) expect(bars.lcpMs, `${name}: LCP bar`).toBeLessThanOrEqual(held!.lcpMs!);
      if (bars.performance !== undefined)
        expect(bars.performance, `${name}: performance bar`).toBeGreaterThanOrEqual(held!.performance!);
    }
  });

  it('are only for pages short of the goals: none is stricter than a goal, and the goals stay the report’s target', () => {
    for (const bars of Object.values(pageBars as Record<string, Bars>)) {
      const { tbtMs = goals.tbtMs, performance = goals.performance[0]!, lcpMs = goals.lcpMs[0]! } = bars;
      expect(tbtMs).toBeGreaterThanOrEqual(goals.tbtMs);
      expect(performance).toBeLessThanOrEqual(goals.performance[0]!);
      expect(lcpMs).toBeGreaterThanOrEqual(goals.lcpMs[0]!);
      expect(tbtMs > goals.tbtMs || performance < goals.performance[0]! || lcpMs > goals.lcpMs[0]!).toBe(
        true,
      );
    }
    expect(goals).toMatchObject({ tbtMs: 150, performance: [0.95, 1], lcpMs: [1200, 1000] });
  });

  it('hold each page to its own bar, the others to the goals, and give way to a one-off override', () => {
    const [name, bars] = Object.entries(pageBars as Record<string, Bars>)[0] ?? [
      'solera-es-home',
      { tbtMs: 150, performance: 0.95, lcpMs: 1200 },
    ];
    expect(thresholdsFor(name, {})).toMatchObject(bars);
    expect(thresholdsFor('no-such-page', {})).toEqual(thresholdsFrom({}));
    expect(thresholdsFor(name, { LIGHTHOUSE_MAX_TBT_MS: '5' }).tbtMs).toBe(5);
    // A wine's page, whose largest paint is a photograph, is held to the LCP goal like every page.
    expect(thresholdsFor('solera-es-product', {}).lcpMs).toBe(goals.lcpMs[0]);
    expect(thresholdsFor('solera-es-product', { LIGHTHOUSE_MAX_LCP_MS: '900' }).lcpMs).toBe(900);
  });
});

describe('the audited pages as README names them', () => {
  const readme = fs.readFileSync(path.join(__dirname, '..', 'README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('### Lighthouse'),
    readme.indexOf('\n### ', readme.indexOf('### Lighthouse') + 1),
  );
  const pages = lighthousePages(4173);
  const numbers = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
  ];

  it('says how many pages the gate audits', () => {
    expect(section).toContain(`audits ${numbers[pages.length]} pages`);
  });

  it('names every audited page by its path and brand', () => {
    for (const page of pages) {
      const { pathname, search } = new URL(page.url);
      expect(section, page.name).toContain(`\`${pathname}${search}\``);
      expect(section, page.name).toContain(page.brand === 'brava' ? 'Isla Brava' : 'Casa Solera');
    }
  });

  it('holds to a bar of its own only pages it audits', () => {
    const names = new Set(pages.map((page) => page.name));
    for (const name of Object.keys(pageBars)) expect(names, name).toContain(name);
  });
});

describe('a page kept out of search engines’ index by design (noindex)', () => {
  /** A run whose SEO category is the crawlability audit (weight 4.6) and the title (weight 1). */
  const seoRun = (crawlable: 0 | 1) => {
    const run = lhr({ seo: crawlable ? 1 : 0.18 });
    return {
      ...run,
      categories: {
        ...run.categories,
        seo: {
          score: crawlable ? 1 : 0.18,
          auditRefs: [
            { id: 'is-crawlable', weight: 4.6 },
            { id: 'document-title', weight: 1 },
            { id: 'structured-data', weight: 0 },
          ],
        },
      },
      audits: {
        ...run.audits,
        'is-crawlable': { score: crawlable },
        'document-title': { score: 1 },
        'structured-data': { score: null },
      },
    };
  };
  const judgedAs = (noindex: boolean, run: ReturnType<typeof seoRun>) =>
    judgeRuns({ noindex, runs: [run], medianRun: run }, thresholdsFrom({}));

  it('is judged on SEO without the audit that finds it blocked, and must be found blocked', () => {
    expect(scoreWithout(seoRun(0), 'seo', 'is-crawlable')).toBe(1);
    const blocked = judgedAs(true, seoRun(0));
    expect(blocked.scores.seo).toBe(1);
    expect(blocked.failures).toEqual([]);
    expect(judgedAs(true, seoRun(1)).failures).toEqual([
      'the page must not be indexed, but nothing blocks it (no noindex)',
    ]);
  });

  it('an indexed page found blocked fails on its SEO score', () => {
    expect(judgedAs(false, seoRun(0)).failures).toEqual(['seo score 0.18 is below 0.9']);
    expect(judgedAs(false, seoRun(1)).failures).toEqual([]);
  });
});

describe('a run’s blocking time counted from its own simulation’s first paint', () => {
  /** A run whose performance is TBT (weight 30) and LCP (weight 25), with the gate's own blocking time. */
  const runWith = (
    lighthouseTbtMs: number,
    blocking?: { tbtMs: number; score: number; paintMs?: number },
  ) => {
    const run = lhr({ tbtMs: lighthouseTbtMs, performance: 0.84 });
    return {
      ...run,
      categories: {
        ...run.categories,
        performance: {
          score: 0.84,
          auditRefs: [
            { id: 'total-blocking-time', weight: 30 },
            { id: 'largest-contentful-paint', weight: 25 },
          ],
        },
      },
      audits: {
        ...run.audits,
        'total-blocking-time': { numericValue: lighthouseTbtMs, score: 0.7 },
        'largest-contentful-paint': { numericValue: 900, score: 1 },
      },
      environment: { ...run.environment, calibration: blocking && { blocking } },
    };
  };

  it('is the TBT judged, with the performance score it gives; Lighthouse’s own is kept beside it', () => {
    const run = judgeRuns(
      { runs: [runWith(320, { tbtMs: 60, score: 1, paintMs: 1010 })], medianRun: runWith(320) },
      thresholdsFrom({}),
    );
    expect(run.metrics.tbtMs).toBe(60);
    expect(run.metrics.lighthouseTbtMs).toBe(320);
    // The simulation's own first paint is reported; FCP stays Lighthouse's estimate.
    expect(run.metrics.ownPaintMs).toBe(1010);
    expect(run.metrics.fcpMs).toBe(780);
    expect(run.scores.performance).toBe(1);
    expect(run.failures).toEqual([]);
  });

  it('fails a page whose own blocking time is over the bar, as Lighthouse’s would', () => {
    const run = judgeRuns(
      { runs: [runWith(120, { tbtMs: 180, score: 0.95 })], medianRun: runWith(120) },
      thresholdsFrom({}),
    );
    expect(run.failures).toEqual(['TBT 180 ms is over 150 ms']);
    expect(run.scores.performance).toBe(0.97);
  });

  it('is Lighthouse’s where a run has none', () => {
    const run = judgeRuns({ runs: [runWith(320)], medianRun: runWith(320) }, thresholdsFrom({}));
    expect(run.metrics.tbtMs).toBe(320);
    expect(run.scores.performance).toBe(0.84);
  });
});
