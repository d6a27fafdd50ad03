/** Static files: the built library under /dist, the pages' CSS/JS under /assets, avatars. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from './context.ts';
import { getUser } from './model/users.ts';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * How long a browser or CDN may keep a file (issue 22 §5). Chunks carry a hash of their content
 * in their name (`chunks/<name>-<hash>.js`, rollup's chunkFileNames), so a new build never reuses
 * a name: they are cached for a year and never revalidated. The entry files keep their names
 * across builds (the script tag names them), so they are kept a minute and then revalidated with
 * their ETag. Everything else under /dist and /assets is revalidated on each use.
 */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_ENTRY = 'public, max-age=60';

function cachePolicy(rel: string, built: boolean): { control: string; etag: boolean } {
  if (!built) return { control: 'no-cache', etag: true };
  if (/^chunks\/[^/]+-[A-Za-z0-9_-]{6,}\.js(\.map)?$/.test(rel))
    return { control: CACHE_IMMUTABLE, etag: false };
  if (/^[^/]+\.js$/.test(rel)) return { control: CACHE_ENTRY, etag: true };
  return { control: 'no-cache', etag: true };
}

/** Strong ETags by content, remembered per file until its size or time changes. */
const etags = new Map<string, { key: string; etag: string }>();

function etagOf(file: string, stat: fs.Stats): string {
  const key = `${stat.size}:${stat.mtimeMs}`;
  const known = etags.get(file);
  if (known?.key === key) return known.etag;
  const etag = `"${createHash('sha1').update(fs.readFileSync(file)).digest('base64url')}"`;
  etags.set(file, { key, etag });
  return etag;
}

function sendFile(
  reply: FastifyReply,
  root: string,
  rel: string,
  ifNoneMatch: string | undefined,
  built: boolean,
): FastifyReply {
  const file = path.resolve(root, rel);
  const stat =
    file.startsWith(path.resolve(root) + path.sep) && fs.existsSync(file)
      ? fs.statSync(file)
      : undefined;
  if (!stat?.isFile()) {
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  }
  const policy = cachePolicy(rel, built);
  reply
    .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
    .header('Cache-Control', policy.control);
  if (policy.etag) {
    const etag = etagOf(file, stat);
    reply.header('ETag', etag);
    if (ifNoneMatch?.split(/\s*,\s*/).includes(etag)) return reply.status(304).send();
  }
  return reply.send(fs.createReadStream(file));
}

export function registerStatic(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dist/*', async (req, reply) =>
    sendFile(
      reply,
      ctx.distDir,
      (req.params as { '*': string })['*'],
      req.headers['if-none-match'],
      // The dev loop rebuilds dist/ under the same entry names: revalidate every file.
      !ctx.dev,
    ),
  );
  app.get('/assets/avatars/:file', async (req, reply) => {
    const id = Number.parseInt((req.params as { file: string }).file, 10);
    const user = Number.isFinite(id) ? getUser(ctx.db, id) : undefined;
    const initial = (user && !user.deleted ? user.name : '?').charAt(0).toUpperCase();
    const hue = ((id || 0) * 47) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue},45%,45%)"/><text x="32" y="42" font-family="sans-serif" font-size="30" text-anchor="middle" fill="#fff">${initial.replace(/[<&>]/g, '')}</text></svg>`;
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
  });
  app.get('/assets/*', async (req, reply) =>
    sendFile(
      reply,
      ctx.assetsDir,
      (req.params as { '*': string })['*'],
      req.headers['if-none-match'],
      false,
    ),
  );
}
