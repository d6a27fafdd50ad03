/** /addons: list by type, enable or disable (administrators). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { requirePermission, requireSignedIn } from './guards.ts';
import { obj } from './schemas.ts';

interface AddonRow {
  addonID: string;
  key: string;
  name: string;
  type: string;
  description: string;
  version: string;
  enabled: number;
  locale: string | null;
}

function serialize(req: FastifyRequest, a: AddonRow): Record<string, unknown> {
  return {
    addonID: a.addonID,
    key: a.key,
    name: a.name,
    type: a.type,
    description: a.description,
    version: a.version,
    enabled: a.enabled === 1,
    iconUrl: `${originOf(req)}/assets/addon-icon.svg`,
    attributes: a.locale ? { locale: a.locale } : {},
  };
}

export function registerAddonRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { type?: string; enabled?: boolean } }>(
    '/addons',
    {
      schema: {
        querystring: obj({
          type: { type: 'array', items: { type: 'string', enum: ['addon', 'theme', 'locale'] } },
          enabled: { type: 'boolean' },
          themeType: { type: 'string' },
        }),
      },
    },
    async (req) => {
      const types = req.query.type as unknown as string[] | undefined;
      let rows = ctx.db.prepare('SELECT * FROM addons ORDER BY type, name').all() as AddonRow[];
      if (types?.length) rows = rows.filter((a) => types.includes(a.type));
      if (req.query.enabled !== undefined)
        rows = rows.filter((a) => (a.enabled === 1) === req.query.enabled);
      return rows.map((a) => serialize(req, a));
    },
  );

  app.get<{ Params: { id: string } }>('/addons/:id', async (req) => {
    const a = ctx.db.prepare('SELECT * FROM addons WHERE addonID = ?').get(req.params.id) as
      AddonRow | undefined;
    if (!a) throw notFound('Addon');
    return serialize(req, a);
  });

  app.patch<{ Params: { id: string }; Body: { enabled: boolean } }>(
    '/addons/:id',
    {
      schema: {
        body: obj(
          {
            enabled: { type: 'boolean' },
            themeType: { type: 'string', enum: ['desktop', 'mobile'] },
          },
          ['enabled'],
          false,
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'site.manage');
      const a = ctx.db.prepare('SELECT * FROM addons WHERE addonID = ?').get(req.params.id) as
        AddonRow | undefined;
      if (!a) throw notFound('Addon');
      ctx.db
        .prepare('UPDATE addons SET enabled = ? WHERE addonID = ?')
        .run(req.body.enabled ? 1 : 0, a.addonID);
      const rows = ctx.db
        .prepare('SELECT * FROM addons WHERE type = ? ORDER BY name')
        .all(a.type) as AddonRow[];
      return rows.map((r) => serialize(req, r));
    },
  );
}
