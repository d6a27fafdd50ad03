/** Per-discussion actions: type, bookmark, dismiss, mute, bump, tags, the read position. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, fieldError } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import { getDiscussion, type DiscussionRow } from '../model/discussions.ts';
import { getConfig } from '../model/config.ts';
import { assertCan, serializeOne, visibleDiscussion } from './discussionAccess.ts';
import { requireSignedIn } from './guards.ts';
import { expandQuery, idParams, obj } from './schemas.ts';

type Flag = 'bookmarked' | 'muted' | 'dismissed';

function setUserFlag(
  ctx: AppContext,
  userID: number,
  discussionID: number,
  flag: Flag,
  value: boolean,
): void {
  ctx.db
    .prepare(
      `INSERT INTO user_discussion (userID, discussionID, ${flag}) VALUES (?, ?, ?)
       ON CONFLICT (userID, discussionID) DO UPDATE SET ${flag} = excluded.${flag}`,
    )
    .run(userID, discussionID, value ? 1 : 0);
}

export function registerDiscussionActionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Params: { id: number }; Body: { type: string } }>(
    '/discussions/:id/type',
    {
      schema: {
        params: idParams,
        body: obj(
          {
            type: { type: 'string', enum: ['discussion', 'question'] },
            postTypeID: { type: 'string' },
          },
          ['type'],
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.params.id);
      assertCan(req, 'type', d);
      const statusID = req.body.type === 'question' ? (d.statusID ?? 1) : null;
      ctx.db
        .prepare(
          'UPDATE discussions SET type = ?, statusID = ?, dateUpdated = ?, updateUserID = ? WHERE discussionID = ?',
        )
        .run(req.body.type, statusID, nowIso(), req.viewer.userID, d.discussionID);
      return serializeOne(ctx, req, getDiscussion(ctx.db, d.discussionID) as DiscussionRow, []);
    },
  );

  const flagRoute = (path: string, flag: Flag, check?: (d: DiscussionRow) => void): void => {
    app.put<{ Params: { id: number }; Body: Record<string, boolean> }>(
      `/discussions/:id/${path}`,
      { schema: { params: idParams, body: obj({ [flag]: { type: 'boolean' } }, [flag]) } },
      async (req) => {
        const userID = requireSignedIn(req);
        const d = visibleDiscussion(ctx, req, req.params.id);
        check?.(d);
        const value = req.body[flag] === true;
        setUserFlag(ctx, userID, d.discussionID, flag, value);
        return { [flag]: value };
      },
    );
  };
  flagRoute('bookmark', 'bookmarked');
  flagRoute('mute', 'muted');
  flagRoute('dismiss', 'dismissed', (d) => {
    if (!d.pinned)
      throw fieldError('dismissed', 'Only announcements can be dismissed.', 'notAnnouncement');
  });

  app.patch<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
    '/discussions/:id/bump',
    { schema: { params: idParams, querystring: obj({ expand: expandQuery }) } },
    async (req) => {
      requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.params.id);
      assertCan(req, 'bump', d);
      ctx.db
        .prepare('UPDATE discussions SET dateLastComment = ? WHERE discussionID = ?')
        .run(nowIso(), d.discussionID);
      return serializeOne(
        ctx,
        req,
        getDiscussion(ctx.db, d.discussionID) as DiscussionRow,
        req.query.expand ?? [],
      );
    },
  );

  // The member's read position (issue 37 §2, api/openapi.yaml `putDiscussionRead`): how many of
  // the thread's comments, in date order, they have read. It never moves backwards and never
  // passes the thread's count; `countUnread` and `unread` follow from it as in the discussion's
  // own JSON (03 §3). Guests are not marked unread (03 §4): 403.
  app.put<{ Params: { id: number }; Body: { countCommentsRead: number } }>(
    '/discussions/:id/read',
    {
      schema: {
        params: idParams,
        body: obj({ countCommentsRead: { type: 'integer', minimum: 0 } }, ['countCommentsRead']),
      },
    },
    async (req) => {
      const userID = requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.params.id);
      const wanted = Math.min(req.body.countCommentsRead, d.countComments);
      ctx.db
        .prepare(
          `INSERT INTO user_discussion (userID, discussionID, countCommentsRead, dateLastViewed) VALUES (?, ?, ?, ?)
           ON CONFLICT (userID, discussionID) DO UPDATE SET
             countCommentsRead = MAX(COALESCE(countCommentsRead, 0), excluded.countCommentsRead),
             dateLastViewed = excluded.dateLastViewed`,
        )
        .run(userID, d.discussionID, wanted, nowIso());
      const row = ctx.db
        .prepare(
          'SELECT countCommentsRead FROM user_discussion WHERE userID = ? AND discussionID = ?',
        )
        .get(userID, d.discussionID) as { countCommentsRead: number };
      const countUnread = Math.max(0, d.countComments - row.countCommentsRead);
      return {
        discussionID: d.discussionID,
        countCommentsRead: row.countCommentsRead,
        countUnread,
        unread: countUnread > 0,
      };
    },
  );

  const tagsRoute = (method: 'PUT' | 'POST'): void => {
    app.route<{ Params: { id: number }; Body: { tagIDs?: number[]; urlcodes?: string[] } }>({
      method,
      url: '/discussions/:id/tags',
      schema: {
        params: idParams,
        body: obj({
          tagIDs: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 50 },
          urlcodes: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 50 },
        }),
      },
      handler: async (req) => {
        requireSignedIn(req);
        if (getConfig(ctx.db, 'tagging.enabled') !== true)
          throw new HttpError(400, 'Tagging is disabled.');
        const d = visibleDiscussion(ctx, req, req.params.id);
        assertCan(req, 'tag', d);
        if (!req.body.tagIDs && !req.body.urlcodes)
          throw fieldError('tagIDs', 'tagIDs or urlcodes is required.', 'required');
        const ids = new Set(req.body.tagIDs ?? []);
        for (const code of req.body.urlcodes ?? []) {
          const row = ctx.db.prepare('SELECT tagID FROM tags WHERE urlcode = ?').get(code) as
            { tagID: number } | undefined;
          if (!row) throw fieldError('urlcodes', `The tag "${code}" does not exist.`, 'exists');
          ids.add(row.tagID);
        }
        for (const id of ids) {
          if (!ctx.db.prepare('SELECT 1 FROM tags WHERE tagID = ?').get(id))
            throw fieldError('tagIDs', `The tag ${id} does not exist.`, 'exists');
        }
        ctx.db.transaction(() => {
          if (method === 'PUT')
            ctx.db
              .prepare('DELETE FROM discussion_tags WHERE discussionID = ?')
              .run(d.discussionID);
          for (const id of ids)
            ctx.db
              .prepare('INSERT OR IGNORE INTO discussion_tags (discussionID, tagID) VALUES (?, ?)')
              .run(d.discussionID, id);
        })();
        return ctx.db
          .prepare(
            `SELECT t.tagID, t.urlcode, t.name FROM discussion_tags dt JOIN tags t ON t.tagID = dt.tagID
             WHERE dt.discussionID = ? ORDER BY t.name`,
          )
          .all(d.discussionID);
      },
    });
  };
  tagsRoute('PUT');
  tagsRoute('POST');
}
