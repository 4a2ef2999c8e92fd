// A tiny static server for the browser example: serves the repository root on 127.0.0.1 only, with
// COOP/COEP headers so the page is cross-origin isolated (SharedArrayBuffer works).
// Usage: node examples/browser/serve.mjs [--port N] [--page PATH]   (N = 0 picks a free port; PATH, the
// page whose URL it prints, defaults to examples/browser/index.html); prints the URL.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
};

const server = createServer(async (req, res) => {
  const headers = {
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'Cache-Control': 'no-store',
  };
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = normalize(join(root, decodeURIComponent(url.pathname)));
    if (path !== root && !path.startsWith(root + sep)) throw new Error('outside the root');
    const body = await readFile(path);
    res.writeHead(200, { ...headers, 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404, headers);
    res.end('not found');
  }
});

const flag = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const port = Number(flag('--port', 8080));
const page = flag('--page', 'examples/browser/index.html');
server.listen(port, '127.0.0.1', () => {
  const addr = server.address();
  const actual = typeof addr === 'object' && addr ? addr.port : port;
  console.log(`listening on http://127.0.0.1:${actual}/${page}`);
});
