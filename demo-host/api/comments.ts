/** /comments: list for a discussion, get one, post a reply. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { FORMATS, renderBody } from '../lib/format.ts';
import {
  COMMENT_SELECT,
  getComment,
  serializeComments,
  type CommentRow,
} from '../model/comments.ts';
import { assertCan, visibleDiscussion } from './discussionAccess.ts';
import { requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

const SORTS: Record<string, string> = {
  dateInserted: 'c.dateInserted ASC, c.commentID ASC',
  '-dateInserted': 'c.dateInserted DESC, c.commentID DESC',
  '-score': 'score DESC, c.commentID ASC',
  score: 'score ASC, c.commentID ASC',
};

export function listComments(
  ctx: AppContext,
  discussionID: number,
  sort: string,
  p: { limit: number; offset: number },
): { rows: CommentRow[]; total: number } {
  const total = (
    ctx.db
      .prepare('SELECT COUNT(*) AS n FROM comments WHERE discussionID = ?')
      .get(discussionID) as { n: number }
  ).n;
  const rows = ctx.db
    .prepare(
      `${COMMENT_SELECT} WHERE c.discussionID = ? ORDER BY ${SORTS[sort] ?? SORTS.dateInserted} LIMIT ? OFFSET ?`,
    )
    .all(discussionID, p.limit, p.offset) as CommentRow[];
  return { rows, total };
}

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { discussionID: number; sort?: string; page?: number; limit?: number } }>(
    '/comments',
    {
      schema: {
        querystring: obj(
          {
            discussionID: { type: 'integer', minimum: 1 },
            sort: { type: 'string', enum: [...Object.keys(SORTS), '-experimentalTrending'] },
            expand: { type: 'array', items: { type: 'string' } },
            ...pageQuery,
          },
          ['discussionID'],
        ),
      },
    },
    async (req, reply) => {
      const d = visibleDiscussion(ctx, req, req.query.discussionID);
      const p = paging(req.query, 30);
      const sort =
        req.query.sort === '-experimentalTrending' ? '-score' : (req.query.sort ?? 'dateInserted');
      const { rows, total } = listComments(ctx, d.discussionID, sort, p);
      setPagingHeaders(req, reply, p, total);
      return serializeComments(ctx.db, rows, req.viewer.userID, originOf(req));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/comments/:id',
    { schema: { params: idParams } },
    async (req) => {
      const c = getComment(ctx.db, req.params.id);
      if (!c) throw notFound('Comment');
      visibleDiscussion(ctx, req, c.discussionID);
      return serializeComments(ctx.db, [c], req.viewer.userID, originOf(req))[0];
    },
  );

  app.post<{ Body: { discussionID: number; body: string; format: string } }>(
    '/comments',
    {
      schema: {
        body: obj(
          {
            discussionID: { type: 'integer', minimum: 1 },
            body: { type: 'string', minLength: 1, maxLength: 20000 },
            format: { type: 'string', enum: FORMATS },
          },
          ['discussionID', 'body', 'format'],
        ),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.body.discussionID);
      assertCan(req, 'comment', d);
      const now = nowIso();
      const id = ctx.db.transaction(() => {
        const info = ctx.db
          .prepare(
            "INSERT INTO comments (discussionID, body, format, insertUserID, dateInserted) VALUES (?, ?, 'wysiwyg', ?, ?)",
          )
          .run(d.discussionID, renderBody(req.body.body, req.body.format), userID, now);
        if (!d.sink)
          ctx.db
            .prepare(
              'UPDATE discussions SET dateLastComment = ?, lastUserID = ? WHERE discussionID = ?',
            )
            .run(now, userID, d.discussionID);
        else
          ctx.db
            .prepare('UPDATE discussions SET lastUserID = ? WHERE discussionID = ?')
            .run(userID, d.discussionID);
        if (d.type === 'question' && d.statusID === 1 && d.insertUserID !== userID) {
          ctx.db
            .prepare('UPDATE discussions SET statusID = 2 WHERE discussionID = ?')
            .run(d.discussionID);
        }
        return Number(info.lastInsertRowid);
      })();
      reply.status(201);
      return serializeComments(
        ctx.db,
        [getComment(ctx.db, id) as CommentRow],
        userID,
        originOf(req),
      )[0];
    },
  );
}
