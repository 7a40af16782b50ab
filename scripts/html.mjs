// The `html` gate: the server-rendered HTML of every page type, in both brands and both languages, run
// through the W3C Nu Html Checker (npm's vnu-jar, on Java: Debian's default-jre-headless). Serves
// site/dist with the production server and the embedded backend, fetches each page as a browser's first
// request gets it (a member's pages and the basket's with a session made through the site's own calls),
// writes them to reports/tmp/html/, checks them all in one Java process (it is slow to start), prints
// each error with its page and line, writes reports/tmp/html.json, and exits 1 on any error.
//
//   node scripts/html.mjs                 every page (after pnpm --filter @cepa/site build)
//   HTML_PAGES=contact,login node scripts/html.mjs    the page types whose name contains one of these
//   HTML_WARNINGS=1 node scripts/html.mjs             prints the checker's warnings too (never fails on them)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { request, sessionCookie, startProductionServer } from './production-server.mjs';

const started = Date.now();
const dir = 'reports/tmp/html';
const reportFile = 'reports/tmp/html.json';
const showWarnings = process.env.HTML_WARNINGS === '1';
const java = process.env.JAVA_PATH || 'java';
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

const vnuVersion = JSON.parse(fs.readFileSync(path.join(vnuJar, '../../../package.json'), 'utf8')).version;

if (!fs.existsSync('site/dist/app/server.mjs')) {
  console.error('html: site/dist/app/server.mjs is missing: run `pnpm --filter @cepa/site build` first');
  process.exit(1);
}

/**
 * Every page type, its address in each language (the embedded backend's content), the session it needs
 * and the status it answers with. `brands` limits a page to one brand's content.
 * @type {{ name: string, es: string, en: string, session?: 'member' | 'basket', status?: number, brands?: string[] }[]}
 */
const pageTypes = [
  { name: 'home', es: '/es/', en: '/en/' },
  { name: 'content', es: '/es/la-bodega', en: '/en/the-winery' },
  { name: 'privacy', es: '/es/privacidad', en: '/en/privacy' },
  { name: 'experiences', es: '/es/experiencias', en: '/en/experiences' },
  { name: 'booking', es: '/es/reservar?experience=1', en: '/en/book?experience=1', brands: ['solera'] },
  { name: 'booking', es: '/es/reservar?experience=5', en: '/en/book?experience=5', brands: ['brava'] },
  { name: 'voucher', es: '/es/canjear-bono', en: '/en/redeem-voucher' },
  { name: 'booking-confirmation', es: '/es/reserva-confirmada', en: '/en/booking-confirmation' },
  { name: 'shop', es: '/es/tienda', en: '/en/shop' },
  {
    name: 'product',
    es: '/es/tienda/solera-reserva-2016',
    en: '/en/shop/solera-reserva-2016',
    brands: ['solera'],
  },
  {
    name: 'product',
    es: '/es/tienda/malvasia-volcanica-2023',
    en: '/en/shop/volcanic-malvasia-2023',
    brands: ['brava'],
  },
  { name: 'shop-terms', es: '/es/tienda/condiciones', en: '/en/shop/terms' },
  { name: 'basket', es: '/es/cesta', en: '/en/basket', session: 'basket' },
  { name: 'basket-empty', es: '/es/cesta', en: '/en/basket' },
  { name: 'checkout', es: '/es/tienda/pedido', en: '/en/shop/checkout', session: 'basket' },
  { name: 'order-confirmation', es: '/es/tienda/pedido-confirmado', en: '/en/shop/order-confirmation' },
  { name: 'press', es: '/es/prensa', en: '/en/press' },
  { name: 'press-filtered', es: '/es/prensa?year=2024&p=2', en: '/en/press?year=2024&p=2' },
  { name: 'projects', es: '/es/proyectos', en: '/en/projects' },
  { name: 'videos', es: '/es/videos', en: '/en/videos' },
  { name: 'contact', es: '/es/contacto', en: '/en/contact' },
  { name: 'contact-member', es: '/es/contacto', en: '/en/contact', session: 'member' },
  { name: 'experience-request', es: '/es/solicitar-experiencia', en: '/en/experience-request' },
  { name: 'club', es: '/es/club/mi-club', en: '/en/club/my-club', session: 'member' },
  { name: 'club-orders', es: '/es/club/mis-pedidos', en: '/en/club/my-orders', session: 'member' },
  {
    name: 'club-personal-information',
    es: '/es/club/datos-personales',
    en: '/en/club/personal-information',
    session: 'member',
  },
  { name: 'club-catalogue', es: '/es/club/catalogo', en: '/en/club/catalogue', session: 'member' },
  { name: 'login', es: '/login?next=%2Fes%2Fclub%2Fmi-club', en: '/login?next=%2Fen%2Fclub%2Fmy-club' },
  { name: 'not-found', es: '/es/no-existe', en: '/en/no-such-page', status: 404 },
];

const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const brands = [
  { name: 'solera', label: 'Casa Solera', host: (port) => `127.0.0.1:${port}` },
  { name: 'brava', label: 'Isla Brava', host: (port) => `brava.localhost:${port}` },
];

const only = (process.env.HTML_PAGES ?? '').split(',').filter(Boolean);
const chosen = only.length ? pageTypes.filter((p) => only.some((name) => p.name.includes(name))) : pageTypes;
if (!chosen.length) {
  console.error(`html: HTML_PAGES names no page type (${pageTypes.map((p) => p.name).join(', ')})`);
  process.exit(2);
}

// With a tag manager named, every page also carries the cookie banner and the footer's "Cookie settings"
// (without one they are absent, nothing else differs): the markup of both kinds of site is checked.
const { origin, port, server } = await startProductionServer({
  label: 'html',
  env: { CEPA_TAG_MANAGER_ID: 'GTM-CEPA01' },
});
const stop = () => server.kill();

fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

/** @type {{ file: string, label: string, url: string }[]} */
const pages = [];
const problems = [];
for (const brand of brands) {
  const host = brand.host(port);
  // One session of each kind a brand, made once (the pages only read it).
  const cookies = {};
  for (const kind of new Set(chosen.map((p) => p.session).filter(Boolean)))
    cookies[kind] = await sessionCookie(origin, kind, { host, brand: brand.name });
  for (const type of chosen) {
    if (type.brands && !type.brands.includes(brand.name)) continue;
    for (const language of ['es', 'en']) {
      const address = type[language];
      const label = `${brand.label} ${address}${type.session ? ` (${type.session === 'member' ? "a member's session" : 'a basket of three lines'})` : ''}`;
      const response = await request(origin, address, {
        // As a browser asks: a browser's agent (the page streams, as it does to a browser; a bot's does not).
        headers: {
          host,
          accept: 'text/html',
          'user-agent': browserAgent,
          ...(type.session ? { cookie: cookies[type.session] } : {}),
        },
      });
      const html = response.text;
      const expected = type.status ?? 200;
      if (response.status !== expected || !/^<!DOCTYPE html>/i.test(html)) {
        problems.push(`${label}: answered ${response.status} (${expected} expected) with no page to check`);
        continue;
      }
      const file = path.join(dir, `${brand.name}-${language}-${type.name}.html`);
      fs.writeFileSync(file, html);
      pages.push({ file, label, url: `http://${host}${address}` });
    }
  }
}
stop();
const fetched = Date.now();

/** The checker's messages over all the pages, in one Java process. */
const messages = await new Promise((resolve, reject) => {
  const args = ['-jar', vnuJar, '--format', 'json', '--exit-zero-always'];
  if (!showWarnings) args.push('--errors-only');
  execFile(
    java,
    [...args, ...pages.map((p) => p.file)],
    { maxBuffer: 64 * 1024 * 1024 },
    (error, _out, err) => {
      if (error)
        return reject(
          new Error(`html: the Nu checker did not run (${java} -jar ${vnuJar}): ${error.message}`),
        );
      try {
        resolve(JSON.parse(err).messages);
      } catch {
        reject(new Error(`html: the Nu checker wrote no report:\n${err}`));
      }
    },
  );
});

const byFile = new Map(pages.map((p) => [path.resolve(p.file), { ...p, errors: [], warnings: [] }]));
for (const message of messages) {
  const file = message.url ? path.resolve(new URL(message.url).pathname) : undefined;
  const page = file && byFile.get(file);
  const line = `${message.lastLine ?? message.firstLine ?? '?'}, column ${message.lastColumn ?? '?'}`;
  const text = `${message.message}${message.extract ? ` — ${JSON.stringify(message.extract.trim().slice(0, 160))}` : ''}`;
  if (!page) problems.push(`${message.type}: ${text}`);
  else if (message.type === 'error' || message.subType === 'fatal') page.errors.push(`line ${line}: ${text}`);
  else page.warnings.push(`line ${line}: ${text}`);
}

const results = [...byFile.values()];
// Each page with an error (every page with HTML_WARNINGS=1), then the count; reports/tmp/html.json has them all.
for (const page of results) {
  if (!page.errors.length && !showWarnings) continue;
  console.log(`${page.errors.length ? '✗' : '✓'} ${page.label} (${page.file})`);
  for (const error of page.errors) console.log(`    error ${error}`);
  for (const warning of page.warnings) console.log(`    warning ${warning}`);
}
for (const problem of problems) console.log(`✗ ${problem}`);

const failed = results.filter((p) => p.errors.length).length + problems.length;
const passed = results.length - results.filter((p) => p.errors.length).length;
const errors = results.reduce((n, p) => n + p.errors.length, 0);
const seconds = (Date.now() - started) / 1000;
fs.writeFileSync(
  reportFile,
  JSON.stringify(
    {
      passed,
      failed,
      errors,
      seconds,
      pages: results.map(({ label, url, file, errors: e, warnings }) => ({
        label,
        url,
        file,
        errors: e,
        warnings,
      })),
      problems,
    },
    null,
    2,
  ),
);
console.log(
  `html: ${passed} pages valid, ${failed} failed, ${errors} errors (Nu Html Checker ${vnuVersion}); ` +
    `${seconds.toFixed(0)} s: pages fetched in ${((fetched - started) / 1000).toFixed(0)} s, checked in ${((Date.now() - fetched) / 1000).toFixed(0)} s`,
);
process.exit(failed ? 1 : 0);
