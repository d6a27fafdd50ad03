/** /drafts: the viewer's drafts, with scheduling. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound, permissionError } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { draftSummary, isEmptyRich2Body } from './draftSummary.ts';
import { requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

interface DraftRow {
  draftID: number;
  recordType: string;
  recordID: number | null;
  parentRecordType: string | null;
  parentRecordID: number | null;
  attributes: string;
  draftStatus: string;
  dateScheduled: string | null;
  insertUserID: number;
  updateUserID: number | null;
  dateInserted: string;
  dateUpdated: string | null;
}
interface DraftBody {
  recordType: string;
  recordID?: number | null;
  parentRecordType?: string;
  parentRecordID?: number | null;
  attributes: Record<string, unknown>;
}

function serialize(d: DraftRow): Record<string, unknown> {
  const attributes = JSON.parse(d.attributes) as Record<string, unknown>;
  return {
    draftID: d.draftID,
    recordType: d.recordType,
    recordID: d.recordID,
    parentRecordType: d.parentRecordType,
    parentRecordID: d.parentRecordID,
    attributes,
    draftStatus: d.draftStatus,
    // Why a scheduled draft did not publish (lib/draftPublisher.ts keeps it in attributes.error).
    failedReason:
      d.draftStatus === 'error' && typeof attributes.error === 'string' ? attributes.error : null,
    dateScheduled: d.dateScheduled,
    insertUserID: d.insertUserID,
    updateUserID: d.updateUserID,
    dateInserted: d.dateInserted,
    dateUpdated: d.dateUpdated,
  };
}

function ownDraft(ctx: AppContext, req: FastifyRequest, id: number): DraftRow {
  const userID = requireSignedIn(req);
  const d = ctx.db.prepare('SELECT * FROM drafts WHERE draftID = ?').get(id) as
    DraftRow | undefined;
  if (!d) throw notFound('Draft');
  if (d.insertUserID !== userID) throw permissionError(['session.valid'], [id]);
  return d;
}

const bodySchema = obj(
  {
    recordType: { type: 'string', enum: ['discussion', 'comment', 'article', 'event'] },
    recordID: { type: ['integer', 'null'] },
    parentRecordType: { type: 'string', enum: ['category', 'group', 'discussion', 'comment'] },
    parentRecordID: { type: ['integer', 'null'] },
    attributes: obj({
      body: { type: 'string' },
      format: { type: 'string' },
      name: { type: 'string', maxLength: 100 },
    }),
  },
  ['recordType', 'attributes'],
);

function checkBody(b: DraftBody): void {
  const body = b.attributes.body;
  if (
    typeof body !== 'string' ||
    body.trim() === '' ||
    body.trim() === '[{"insert":"\\n"}]' ||
    (b.recordType === 'comment' && isEmptyRich2Body(body, b.attributes.format))
  ) {
    throw fieldError('attributes.body', 'Invalid draft, no body content', 'required');
  }
}

export function registerDraftRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{
    Querystring: {
      recordType?: string;
      parentRecordType?: string;
      parentRecordID?: number;
      recordID?: number;
      page?: number;
      limit?: number;
      expand?: boolean;
    };
  }>(
    '/drafts',
    {
      schema: {
        querystring: obj({
          recordType: { type: 'string', enum: ['discussion', 'comment', 'article', 'event'] },
          parentRecordType: { type: 'string' },
          parentRecordID: { type: 'integer' },
          recordID: { type: 'integer' },
          draftStatus: { type: 'string', enum: ['draft', 'scheduled', 'error'] },
          expand: { type: 'boolean' },
          ...pageQuery,
        }),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const q = req.query as Record<string, unknown>;
      const where = ['insertUserID = ?'];
      const args: unknown[] = [userID];
      for (const key of [
        'recordType',
        'parentRecordType',
        'parentRecordID',
        'recordID',
        'draftStatus',
      ]) {
        if (q[key] !== undefined) {
          where.push(`${key} = ?`);
          args.push(q[key]);
        }
      }
      const p = paging(req.query, 30);
      const total = (
        ctx.db
          .prepare(`SELECT COUNT(*) AS n FROM drafts WHERE ${where.join(' AND ')}`)
          .get(...args) as { n: number }
      ).n;
      const rows = ctx.db
        .prepare(
          `SELECT * FROM drafts WHERE ${where.join(' AND ')} ORDER BY COALESCE(dateUpdated, dateInserted) DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, p.limit, p.offset) as DraftRow[];
      setPagingHeaders(req, reply, p, total);
      if (req.query.expand !== true) return rows.map(serialize);
      // With expand=true each result gains its `name` and plain-text `excerpt` (04 §6).
      return rows.map((d) => {
        const out = serialize(d);
        return { ...out, ...draftSummary(d.recordType, out.attributes as Record<string, unknown>) };
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/drafts/:id',
    { schema: { params: idParams } },
    async (req) => serialize(ownDraft(ctx, req, req.params.id)),
  );
  app.get<{ Params: { id: number } }>(
    '/drafts/:id/edit',
    { schema: { params: idParams } },
    async (req) => serialize(ownDraft(ctx, req, req.params.id)),
  );

  app.post<{ Body: DraftBody }>('/drafts', { schema: { body: bodySchema } }, async (req, reply) => {
    const userID = requireSignedIn(req);
    checkBody(req.body);
    const b = req.body;
    const now = nowIso();
    const info = ctx.db
      .prepare(
        `INSERT INTO drafts (recordType, recordID, parentRecordType, parentRecordID, attributes, insertUserID, dateInserted, dateUpdated)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        b.recordType,
        b.recordID ?? null,
        b.parentRecordType ?? null,
        b.parentRecordID ?? null,
        JSON.stringify({ ...b.attributes, lastSaved: now }),
        userID,
        now,
        now,
      );
    reply.status(201);
    return serialize(ownDraft(ctx, req, Number(info.lastInsertRowid)));
  });

  app.patch<{ Params: { id: number }; Body: DraftBody }>(
    '/drafts/:id',
    { schema: { params: idParams, body: bodySchema } },
    async (req) => {
      const d = ownDraft(ctx, req, req.params.id);
      checkBody(req.body);
      const b = req.body;
      const now = nowIso();
      ctx.db
        .prepare(
          'UPDATE drafts SET recordType = ?, recordID = ?, parentRecordType = ?, parentRecordID = ?, attributes = ?, updateUserID = ?, dateUpdated = ? WHERE draftID = ?',
        )
        .run(
          b.recordType,
          b.recordID ?? d.recordID,
          b.parentRecordType ?? d.parentRecordType,
          b.parentRecordID ?? d.parentRecordID,
          JSON.stringify({ ...b.attributes, lastSaved: now }),
          req.viewer.userID,
          now,
          d.draftID,
        );
      return serialize(ownDraft(ctx, req, d.draftID));
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/drafts/:id',
    { schema: { params: idParams } },
    async (req, reply) => {
      const d = ownDraft(ctx, req, req.params.id);
      ctx.db.prepare('DELETE FROM drafts WHERE draftID = ?').run(d.draftID);
      return reply.status(204).send();
    },
  );

  app.patch<{
    Params: { id: number };
    Body: { dateScheduled: string; publishedSilently?: boolean };
  }>(
    '/drafts/schedule/:id',
    {
      schema: {
        params: idParams,
        body: obj(
          {
            dateScheduled: { type: 'string', format: 'date-time' },
            publishedSilently: { type: 'boolean' },
          },
          ['dateScheduled'],
        ),
      },
    },
    async (req) => {
      const d = ownDraft(ctx, req, req.params.id);
      if (Date.parse(req.body.dateScheduled) <= Date.now())
        throw fieldError('dateScheduled', 'dateScheduled must be in the future.', 'min');
      // A new schedule forgets why the last one failed.
      const { error: _failed, ...kept } = JSON.parse(d.attributes) as Record<string, unknown>;
      const attrs = {
        ...kept,
        publishedSilently: req.body.publishedSilently ?? false,
      };
      ctx.db
        .prepare(
          "UPDATE drafts SET draftStatus = 'scheduled', dateScheduled = ?, attributes = ?, dateUpdated = ? WHERE draftID = ?",
        )
        .run(
          new Date(req.body.dateScheduled).toISOString(),
          JSON.stringify(attrs),
          nowIso(),
          d.draftID,
        );
      return serialize(ownDraft(ctx, req, d.draftID));
    },
  );

  app.patch<{ Params: { id: number } }>(
    '/drafts/cancel-schedule/:id',
    { schema: { params: idParams } },
    async (req) => {
      const d = ownDraft(ctx, req, req.params.id);
      ctx.db
        .prepare(
          "UPDATE drafts SET draftStatus = 'draft', dateScheduled = NULL, dateUpdated = ? WHERE draftID = ?",
        )
        .run(nowIso(), d.draftID);
      return serialize(ownDraft(ctx, req, d.draftID));
    },
  );
}
