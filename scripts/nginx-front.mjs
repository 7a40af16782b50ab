// nginx in front of the site's processes, as deploy/nginx.conf has it: the stand-in for a CDN that the cluster
// gate runs (plain HTTP, `npm run cluster`) and that Lighthouse measures the pages through (TLS and HTTP/2, as a
// CDN speaks to a visitor's phone). Loopback only.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const opensslBinary = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';

/**
 * deploy/nginx.conf (or `template`) with its placeholders filled in: nginx's directory, where it listens, the
 * brands' hosts and the site's processes. With `tls`, it listens with TLS and HTTP/2 on that certificate.
 * @param {string} template
 * @param {{ prefix: string, listen: string, hosts: string[], upstreams: string[], workers: number,
 *   tls?: { certificate: string, key: string } }} options
 */
export function nginxConfig(template, { prefix, listen, hosts, upstreams, workers, tls }) {
  const conf = fs
    .readFileSync(template, 'utf8')
    .replaceAll('{{WORKERS}}', String(workers))
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', tls ? `${listen} ssl http2` : listen)
    .replaceAll('{{HOSTS}}', hosts.join(' '))
    .replaceAll('{{UPSTREAMS}}', upstreams.map((upstream) => `    server ${upstream};`).join('\n'));
  if (!tls) return conf;
  // The certificate for every server of the recipe, at the level that holds them.
  return conf.replace(
    /^http \{$/m,
    `http {\n  ssl_certificate ${tls.certificate};\n  ssl_certificate_key ${tls.key};`,
  );
}

/**
 * A certificate for these loopback names alone, made in `dir` for one run (a day's validity), and the hash of
 * its public key (base64 SHA-256 of its SPKI), which Chromium is told to trust and nothing else
 * (`--ignore-certificate-errors-spki-list`).
 * @param {string} dir
 * @param {string[]} names host names (127.0.0.1 goes in as an address)
 */
export function selfSignedCertificate(dir, names) {
  if (!fs.existsSync(opensslBinary))
    throw new Error(
      `openssl is missing at ${opensslBinary}: install Debian's openssl package (apt-get install openssl)`,
    );
  const certificate = path.join(dir, 'front.crt');
  const key = path.join(dir, 'front.key');
  const altNames = names.map((name) => (/^[\d.]+$/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(',');
  execFileSync(
    opensslBinary,
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificate,
      '-days',
      '1',
      '-subj',
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${altNames}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const spki = new crypto.X509Certificate(fs.readFileSync(certificate)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return { certificate, key, spkiHash: crypto.createHash('sha256').update(spki).digest('base64') };
}
