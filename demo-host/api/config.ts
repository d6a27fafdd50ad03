/** /config: read selected keys, and (administrators) patch them. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { validationError, type FieldError } from '../lib/errors.ts';
import { getConfigMap, setConfig } from '../model/config.ts';
import { DEFAULT_CONFIG, PRIVATE_CONFIG_KEYS } from '../seed/config.ts';
import { requirePermission, requireSignedIn } from './guards.ts';
import { obj } from './schemas.ts';

function typeOf(v: unknown): string {
  return Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
}

export function registerConfigRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { select?: string[] } }>(
    '/config',
    {
      schema: {
        querystring: obj({ select: { type: 'array', items: { type: 'string', minLength: 1 } } }),
      },
    },
    async (req) => {
      const all = getConfigMap(ctx.db);
      const isAdmin = req.perms.has('settings.manage');
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(all)) {
        if (PRIVATE_CONFIG_KEYS.has(key) && !isAdmin) continue;
        const selected =
          !req.query.select ||
          req.query.select.some(
            (s) => s === key || (s.endsWith('*') && key.startsWith(s.slice(0, -1))),
          );
        if (selected) out[key] = value;
      }
      return out;
    },
  );

  app.patch<{ Body: Record<string, unknown> }>(
    '/config',
    { schema: { body: obj({}) } },
    async (req, reply) => {
      requireSignedIn(req);
      requirePermission(req, 'settings.manage');
      const errors: FieldError[] = [];
      for (const [key, value] of Object.entries(req.body)) {
        if (!(key in DEFAULT_CONFIG))
          errors.push({
            field: key,
            message: `${key} is not a known configuration key.`,
            code: 'unknown',
          });
        else if (typeOf(DEFAULT_CONFIG[key]) !== typeOf(value))
          errors.push({
            field: key,
            message: `${key} is not a valid ${typeOf(DEFAULT_CONFIG[key])}.`,
            code: 'type',
          });
      }
      if (!Object.keys(req.body).length)
        errors.push({ field: 'body', message: 'Nothing to update.', code: 'empty' });
      if (errors.length) throw validationError(errors);
      setConfig(ctx.db, req.body);
      return reply.status(204).send();
    },
  );
}
