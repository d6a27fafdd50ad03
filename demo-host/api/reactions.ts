/** Reactions on discussions and comments: GET (who reacted), POST (react), DELETE (un-react). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound, permissionError } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import {
  reactionPermission,
  reactionSummaries,
  reactionTypeByCode,
  reactionTypes,
} from '../model/reactions.ts';
import { userFragments } from '../model/users.ts';
import { getComment } from '../model/comments.ts';
import type { DiscussionRow } from '../model/discussions.ts';
import { can, visibleDiscussion } from './discussionAccess.ts';
import { requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

type RecordType = 'discussion' | 'comment';

/** The discussion a record belongs to, checked for visibility. */
function parentDiscussion(
  ctx: AppContext,
  req: FastifyRequest,
  type: RecordType,
  id: number,
): DiscussionRow {
  if (type === 'discussion') return visibleDiscussion(ctx, req, id);
  const c = getComment(ctx.db, id);
  if (!c) throw notFound('Comment');
  return visibleDiscussion(ctx, req, c.discussionID);
}

function summary(
  ctx: AppContext,
  type: RecordType,
  id: number,
  viewerID: number,
): Record<string, unknown>[] {
  return (reactionSummaries(ctx.db, type, [id], viewerID).get(id) ?? []).map((r) => ({
    tagID: r.tagID,
    urlcode: r.urlcode,
    name: r.name,
    class: r.class,
    count: r.count,
    hasReacted: r.hasReacted,
    reactionValue: r.reactionValue,
  }));
}

export function registerReactionRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const type of ['discussion', 'comment'] as const) {
    const base = `/${type}s/:id/reactions`;

    app.get<{
      Params: { id: number };
      Querystring: { type?: string; page?: number; limit?: number };
    }>(
      base,
      {
        schema: {
          params: idParams,
          querystring: obj({ type: { type: 'string', minLength: 1 }, ...pageQuery }),
        },
      },
      async (req, reply) => {
        parentDiscussion(ctx, req, type, req.params.id);
        if (!req.perms.has('reactions.view')) throw permissionError(['reactions.view']);
        let tagID: number | undefined;
        if (req.query.type) {
          const rt = reactionTypeByCode(ctx.db, req.query.type);
          if (!rt) throw fieldError('type', `Unknown reaction type "${req.query.type}".`, 'enum');
          tagID = rt.tagID;
        }
        const p = paging(req.query, 30);
        const where = `recordType = ? AND recordID = ?${tagID ? ' AND tagID = ?' : ''}`;
        const args: unknown[] = [type, req.params.id, ...(tagID ? [tagID] : [])];
        const total = (
          ctx.db.prepare(`SELECT COUNT(*) AS n FROM reactions WHERE ${where}`).get(...args) as {
            n: number;
          }
        ).n;
        const rows = ctx.db
          .prepare(
            `SELECT * FROM reactions WHERE ${where} ORDER BY dateInserted DESC, userID LIMIT ? OFFSET ?`,
          )
          .all(...args, p.limit, p.offset) as {
          recordID: number;
          userID: number;
          tagID: number;
          dateInserted: string;
        }[];
        const users = userFragments(
          ctx.db,
          rows.map((r) => r.userID),
          originOf(req),
        );
        const types = new Map(reactionTypes(ctx.db).map((t) => [t.tagID, t]));
        setPagingHeaders(req, reply, p, total);
        return rows.map((r) => {
          const t = types.get(r.tagID);
          return {
            recordType: type,
            recordID: r.recordID,
            tagID: r.tagID,
            userID: r.userID,
            dateInserted: r.dateInserted,
            user: users.get(r.userID),
            reactionType: t
              ? { tagID: t.tagID, urlcode: t.urlcode, name: t.name, class: t.class }
              : null,
          };
        });
      },
    );

    app.post<{ Params: { id: number }; Body: { reactionType: string } }>(
      base,
      {
        schema: {
          params: idParams,
          body: obj({ reactionType: { type: 'string', minLength: 1 } }, ['reactionType']),
        },
      },
      async (req) => {
        const userID = requireSignedIn(req);
        const d = parentDiscussion(ctx, req, type, req.params.id);
        const rt = reactionTypeByCode(ctx.db, req.body.reactionType);
        if (!rt)
          throw fieldError(
            'reactionType',
            `Unknown reaction type "${req.body.reactionType}".`,
            'enum',
          );
        const perm = reactionPermission(rt);
        if (!req.perms.has(perm)) throw permissionError([perm], [req.params.id]);
        if (rt.class !== 'Flag' && !can(req, 'comment', d))
          throw permissionError([d.closed ? 'discussions.close' : 'comments.add'], [req.params.id]);
        ctx.db
          .prepare(
            'INSERT OR REPLACE INTO reactions (recordType, recordID, userID, tagID, dateInserted) VALUES (?, ?, ?, ?, ?)',
          )
          .run(type, req.params.id, userID, rt.tagID, nowIso());
        return summary(ctx, type, req.params.id, userID);
      },
    );

    const remove = async (
      req: FastifyRequest<{ Params: { id: number; userID?: number } }>,
      userID: number,
    ): Promise<void> => {
      parentDiscussion(ctx, req, type, req.params.id);
      if (userID !== req.viewer.userID && !req.perms.has('community.moderate'))
        throw permissionError(['community.moderate']);
      ctx.db
        .prepare('DELETE FROM reactions WHERE recordType = ? AND recordID = ? AND userID = ?')
        .run(type, req.params.id, userID);
    };
    app.delete<{ Params: { id: number } }>(
      base,
      { schema: { params: idParams } },
      async (req, reply) => {
        await remove(req, requireSignedIn(req));
        return reply.status(204).send();
      },
    );
    app.delete<{ Params: { id: number; userID: number } }>(
      `${base}/:userID`,
      {
        schema: {
          params: obj(
            { id: { type: 'integer', minimum: 1 }, userID: { type: 'integer', minimum: 1 } },
            ['id', 'userID'],
          ),
        },
      },
      async (req, reply) => {
        requireSignedIn(req);
        await remove(req, req.params.userID);
        return reply.status(204).send();
      },
    );
  }
}
