// A minimal static file server on loopback, for the visual gate over storybook-static (and, as `serveFiles`,
// for the visual review's server).
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/**
 * Answers a request with the file under `root` its path names (a folder's index.html), 404 when there is
 * none, 403 for a path that leaves `root`. `pathname` is the request's path, without any prefix it is
 * served under.
 */
export function serveFiles(root, req, res, pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname) {
  let file = path.join(root, decodeURIComponent(pathname));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
  fs.readFile(file, (error, body) => {
    if (error) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir = 'storybook-static', port = '6007'] = process.argv.slice(2);
  const root = path.resolve(dir);
  http
    .createServer((req, res) => serveFiles(root, req, res))
    .listen(Number(port), '127.0.0.1', () => console.log(`Serving ${dir} on http://127.0.0.1:${port}`));
}
