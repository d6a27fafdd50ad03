/** /comments: list for a discussion, get one, post a reply. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { FORMATS, prepareBody } from '../lib/format.ts';
import { RICH2_MAX_LENGTH } from '../lib/rich2.ts';
import type { DiscussionRow } from '../model/discussions.ts';
import { deletePostedDraft, insertComment, notifyMentions } from '../model/posts.ts';
import {
  COMMENT_SELECT,
  getComment,
  serializeComments,
  type CommentRow,
} from '../model/comments.ts';
import {
  assertCan,
  assertMayEdit,
  visibleDiscussion,
  type EditablePost,
} from './discussionAccess.ts';
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

  app.post<{
    Body: {
      discussionID: number;
      body: string;
      format: string;
      parentCommentID?: number;
      draftID?: number;
    };
  }>(
    '/comments',
    {
      schema: {
        body: obj(
          {
            discussionID: { type: 'integer', minimum: 1 },
            body: { type: 'string', minLength: 1, maxLength: RICH2_MAX_LENGTH },
            format: { type: 'string', enum: FORMATS },
            parentCommentID: { type: 'integer', minimum: 1 },
            draftID: { type: 'integer', minimum: 1 },
          },
          ['discussionID', 'body', 'format'],
        ),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.body.discussionID);
      assertCan(req, 'comment', d);
      // Comments here are flat: a reply names a comment of the same discussion, and is then
      // posted at the end like any other.
      const parentID = req.body.parentCommentID;
      if (parentID !== undefined && getComment(ctx.db, parentID)?.discussionID !== d.discussionID)
        throw fieldError(
          'parentCommentID',
          'The comment you are replying to is not in this discussion.',
          'exists',
        );
      const body = prepareBody(ctx.db, req.body.body, req.body.format);
      const now = nowIso();
      const id = insertComment(ctx.db, d, userID, body, now);
      notifyMentions(ctx.db, {
        authorID: userID,
        mentionedUserIDs: body.mentionedUserIDs,
        discussion: d,
        commentID: id,
        now,
      });
      deletePostedDraft(ctx.db, req.body.draftID, userID);
      reply.status(201);
      return serializeComments(
        ctx.db,
        [getComment(ctx.db, id) as CommentRow],
        userID,
        originOf(req),
      )[0];
    },
  );

  app.patch<{ Params: { id: number }; Body: { body: string; format?: string } }>(
    '/comments/:id',
    {
      schema: {
        params: idParams,
        body: obj(
          {
            body: { type: 'string', minLength: 1, maxLength: RICH2_MAX_LENGTH },
            format: { type: 'string', enum: FORMATS },
          },
          ['body'],
          false,
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      const c = getComment(ctx.db, req.params.id);
      if (!c) throw notFound('Comment');
      const d = visibleDiscussion(ctx, req, c.discussionID);
      assertMayEdit(ctx, req, editableComment(c, d));
      const body = prepareBody(
        ctx.db,
        req.body.body,
        req.body.format ?? c.sourceFormat ?? c.format,
      );
      ctx.db
        .prepare(
          'UPDATE comments SET body = ?, format = ?, bodySource = ?, sourceFormat = ?, dateUpdated = ? WHERE commentID = ?',
        )
        .run(body.html, body.format, body.source, body.format, nowIso(), c.commentID);
      return serializeComments(
        ctx.db,
        [getComment(ctx.db, c.commentID) as CommentRow],
        req.viewer.userID,
        originOf(req),
      )[0];
    },
  );
}

/** The edit rule's view of a comment: its discussion's category and closed state. */
export function editableComment(c: CommentRow, d: DiscussionRow): EditablePost {
  return {
    kind: 'comment',
    id: c.commentID,
    insertUserID: c.insertUserID,
    dateInserted: c.dateInserted,
    categoryID: d.categoryID,
    closed: d.closed === 1,
  };
}
