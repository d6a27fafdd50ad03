/** Static files: the built library under /dist, the pages' CSS/JS under /assets, avatars. */
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

function sendFile(reply: FastifyReply, root: string, rel: string): FastifyReply {
  const file = path.resolve(root, rel);
  if (
    !file.startsWith(path.resolve(root) + path.sep) ||
    !fs.existsSync(file) ||
    !fs.statSync(file).isFile()
  ) {
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  }
  return reply
    .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
    .header('Cache-Control', 'no-cache')
    .send(fs.createReadStream(file));
}

export function registerStatic(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dist/*', async (req, reply) =>
    sendFile(reply, ctx.distDir, (req.params as { '*': string })['*']),
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
    sendFile(reply, ctx.assetsDir, (req.params as { '*': string })['*']),
  );
}
