/**
 * The dev loop's live reload (`npm run dev`, docs/demo-host.md): registered only when the server
 * is built with `dev: true`, never by `npm start`.
 *
 * - `GET /__dev/reload`: a server-sent event stream. `notify()` (demo-host/dev.ts calls it after
 *   each successful rebuild) sends `event: reload` to every open page; a comment line every 25 s
 *   keeps proxies and the browser from dropping an idle stream.
 * - `GET /__dev/reload.js`: the pages' script (a file, not inline, so the strict CSP allows it):
 *   it opens the stream and reloads the page on `reload`, and when the stream opens again after a
 *   break (the host restarted, or recreated its database for `npm run demo:reset`).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';

/** What the dev process holds of the running server: the trigger of a reload. */
export interface DevReload {
  /** Sends `reload` to every open page; returns how many streams it reached. */
  notify(): number;
}

export const HEARTBEAT_MS = 25_000;

const CLIENT_SCRIPT = `// forum-widgets dev loop (npm run dev): reloads this page after each rebuild, and when the
// stream opens again after a break (the host restarted, or recreated its database).
let opened = false;
function connect() {
  const source = new EventSource('/__dev/reload');
  source.addEventListener('open', () => {
    if (opened) location.reload();
    opened = true;
  });
  source.addEventListener('reload', () => {
    source.close();
    location.reload();
  });
  // A closing server answers 503, after which EventSource gives up: try again ourselves.
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
  });
}
connect();
`;

/** The page's script tag for the reload client, or '' outside the dev loop. */
export function devReloadScriptTag(dev: boolean): string {
  return dev ? '<script type="module" src="/__dev/reload.js"></script>\n' : '';
}

export function registerDevReload(
  app: FastifyInstance,
  heartbeatMs: number = HEARTBEAT_MS,
): DevReload {
  const streams = new Set<ServerResponse>();

  app.get('/__dev/reload.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(CLIENT_SCRIPT),
  );

  app.get('/__dev/reload', (_req, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    // `retry`: after a restart of the host the browser reconnects within a second.
    res.write('retry: 1000\n: connected\n\n');
    streams.add(res);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => {
      clearInterval(heartbeat);
      streams.delete(res);
    });
  });

  // Open streams never end by themselves: end them, or closing the server would wait for ever.
  app.addHook('preClose', async () => {
    for (const res of streams) res.end();
    streams.clear();
  });

  return {
    notify() {
      for (const res of streams) res.write(`event: reload\ndata: ${Date.now()}\n\n`);
      return streams.size;
    },
  };
}
