/** Small endpoints: roles, analytics privacy, tick, attachments, sessions. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { hasExpand } from '../lib/query.ts';
import { nowIso } from '../lib/time.ts';
import { fieldError } from '../lib/errors.ts';
import { requireSignedIn } from './guards.ts';
import { obj } from './schemas.ts';

export function registerMiscRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { limit?: number; expand?: string[] } }>(
    '/roles',
    {
      schema: {
        querystring: obj({
          limit: { type: 'integer', minimum: 1, maximum: 500 },
          page: { type: 'integer', minimum: 1 },
          expand: { type: 'array', items: { type: 'string' } },
        }),
      },
    },
    async (req) => {
      const rows = ctx.db
        .prepare('SELECT * FROM roles ORDER BY sort LIMIT ?')
        .all(req.query.limit ?? 500) as {
        roleID: number;
        name: string;
        description: string | null;
        type: string | null;
        canSession: number;
        personalInfo: number;
        deletable: number;
      }[];
      return rows.map((r) => {
        const out: Record<string, unknown> = {
          roleID: r.roleID,
          name: r.name,
          description: r.description,
          type: r.type,
          canSession: r.canSession === 1,
          personalInfo: r.personalInfo === 1,
          deletable: r.deletable === 1,
        };
        if (hasExpand(req.query.expand, 'permissions')) {
          const perms = ctx.db
            .prepare(
              'SELECT junctionTable, junctionID, permission FROM role_permissions WHERE roleID = ?',
            )
            .all(r.roleID) as {
            junctionTable: string;
            junctionID: number;
            permission: string;
          }[];
          const groups = new Map<
            string,
            { type: string; id?: number; permissions: Record<string, boolean> }
          >();
          for (const p of perms) {
            const key = `${p.junctionTable}:${p.junctionID}`;
            const g = groups.get(key) ?? {
              type: p.junctionTable,
              ...(p.junctionTable === 'category' ? { id: p.junctionID } : {}),
              permissions: {},
            };
            g.permissions[p.permission] = true;
            groups.set(key, g);
          }
          out.permissions = [...groups.values()];
        }
        return out;
      });
    },
  );

  app.get('/analytics/privacy', async (req) => {
    if (!req.viewer.signedIn) return { AnonymizeData: -1 };
    const row = ctx.db
      .prepare("SELECT value FROM user_meta WHERE userID = ? AND key = 'AnonymizeData'")
      .get(req.viewer.userID) as { value: string } | undefined;
    return { AnonymizeData: row ? Number(row.value) : -1 };
  });

  app.post<{ Body: { AnonymizeData: number | boolean } }>(
    '/analytics/privacy',
    {
      schema: {
        body: obj({ AnonymizeData: { type: ['integer', 'boolean'] } }, ['AnonymizeData'], false),
      },
    },
    async (req) => {
      const userID = requireSignedIn(req);
      const raw = req.body.AnonymizeData;
      const value = raw === true ? 1 : raw === false ? 0 : raw;
      if (![1, 0, -1].includes(value))
        throw fieldError('AnonymizeData', 'AnonymizeData must be one of: 1, 0, -1.', 'enum');
      ctx.db
        .prepare(
          "INSERT INTO user_meta (userID, key, value) VALUES (?, 'AnonymizeData', ?) ON CONFLICT (userID, key) DO UPDATE SET value = excluded.value",
        )
        .run(userID, String(value));
      return { AnonymizeData: value };
    },
  );

  app.post<{ Body: { type?: string; url?: string; discussionID?: number; categoryID?: number } }>(
    '/tick',
    {
      schema: {
        body: obj({
          type: { type: 'string', maxLength: 50 },
          url: { type: 'string', maxLength: 2000 },
          referrer: { type: 'string', maxLength: 2000 },
          discussionID: { type: 'integer', minimum: 1 },
          categoryID: { type: 'integer', minimum: 1 },
          siteSectionID: { type: ['string', 'integer'] },
          pageName: { type: 'string' },
        }),
      },
    },
    async (req, reply) => {
      const b = req.body;
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            'INSERT INTO page_views (type, url, discussionID, categoryID, userID, payload, dateInserted) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            b.type ?? 'pageview',
            b.url ?? null,
            b.discussionID ?? null,
            b.categoryID ?? null,
            req.viewer.userID,
            JSON.stringify(b),
            nowIso(),
          );
        if (b.discussionID)
          ctx.db
            .prepare('UPDATE discussions SET countViews = countViews + 1 WHERE discussionID = ?')
            .run(b.discussionID);
      })();
      return reply.status(201).send();
    },
  );

  // Attachment integrations (Jira, Zendesk...) are not part of the demo: an empty catalog.
  app.get('/attachments/catalog', async () => ({}));
  app.get<{ Querystring: { attachmentType: string; recordType: string; recordID: number } }>(
    '/attachments/schema',
    {
      schema: {
        querystring: obj(
          {
            attachmentType: { type: 'string', minLength: 1 },
            recordType: { type: 'string', minLength: 1 },
            recordID: { type: 'integer' },
          },
          ['attachmentType', 'recordType', 'recordID'],
        ),
      },
    },
    async (req) => {
      throw fieldError(
        'attachmentType',
        `No integration found for attachment type ${req.query.attachmentType}.`,
        'unknown',
      );
    },
  );
  app.get('/attachments', async () => []);
  app.post('/attachments', async () => {
    throw fieldError('attachmentType', 'No integration found for attachment type.', 'unknown');
  });
  app.post<{ Body: { attachmentIDs: number[]; onlyStale?: boolean } }>(
    '/attachments/refresh',
    {
      schema: {
        body: obj(
          {
            attachmentIDs: { type: 'array', items: { type: 'integer' } },
            onlyStale: { type: 'boolean' },
          },
          ['attachmentIDs'],
        ),
      },
    },
    async () => [],
  );

  app.get<{ Querystring: { userID: number } }>(
    '/sessions',
    { schema: { querystring: obj({ userID: { type: 'integer', minimum: 1 } }, ['userID']) } },
    async (req) => {
      requireSignedIn(req);
      if (req.query.userID !== req.viewer.userID && !req.viewer.isAdmin) return [];
      return ctx.db
        .prepare(
          'SELECT sessionID, userID, dateInserted, dateUpdated, dateExpires FROM sessions WHERE userID = ? AND dateExpires > ?',
        )
        .all(req.query.userID, nowIso());
    },
  );
}
