// The dev loop's live reload (demo-host/devReload.ts): with `dev: true` the server streams a
// `reload` event to every open page when the dev process signals a rebuild, pages load the
// reload script and /dist is revalidated; built as `npm start` builds it, none of it exists.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../demo-host/server';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-dev-reload-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'forum-widgets.js'), 'export {};\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function start(dev: boolean, devHeartbeatMs?: number): Promise<FastifyInstance> {
  const app = await buildServer({
    dbPath: path.join(dir, 'forum.sqlite'),
    distDir: path.join(dir, 'dist'),
    logger: false,
    dev,
    devHeartbeatMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** An open event stream: its status, headers and the text received so far. */
interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  text(): string;
  /** Resolves once the received text matches `pattern`. */
  until(pattern: RegExp): Promise<string>;
  close(): void;
}

function openStream(app: FastifyInstance): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/__dev/reload' }, (res) => {
      let text = '';
      const waiters: Array<() => void> = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (const w of waiters.splice(0)) w();
      });
      const until = (pattern: RegExp): Promise<string> =>
        new Promise((done) => {
          const check = (): void => (pattern.test(text) ? done(text) : void waiters.push(check));
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        until,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

describe('the dev loop on (npm run dev)', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await start(true)));
  afterAll(() => app.close());

  it('streams a reload event to every open page when a rebuild is signalled', async () => {
    const a = await openStream(app);
    const b = await openStream(app);
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await a.until(/: connected\n\n/);
    await b.until(/: connected\n\n/);
    expect(a.text()).not.toMatch(/event: reload/);

    expect(app.devReload!.notify()).toBe(2);
    await a.until(/event: reload\ndata: \d+\n\n/);
    await b.until(/event: reload\ndata: \d+\n\n/);

    // A closed page is no longer counted; the other still gets the next reload.
    a.close();
    await b.until(/event: reload[\s\S]*$/);
    b.close();
  });

  it('serves the reload script, which every page loads, and revalidates /dist', async () => {
    const script = await app.inject({ url: '/__dev/reload.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^application\/javascript/);
    expect(script.body).toContain("new EventSource('/__dev/reload')");
    expect(script.body).toContain("addEventListener('reload'");
    expect(script.body).toContain('location.reload()');

    const page = await app.inject({ url: '/discussions', headers: { accept: 'text/html' } });
    expect(page.body).toContain('<script type="module" src="/__dev/reload.js"></script>');
    // An external script: the strict CSP (script-src 'self') allows it.
    const strict = await app.inject({ url: '/discussions?csp=strict' });
    expect(strict.headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(strict.body).toContain('src="/__dev/reload.js"');

    const entry = await app.inject({ url: '/dist/forum-widgets.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('closes with streams still open', async () => {
    const other = await start(true);
    const s = await openStream(other);
    await s.until(/: connected/);
    await other.close();
    expect(s.text()).toMatch(/^retry: 1000\n/);
  });
});

describe('the heartbeat', () => {
  it('writes a comment line on the interval while the stream is open', async () => {
    const app = await start(true, 20);
    try {
      const s = await openStream(app);
      await s.until(/: heartbeat\n\n: heartbeat\n\n/);
      s.close();
    } finally {
      await app.close();
    }
  });
});

describe('the dev loop off (npm start)', () => {
  let app: FastifyInstance;
  beforeAll(async () => (app = await start(false)));
  afterAll(() => app.close());

  it('has no reload stream, no reload script, and keeps the entry cached for a minute', async () => {
    expect((await app.inject({ url: '/__dev/reload' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/__dev/reload.js' })).statusCode).toBe(404);
    expect(app.devReload).toBeUndefined();
    const page = await app.inject({ url: '/discussions', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/__dev/');
    const entry = await app.inject({ url: '/dist/forum-widgets.js' });
    expect(entry.headers['cache-control']).toBe('public, max-age=60');
  });
});
