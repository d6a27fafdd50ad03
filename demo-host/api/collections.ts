/** /collections: list, get, create, patch, delete, and membership by resource. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, HttpError, notFound } from '../lib/errors.ts';
import { parseIDList } from '../lib/query.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { requirePermission, requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

const RECORD_TYPES = ['article', 'category', 'discussion', 'event', 'groups', 'knowledgeBase'];
const recordSchema = obj(
  {
    recordID: { type: 'integer', minimum: 1 },
    recordType: { type: 'string', enum: RECORD_TYPES },
    sort: { type: ['integer', 'null'] },
  },
  ['recordID', 'recordType'],
);

interface CollectionRow {
  collectionID: number;
  name: string;
  insertUserID: number;
  updateUserID: number | null;
  dateInserted: string;
  dateUpdated: string | null;
}
interface RecordInput {
  recordID: number;
  recordType: string;
  sort?: number | null;
}

function serialize(ctx: AppContext, c: CollectionRow): Record<string, unknown> {
  const records = ctx.db
    .prepare(
      'SELECT recordID, recordType, sort, dateAddedToCollection FROM collection_records WHERE collectionID = ? ORDER BY sort, recordType, recordID',
    )
    .all(c.collectionID);
  return { ...c, records };
}

function getCollection(ctx: AppContext, id: number): CollectionRow {
  const c = ctx.db.prepare('SELECT * FROM collections WHERE collectionID = ?').get(id) as
    CollectionRow | undefined;
  if (!c) throw notFound('Collection');
  return c;
}

function checkRecords(ctx: AppContext, records: RecordInput[]): void {
  records.forEach((r, i) => {
    const table =
      r.recordType === 'discussion'
        ? 'discussions'
        : r.recordType === 'category'
          ? 'categories'
          : null;
    if (
      table &&
      !ctx.db.prepare(`SELECT 1 FROM ${table} WHERE ${r.recordType}ID = ?`).get(r.recordID)
    ) {
      throw fieldError(
        `records.${i}.recordID`,
        `The ${r.recordType} ${r.recordID} does not exist.`,
        'exists',
      );
    }
  });
}

function replaceRecords(ctx: AppContext, id: number, records: RecordInput[]): void {
  const now = nowIso();
  ctx.db.prepare('DELETE FROM collection_records WHERE collectionID = ?').run(id);
  records.forEach((r, i) =>
    ctx.db
      .prepare(
        'INSERT OR REPLACE INTO collection_records (collectionID, recordType, recordID, sort, dateAddedToCollection) VALUES (?, ?, ?, ?, ?)',
      )
      .run(id, r.recordType, r.recordID, r.sort ?? i, now),
  );
}

/**
 * Renaming or deleting a collection: its creator (with community.manage) or a site.manage
 * holder. Another moderator's collection is refused (demo-host rule; the spec names only
 * community.manage for adding to collections).
 */
function requireOwnerOrSiteManager(req: FastifyRequest, c: CollectionRow): void {
  if (c.insertUserID !== req.viewer.userID && !req.perms.has('site.manage'))
    throw new HttpError(403, 'You may only change your own collections.');
}

export function registerCollectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{
    Querystring: {
      collectionID?: string;
      name?: string;
      insertUserID?: number;
      page?: number;
      limit?: number;
    };
  }>(
    '/collections',
    {
      schema: {
        querystring: obj({
          collectionID: {},
          name: { type: 'string' },
          // Demo-host extension (not in the reference API): one member's collections, for
          // the collections page of a profile.
          insertUserID: { type: 'integer', minimum: 1 },
          ...pageQuery,
        }),
      },
    },
    async (req, reply) => {
      const ids = parseIDList(req.query.collectionID);
      if (ids?.some((n) => !Number.isFinite(n)))
        throw fieldError('collectionID', 'collectionID is not a valid range expression.');
      let rows = ctx.db
        .prepare('SELECT * FROM collections ORDER BY collectionID')
        .all() as CollectionRow[];
      if (ids) rows = rows.filter((r) => ids.includes(r.collectionID));
      if (req.query.insertUserID)
        rows = rows.filter((r) => r.insertUserID === req.query.insertUserID);
      if (req.query.name)
        rows = rows.filter((r) =>
          r.name.toLowerCase().includes(String(req.query.name).toLowerCase()),
        );
      const p = paging(req.query, 30);
      setPagingHeaders(req, reply, p, rows.length);
      return rows.slice(p.offset, p.offset + p.limit).map((c) => serialize(ctx, c));
    },
  );

  app.get<{ Querystring: { recordType: string; recordID: number } }>(
    '/collections/by-resource',
    {
      schema: {
        querystring: obj(
          {
            recordType: { type: 'string', enum: RECORD_TYPES },
            recordID: { type: 'integer', minimum: 1 },
          },
          ['recordType', 'recordID'],
        ),
      },
    },
    async (req) => {
      const rows = ctx.db
        .prepare(
          `SELECT c.* FROM collections c JOIN collection_records r ON r.collectionID = c.collectionID
           WHERE r.recordType = ? AND r.recordID = ? ORDER BY c.collectionID`,
        )
        .all(req.query.recordType, req.query.recordID) as CollectionRow[];
      return rows.map((c) => serialize(ctx, c));
    },
  );

  app.put<{ Body: { collectionIDs: number[]; record: RecordInput } }>(
    '/collections/by-resource',
    {
      schema: {
        body: obj(
          {
            collectionIDs: { type: 'array', items: { type: 'integer', minimum: 1 } },
            record: recordSchema,
          },
          ['collectionIDs', 'record'],
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'community.manage');
      const { record, collectionIDs } = req.body;
      checkRecords(ctx, [record]);
      for (const id of collectionIDs) getCollection(ctx, id);
      const now = nowIso();
      ctx.db.transaction(() => {
        ctx.db
          .prepare('DELETE FROM collection_records WHERE recordType = ? AND recordID = ?')
          .run(record.recordType, record.recordID);
        for (const id of collectionIDs) {
          ctx.db
            .prepare(
              'INSERT INTO collection_records (collectionID, recordType, recordID, sort, dateAddedToCollection) VALUES (?, ?, ?, ?, ?)',
            )
            .run(id, record.recordType, record.recordID, record.sort ?? null, now);
          ctx.db
            .prepare(
              'UPDATE collections SET dateUpdated = ?, updateUserID = ? WHERE collectionID = ?',
            )
            .run(now, req.viewer.userID, id);
        }
      })();
      return collectionIDs.map((id) => serialize(ctx, getCollection(ctx, id)));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/collections/:id',
    { schema: { params: idParams } },
    async (req) => serialize(ctx, getCollection(ctx, req.params.id)),
  );

  const bodySchema = (required: string[]): Record<string, unknown> =>
    obj(
      {
        name: { type: 'string', minLength: 1, maxLength: 100 },
        records: { type: 'array', items: recordSchema, maxItems: 100 },
      },
      required,
    );

  app.post<{ Body: { name: string; records: RecordInput[] } }>(
    '/collections',
    { schema: { body: bodySchema(['name', 'records']) } },
    async (req, reply) => {
      requireSignedIn(req);
      requirePermission(req, 'community.manage');
      if (!req.body.name.trim()) throw fieldError('name', 'The name is required.', 'required');
      checkRecords(ctx, req.body.records);
      const id = ctx.db.transaction(() => {
        const info = ctx.db
          .prepare('INSERT INTO collections (name, insertUserID, dateInserted) VALUES (?, ?, ?)')
          .run(req.body.name.trim(), req.viewer.userID, nowIso());
        const newID = Number(info.lastInsertRowid);
        replaceRecords(ctx, newID, req.body.records);
        return newID;
      })();
      reply.status(201);
      return serialize(ctx, getCollection(ctx, id));
    },
  );

  app.patch<{ Params: { id: number }; Body: { name?: string; records?: RecordInput[] } }>(
    '/collections/:id',
    { schema: { params: idParams, body: bodySchema([]) } },
    async (req) => {
      requireSignedIn(req);
      requirePermission(req, 'community.manage');
      const c = getCollection(ctx, req.params.id);
      requireOwnerOrSiteManager(req, c);
      if (req.body.records) checkRecords(ctx, req.body.records);
      ctx.db.transaction(() => {
        ctx.db
          .prepare(
            'UPDATE collections SET name = COALESCE(?, name), dateUpdated = ?, updateUserID = ? WHERE collectionID = ?',
          )
          .run(req.body.name ?? null, nowIso(), req.viewer.userID, c.collectionID);
        if (req.body.records) replaceRecords(ctx, c.collectionID, req.body.records);
      })();
      return serialize(ctx, getCollection(ctx, c.collectionID));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/collections/:id',
    { schema: { params: idParams } },
    async (req, reply) => {
      requireSignedIn(req);
      requirePermission(req, 'community.manage');
      requireOwnerOrSiteManager(req, getCollection(ctx, req.params.id));
      ctx.db.prepare('DELETE FROM collections WHERE collectionID = ?').run(req.params.id);
      return reply.status(204).send();
    },
  );
}
