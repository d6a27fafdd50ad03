/**
 * The sources the composer loads: GET /discussions/{id}/edit and /comments/{id}/edit (for those
 * who may edit, 02 §5), GET /discussions/{id}/quote and /comments/{id}/quote (for those who may
 * see the post). Bodies are the stored source (`bodySource`), not the rendered HTML.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { discussionPath, originOf } from '../lib/urls.ts';
import { getComment, type CommentRow } from '../model/comments.ts';
import { userFragments } from '../model/users.ts';
import { editableComment } from './comments.ts';
import { assertMayEdit, editableDiscussion, visibleDiscussion } from './discussionAccess.ts';
import { requireSignedIn } from './guards.ts';
import { idParams } from './schemas.ts';

interface Source {
  body: string;
  format: string;
  bodySource: string | null;
  sourceFormat: string | null;
}

/** The source and its format; rows older than migration 003 fall back to their HTML. */
function source(row: Source): { body: string; format: string } {
  return row.bodySource === null
    ? { body: row.body, format: row.format }
    : { body: row.bodySource, format: row.sourceFormat ?? row.format };
}

function visibleComment(ctx: AppContext, req: FastifyRequest, id: number): CommentRow {
  const c = getComment(ctx.db, id);
  if (!c) throw notFound('Comment');
  visibleDiscussion(ctx, req, c.discussionID);
  return c;
}

function quote(
  req: FastifyRequest,
  ctx: AppContext,
  row: Source & { insertUserID: number; dateInserted: string },
  path: string,
): Record<string, unknown> {
  const origin = originOf(req);
  const user = userFragments(ctx.db, [row.insertUserID], origin).get(row.insertUserID);
  const { body, format } = source(row);
  return {
    bodyRaw: body,
    format,
    insertUser: {
      userID: row.insertUserID,
      name: user?.name ?? 'Unknown User',
      url: user?.url ?? `${origin}/profile/${row.insertUserID}`,
    },
    url: `${origin}${path}`,
    dateInserted: row.dateInserted,
  };
}

export function registerPostSourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>(
    '/discussions/:id/edit',
    { schema: { params: idParams } },
    async (req) => {
      requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.params.id);
      assertMayEdit(ctx, req, editableDiscussion(d));
      const tagIDs = (
        ctx.db
          .prepare('SELECT tagID FROM discussion_tags WHERE discussionID = ? ORDER BY tagID')
          .all(d.discussionID) as { tagID: number }[]
      ).map((t) => t.tagID);
      return {
        discussionID: d.discussionID,
        name: d.name,
        ...source(d),
        categoryID: d.categoryID,
        type: d.type,
        tagIDs,
        insertUserID: d.insertUserID,
        dateInserted: d.dateInserted,
      };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/comments/:id/edit',
    { schema: { params: idParams } },
    async (req) => {
      requireSignedIn(req);
      const c = getComment(ctx.db, req.params.id);
      if (!c) throw notFound('Comment');
      const d = visibleDiscussion(ctx, req, c.discussionID);
      assertMayEdit(ctx, req, editableComment(c, d));
      return { commentID: c.commentID, discussionID: c.discussionID, ...source(c) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/discussions/:id/quote',
    { schema: { params: idParams } },
    async (req) => {
      const d = visibleDiscussion(ctx, req, req.params.id);
      return quote(req, ctx, d, discussionPath(d.discussionID, d.name));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/comments/:id/quote',
    { schema: { params: idParams } },
    async (req) => {
      const c = visibleComment(ctx, req, req.params.id);
      return quote(req, ctx, c, `/discussion/comment/${c.commentID}#Comment_${c.commentID}`);
    },
  );
}
