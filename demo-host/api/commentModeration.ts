/**
 * What the post page does to others' comments: delete one (moderators) and accept or reject one
 * as the answer to a question (the asker and moderators). Reports are Flag-class reactions
 * (api/reactions.ts), for comments as for discussions.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, notFound, permissionError } from '../lib/errors.ts';
import {
  deleteComment,
  getComment,
  refreshQuestionStatus,
  serializeComments,
  type CommentRow,
} from '../model/comments.ts';
import { commentOptions } from './comments.ts';
import { visibleDiscussion } from './discussionAccess.ts';
import { requireNotBanned, requireSignedIn } from './guards.ts';
import { idParams, obj } from './schemas.ts';

export const ANSWER_STATUSES = ['accepted', 'rejected', 'pending'] as const;
type AnswerStatus = (typeof ANSWER_STATUSES)[number];

export function registerCommentModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Params: { id: number } }>(
    '/comments/:id',
    { schema: { params: idParams } },
    async (req, reply) => {
      const c = getComment(ctx.db, req.params.id);
      if (!c) throw notFound('Comment');
      const d = visibleDiscussion(ctx, req, c.discussionID);
      if (
        !req.viewer.signedIn ||
        req.viewer.banned ||
        !req.perms.inCategory('comments.delete', d.categoryID)
      )
        throw permissionError(['comments.delete'], [c.commentID]);
      deleteComment(ctx.db, c);
      return reply.status(204).send();
    },
  );

  app.patch<{ Params: { id: number }; Body: { status: AnswerStatus } }>(
    '/comments/:id/answer',
    {
      schema: {
        params: idParams,
        body: obj({ status: { type: 'string', enum: [...ANSWER_STATUSES] } }, ['status'], false),
      },
    },
    async (req) => {
      requireSignedIn(req);
      requireNotBanned(req);
      const c = getComment(ctx.db, req.params.id);
      if (!c) throw notFound('Comment');
      const d = visibleDiscussion(ctx, req, c.discussionID);
      if (d.type !== 'question')
        throw new HttpError(
          422,
          'Only the answers to a question can be accepted or rejected: this comment is not on a question.',
        );
      const asker = d.insertUserID === req.viewer.userID;
      if (!asker && !req.perms.inCategory('discussions.moderate', d.categoryID))
        throw permissionError(['discussions.moderate'], [c.commentID]);
      const status = req.body.status === 'pending' ? null : req.body.status;
      ctx.db.transaction(() => {
        ctx.db
          .prepare('UPDATE comments SET qnaStatus = ? WHERE commentID = ?')
          .run(status, c.commentID);
        refreshQuestionStatus(ctx.db, d.discussionID);
      })();
      return serializeComments(
        ctx.db,
        [getComment(ctx.db, c.commentID) as CommentRow],
        commentOptions(ctx, req),
      )[0];
    },
  );
}
