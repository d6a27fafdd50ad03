/** /discussions: list, get, create, patch, delete, bookmarked. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { fieldError, permissionError } from '../lib/errors.ts';
import { hasExpand, parseIDList } from '../lib/query.ts';
import { originOf } from '../lib/urls.ts';
import { nowIso } from '../lib/time.ts';
import { pageQuery, paging, setPagingHeaders } from '../lib/paging.ts';
import { FORMATS, prepareBody } from '../lib/format.ts';
import { RICH2_MAX_LENGTH } from '../lib/rich2.ts';
import { allCategories, descendantIDs, getCategory } from '../model/categories.ts';
import { getUser } from '../model/users.ts';
import {
  DISCUSSION_SORTS,
  getDiscussion,
  queryDiscussions,
  serializeDiscussions,
  type DiscussionRow,
} from '../model/discussions.ts';
import { deletePostedDraft, insertDiscussion, notifyMentions } from '../model/posts.ts';
import {
  assertCan,
  assertMayEdit,
  editableDiscussion,
  mayEdit,
  serializeOne,
  visibleDiscussion,
} from './discussionAccess.ts';
import { requireSignedIn } from './guards.ts';
import { expandQuery, idParams, obj } from './schemas.ts';

export interface ListQuery {
  discussionID?: string | string[];
  categoryID?: number;
  includeChildCategories?: boolean;
  tagID?: string | string[];
  followed?: boolean;
  type?: string[];
  insertUserID?: number;
  pinned?: boolean;
  closed?: boolean;
  resolved?: boolean;
  statusID?: number[];
  pinOrder?: 'first' | 'mixed';
  sort?: string;
  page?: number;
  limit?: number;
  expand?: string[];
}

export const listQuerySchema = obj({
  discussionID: {},
  categoryID: { type: 'integer', minimum: 1 },
  includeChildCategories: { type: 'boolean' },
  tagID: {},
  followed: { type: 'boolean' },
  type: {
    type: 'array',
    items: { type: 'string', enum: ['discussion', 'question', 'idea', 'poll', 'redirect'] },
  },
  insertUserID: { type: 'integer' },
  pinned: { type: 'boolean' },
  closed: { type: 'boolean' },
  resolved: { type: 'boolean' },
  statusID: { type: 'array', items: { type: 'integer' } },
  pinOrder: { type: 'string', enum: ['first', 'mixed'] },
  sort: { type: 'string', enum: DISCUSSION_SORTS },
  expand: expandQuery,
  ...pageQuery,
});

/** Runs a list query for the viewer (shared with the server-rendered pages). */
export function listDiscussions(
  ctx: AppContext,
  req: FastifyRequest,
  q: ListQuery,
): {
  items: Record<string, unknown>[];
  total: number;
  page: number;
  limit: number;
  offset: number;
} {
  const p = paging(q, 30);
  const ids = (field: string, v: unknown): number[] | undefined => {
    const list = parseIDList(v);
    if (list?.some((n) => !Number.isFinite(n)))
      throw fieldError(field, `${field} is not a valid list of IDs.`);
    return list;
  };
  let categoryIDs: number[] | undefined;
  if (q.categoryID !== undefined) {
    categoryIDs = q.includeChildCategories
      ? descendantIDs(allCategories(ctx.db), q.categoryID)
      : [q.categoryID];
  }
  if (q.followed && !req.viewer.signedIn)
    throw fieldError('followed', 'You must sign in to filter by followed categories.');
  const { rows, total } = queryDiscussions(ctx.db, {
    discussionIDs: ids('discussionID', q.discussionID),
    tagIDs: ids('tagID', q.tagID),
    categoryIDs,
    followedBy: q.followed ? req.viewer.userID : undefined,
    types: q.type,
    insertUserID: q.insertUserID,
    pinned: q.pinned,
    closed: q.closed,
    resolved: q.resolved,
    statusIDs: q.statusID,
    visibleCategoryIDs: req.perms.categoriesWith('discussions.view'),
    sort: q.sort ?? '-dateLastComment',
    pinOrder: q.pinOrder ?? 'first',
    limit: p.limit,
    offset: p.offset,
  });
  const items = serializeDiscussions(ctx.db, rows, {
    viewerID: req.viewer.userID,
    origin: originOf(req),
    expand: (name) => hasExpand(q.expand, name),
    perms: req.perms,
    otherSiteOrigin: ctx.otherSiteOrigin,
  });
  return { items, total, ...p };
}

interface PatchBody {
  name?: string;
  body?: string;
  format?: string;
  categoryID?: number;
  closed?: boolean;
  sink?: boolean;
  pinned?: boolean;
  pinLocation?: 'category' | 'recent' | null;
  resolved?: boolean;
  insertUserID?: number;
}

export function registerDiscussionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/discussions',
    { schema: { querystring: listQuerySchema } },
    async (req, reply) => {
      const r = listDiscussions(ctx, req, req.query);
      setPagingHeaders(req, reply, r, r.total);
      return r.items;
    },
  );

  app.get<{ Querystring: ListQuery }>(
    '/discussions/bookmarked',
    { schema: { querystring: listQuerySchema } },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const p = paging(req.query, 30);
      const { rows, total } = queryDiscussions(ctx.db, {
        bookmarkedBy: userID,
        visibleCategoryIDs: req.perms.categoriesWith('discussions.view'),
        sort: req.query.sort ?? '-dateLastComment',
        pinOrder: 'mixed',
        limit: p.limit,
        offset: p.offset,
      });
      setPagingHeaders(req, reply, p, total);
      return serializeDiscussions(ctx.db, rows, {
        viewerID: userID,
        origin: originOf(req),
        expand: (n) => hasExpand(req.query.expand, n),
        otherSiteOrigin: ctx.otherSiteOrigin,
      });
    },
  );

  app.get<{ Params: { id: number }; Querystring: { expand?: string[] } }>(
    '/discussions/:id',
    { schema: { params: idParams, querystring: obj({ expand: expandQuery }) } },
    async (req) =>
      serializeOne(ctx, req, visibleDiscussion(ctx, req, req.params.id), req.query.expand),
  );

  app.post<{
    Body: {
      name: string;
      body: string;
      format: string;
      categoryID: number;
      type?: string;
      tagIDs?: number[];
      draftID?: number;
      groupID?: number;
      attributes?: { groupID?: number };
    };
  }>(
    '/discussions',
    {
      schema: {
        body: obj(
          {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            body: { type: 'string', minLength: 1, maxLength: RICH2_MAX_LENGTH },
            format: { type: 'string', enum: FORMATS },
            categoryID: { type: 'integer', minimum: 1 },
            type: { type: 'string', enum: ['discussion', 'question'] },
            tagIDs: { type: 'array', items: { type: 'integer' } },
            draftID: { type: 'integer', minimum: 1 },
            // A group's post (03 §2, §3; api/openapi.yaml DiscussionPost.attributes).
            groupID: { type: 'integer', minimum: 1 },
            attributes: obj({ groupID: { type: 'integer', minimum: 1 } }, [], false),
          },
          ['name', 'body', 'format', 'categoryID'],
        ),
      },
    },
    async (req, reply) => {
      const userID = requireSignedIn(req);
      const b = req.body;
      if (!getCategory(ctx.db, b.categoryID))
        throw fieldError('categoryID', 'The category does not exist.', 'exists');
      if (!req.perms.inCategory('discussions.add', b.categoryID))
        throw permissionError(['discussions.add'], [b.categoryID]);
      if (!b.name.trim()) throw fieldError('name', 'name is required.', 'required');
      const groupID = b.groupID ?? b.attributes?.groupID;
      if (
        groupID !== undefined &&
        !ctx.db.prepare('SELECT 1 FROM groups WHERE groupID = ?').get(groupID)
      )
        throw fieldError('attributes.groupID', 'The group does not exist.', 'exists');
      const body = prepareBody(ctx.db, b.body, b.format);
      const now = nowIso();
      const id = insertDiscussion(ctx.db, {
        ...(groupID === undefined ? {} : { groupID }),
        authorID: userID,
        categoryID: b.categoryID,
        type: b.type ?? 'discussion',
        name: b.name,
        body,
        tagIDs: b.tagIDs ?? [],
        now,
      });
      const row = getDiscussion(ctx.db, id) as DiscussionRow;
      notifyMentions(ctx.db, {
        authorID: userID,
        mentionedUserIDs: body.mentionedUserIDs,
        discussion: row,
        now,
      });
      deletePostedDraft(ctx.db, b.draftID, userID);
      reply.status(201);
      return serializeOne(ctx, req, row, ['insertUser', 'category']);
    },
  );

  app.patch<{ Params: { id: number }; Body: PatchBody; Querystring: { expand?: string[] } }>(
    '/discussions/:id',
    {
      schema: {
        params: idParams,
        querystring: obj({ expand: expandQuery }),
        body: obj(
          {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            body: { type: 'string', minLength: 1, maxLength: RICH2_MAX_LENGTH },
            format: { type: 'string', enum: FORMATS },
            categoryID: { type: 'integer', minimum: 1 },
            closed: { type: 'boolean' },
            sink: { type: 'boolean' },
            pinned: { type: 'boolean' },
            pinLocation: { type: ['string', 'null'], enum: ['category', 'recent', null] },
            resolved: { type: 'boolean' },
            insertUserID: { type: 'integer', minimum: 1 },
          },
          [],
          false,
        ),
      },
    },
    async (req) => {
      requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.params.id);
      const b = req.body;
      if (Object.keys(b).length === 0) throw fieldError('body', 'Nothing to update.', 'empty');
      if (b.name !== undefined || b.body !== undefined)
        assertMayEdit(ctx, req, editableDiscussion(d));
      const body =
        b.body === undefined
          ? undefined
          : prepareBody(ctx.db, b.body, b.format ?? d.sourceFormat ?? d.format);
      if (b.categoryID !== undefined && b.categoryID !== d.categoryID) {
        // Authors editing their own discussion may pick another category (where they may
        // start discussions); moving anyone else's takes discussions.edit.
        const ownEdit =
          d.insertUserID === req.viewer.userID && mayEdit(ctx, req, editableDiscussion(d));
        if (!ownEdit) assertCan(req, 'move', d);
        if (!getCategory(ctx.db, b.categoryID))
          throw fieldError('categoryID', 'The category does not exist.', 'exists');
        if (!req.perms.inCategory('discussions.add', b.categoryID))
          throw permissionError(['discussions.add'], [b.categoryID]);
      }
      if (b.closed !== undefined) assertCan(req, 'close', d);
      if (b.sink !== undefined) assertCan(req, 'sink', d);
      if (b.pinned !== undefined || b.pinLocation !== undefined) assertCan(req, 'announce', d);
      if (b.resolved !== undefined) assertCan(req, 'resolve', d);
      if (b.insertUserID !== undefined) {
        // Changing the author needs site.manage or community.manage (spec 03 §6).
        if (!req.perms.has('site.manage') && !req.perms.has('community.manage'))
          throw permissionError(['site.manage', 'community.manage'], [d.discussionID]);
        const author = getUser(ctx.db, b.insertUserID);
        if (!author || author.deleted)
          throw fieldError('insertUserID', 'The user does not exist.', 'exists');
      }
      const set: string[] = [];
      const args: unknown[] = [];
      const put = (col: string, v: unknown): void => {
        set.push(`${col} = ?`);
        args.push(typeof v === 'boolean' ? (v ? 1 : 0) : v);
      };
      if (b.name !== undefined) put('name', b.name.trim());
      if (body) {
        put('body', body.html);
        put('format', body.format);
        put('bodySource', body.source);
        put('sourceFormat', body.format);
      }
      if (b.categoryID !== undefined) put('categoryID', b.categoryID);
      if (b.closed !== undefined) put('closed', b.closed);
      if (b.sink !== undefined) put('sink', b.sink);
      if (b.resolved !== undefined) put('resolved', b.resolved);
      if (b.insertUserID !== undefined) put('insertUserID', b.insertUserID);
      if (b.pinned !== undefined) put('pinned', b.pinned);
      if (b.pinned === false) put('pinLocation', null);
      else if (b.pinLocation !== undefined) put('pinLocation', b.pinLocation);
      else if (b.pinned === true) put('pinLocation', 'category');
      put('dateUpdated', nowIso());
      put('updateUserID', req.viewer.userID);
      ctx.db
        .prepare(`UPDATE discussions SET ${set.join(', ')} WHERE discussionID = ?`)
        .run(...args, d.discussionID);
      return serializeOne(
        ctx,
        req,
        getDiscussion(ctx.db, d.discussionID) as DiscussionRow,
        req.query.expand ?? [],
      );
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/discussions/:id',
    { schema: { params: idParams } },
    async (req, reply) => {
      requireSignedIn(req);
      const d = visibleDiscussion(ctx, req, req.params.id);
      assertCan(req, 'delete', d);
      deleteDiscussion(ctx, d.discussionID);
      return reply.status(204).send();
    },
  );
}

export function deleteDiscussion(ctx: AppContext, id: number): void {
  ctx.db.transaction(() => {
    const comments = ctx.db
      .prepare('SELECT commentID FROM comments WHERE discussionID = ?')
      .all(id) as { commentID: number }[];
    for (const c of comments)
      ctx.db
        .prepare("DELETE FROM reactions WHERE recordType = 'comment' AND recordID = ?")
        .run(c.commentID);
    ctx.db
      .prepare("DELETE FROM reactions WHERE recordType = 'discussion' AND recordID = ?")
      .run(id);
    ctx.db
      .prepare("DELETE FROM collection_records WHERE recordType = 'discussion' AND recordID = ?")
      .run(id);
    ctx.db.prepare('UPDATE notifications SET discussionID = NULL WHERE discussionID = ?').run(id);
    ctx.db.prepare('DELETE FROM discussions WHERE discussionID = ?').run(id);
  })();
}
