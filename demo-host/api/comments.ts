/** /comments: list for a discussion, get one, post a reply. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, notFound } from '../lib/errors.ts';
import { originOf } from '../lib/urls.ts';
import { hasExpand } from '../lib/query.ts';
import { nowIso } from '../lib/time.ts';
import { dateRangeSql, parseDateFilter, type DateRange } from '../lib/dateFilter.ts';
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
  type CommentSerializeOptions,
} from '../model/comments.ts';
import {
  assertCan,
  assertMayEdit,
  visibleDiscussion,
  type EditablePost,
} from './discussionAccess.ts';
import { requireSignedIn } from './guards.ts';
import { expandQuery, idParams, obj } from './schemas.ts';

/** The comment sorts (03 §9): oldest (the default), newest, top and trending. */
export const COMMENT_SORTS = ['dateInserted', '-dateInserted', '-score', '-experimentalTrending'];
export const DEFAULT_COMMENT_SORT = 'dateInserted';

const ORDER: Record<string, string> = {
  dateInserted: 'dateInserted ASC, commentID ASC',
  '-dateInserted': 'dateInserted DESC, commentID DESC',
  '-score': 'score DESC, commentID ASC',
  score: 'score ASC, commentID ASC',
  // Trending: the score weighed by age, counted in days before the thread's newest comment, so
  // a well-liked recent comment rises above an older one with the same score.
  '-experimentalTrending': 'trending DESC, commentID DESC',
};

/**
 * A page of a discussion's comments in a sort, and their total; `dateInserted` (a date filter,
 * lib/dateFilter.ts) narrows both, so the total counts the filtered comments.
 */
export function listComments(
  ctx: AppContext,
  discussionID: number,
  sort: string,
  p: { limit: number; offset: number },
  dateInserted?: DateRange,
): { rows: CommentRow[]; total: number } {
  const inRange = (column: string) =>
    dateInserted ? dateRangeSql(column, dateInserted) : { sql: '', params: [] };
  const counted = inRange('dateInserted');
  const total = (
    ctx.db
      .prepare(`SELECT COUNT(*) AS n FROM comments WHERE discussionID = ?${counted.sql}`)
      .get(discussionID, ...counted.params) as { n: number }
  ).n;
  const listed = inRange('c.dateInserted');
  const rows = ctx.db
    .prepare(
      `SELECT * FROM (SELECT x.*, (x.score + 1.0) / (2 + julianday((SELECT MAX(dateInserted) FROM comments
         WHERE discussionID = x.discussionID)) - julianday(x.dateInserted)) AS trending
       FROM (${COMMENT_SELECT} WHERE c.discussionID = ?${listed.sql}) x)
       ORDER BY ${ORDER[sort] ?? ORDER[DEFAULT_COMMENT_SORT]} LIMIT ? OFFSET ?`,
    )
    .all(discussionID, ...listed.params, p.limit, p.offset) as CommentRow[];
  return { rows, total };
}

export function registerCommentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{
    Querystring: {
      discussionID: number;
      sort?: string;
      dateInserted?: string;
      page?: number;
      limit?: number;
      expand?: string[];
    };
  }>(
    '/comments',
    {
      schema: {
        querystring: obj(
          {
            discussionID: { type: 'integer', minimum: 1 },
            sort: { type: 'string', enum: Object.keys(ORDER) },
            dateInserted: { type: 'string' },
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
      const sort = req.query.sort ?? DEFAULT_COMMENT_SORT;
      const { dateInserted } = req.query;
      const range =
        dateInserted === undefined ? undefined : parseDateFilter('dateInserted', dateInserted);
      const { rows, total } = listComments(ctx, d.discussionID, sort, p, range);
      setPagingHeaders(req, reply, p, total);
      return serializeComments(ctx.db, rows, commentOptions(ctx, req, req.query.expand));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
    '/comments/:id',
    { schema: { params: idParams, querystring: obj({ expand: expandQuery }) } },
    async (req) => {
      const c = getComment(ctx.db, req.params.id);
      if (!c) throw notFound('Comment');
      visibleDiscussion(ctx, req, c.discussionID);
      return serializeComments(ctx.db, [c], commentOptions(ctx, req, req.query.expand))[0];
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
        commentOptions(ctx, req),
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
        commentOptions(ctx, req),
      )[0];
    },
  );
}

/** How a request sees comments: its viewer, origin, permissions and `expand`. */
export function commentOptions(
  ctx: Pick<AppContext, 'otherSiteOrigin'>,
  req: FastifyRequest,
  expand?: unknown,
): CommentSerializeOptions {
  return {
    viewerID: req.viewer.userID,
    origin: originOf(req),
    otherSiteOrigin: ctx.otherSiteOrigin,
    perms: req.perms,
    expand: (name) => hasExpand(expand, name),
  };
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
