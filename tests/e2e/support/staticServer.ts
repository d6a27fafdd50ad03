import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
};

/**
 * A plain static server for the mount runtime's browser tests: `/dist/*` from the build and
 * every other path from the fixtures folder. It stands in for any legacy forum's HTML.
 */
export async function startStaticServer(roots: {
  dist: string;
  fixtures: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const base = url.pathname.startsWith('/dist/') ? roots.dist : roots.fixtures;
    const rel = url.pathname.startsWith('/dist/')
      ? url.pathname.slice('/dist/'.length)
      : url.pathname.slice(1);
    const file = path.resolve(base, rel || 'index.html');
    if (!file.startsWith(path.resolve(base))) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        res.end(body);
      },
      () => res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
