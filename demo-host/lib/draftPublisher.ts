/**
 * Publishes scheduled drafts (03 §3, §4): once when the server starts and then every few
 * seconds, each draft whose `draftStatus` is `scheduled` and whose `dateScheduled` has passed
 * becomes a discussion or a comment, written as the draft's author with the author's
 * permissions checked as if they posted it then. A draft that names a record (`recordID`)
 * updates that discussion or comment instead, under the edit rule.
 *
 * On success the draft is deleted; `publishedSilently` (in `attributes` or its `draftMeta`)
 * means no notifications are created. On failure the draft stays, with `draftStatus` `error`
 * and the reason in `attributes.error` (the drafts API shows it as `failedReason`).
 */
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { viewerFromUser } from '../auth/viewer.ts';
import {
  assertCan,
  assertMayEdit,
  editableDiscussion,
  type Actor,
} from '../api/discussionAccess.ts';
import { editableComment } from '../api/comments.ts';
import { getCategory } from '../model/categories.ts';
import { getComment } from '../model/comments.ts';
import { getDiscussion } from '../model/discussions.ts';
import { insertComment, insertDiscussion, notifyMentions, permissionsOf } from '../model/posts.ts';
import { getUser } from '../model/users.ts';
import { HttpError } from './errors.ts';
import { draftBodySource } from '../api/draftSummary.ts';
import { prepareBody } from './format.ts';
import type { DraftPublisher, PublishResult } from './draftPublisherTypes.ts';

export type { DraftPublisher, PublishResult };

export const DRAFT_PUBLISH_INTERVAL_MS = 5000;

interface ScheduledDraft {
  draftID: number;
  recordType: string;
  recordID: number | null;
  parentRecordType: string | null;
  parentRecordID: number | null;
  attributes: string;
  dateScheduled: string | null;
  insertUserID: number;
}

type Attrs = Record<string, unknown>;

class PublishError extends Error {}

function fail(message: string): never {
  throw new PublishError(message);
}

function integer(v: unknown): number | undefined {
  return Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : undefined;
}

function actorFor(db: Db, userID: number): Actor {
  const user = getUser(db, userID);
  if (!user || user.deleted) fail('The author of this draft no longer exists.');
  if (user.banned) fail('The author of this draft has been banned.');
  return { viewer: viewerFromUser(db, user, ''), perms: permissionsOf(db, userID) };
}

function publishDiscussion(
  ctx: AppContext,
  draft: ScheduledDraft,
  attrs: Attrs,
  actor: Actor,
): number {
  const meta = (attrs.draftMeta ?? {}) as Attrs;
  const name = String(meta.name ?? attrs.name ?? '').trim();
  if (!name) fail('The draft has no title.');
  if (name.length > 100) fail('The title is longer than 100 characters.');
  const body = prepareBody(ctx.db, draftBodySource(attrs.body), String(attrs.format ?? 'rich2'));
  const now = new Date().toISOString();
  if (draft.recordID !== null) {
    const d = getDiscussion(ctx.db, draft.recordID) ?? fail('The discussion no longer exists.');
    assertMayEdit(ctx, actor, editableDiscussion(d));
    ctx.db
      .prepare(
        'UPDATE discussions SET name = ?, body = ?, format = ?, bodySource = ?, sourceFormat = ?, dateUpdated = ?, updateUserID = ? WHERE discussionID = ?',
      )
      .run(
        name,
        body.html,
        body.format,
        body.source,
        body.format,
        now,
        draft.insertUserID,
        d.discussionID,
      );
    return d.discussionID;
  }
  const categoryID =
    integer(meta.categoryID) ??
    (draft.parentRecordType === 'category' ? integer(draft.parentRecordID) : undefined) ??
    fail('The draft has no category.');
  if (!getCategory(ctx.db, categoryID)) fail('The category no longer exists.');
  if (!actor.perms.inCategory('discussions.add', categoryID))
    fail('The author may not start discussions in this category.');
  const tagIDs = Array.isArray(meta.tagIDs)
    ? meta.tagIDs.filter((t) => integer(t) !== undefined)
    : [];
  const id = insertDiscussion(ctx.db, {
    authorID: draft.insertUserID,
    categoryID,
    type: meta.postTypeID === 'question' ? 'question' : 'discussion',
    name,
    body,
    tagIDs: tagIDs as number[],
    now,
  });
  if (!silent(attrs))
    notifyMentions(ctx.db, {
      authorID: draft.insertUserID,
      mentionedUserIDs: body.mentionedUserIDs,
      discussion: { discussionID: id, name, categoryID },
      now,
    });
  return id;
}

function publishComment(
  ctx: AppContext,
  draft: ScheduledDraft,
  attrs: Attrs,
  actor: Actor,
): number {
  const body = prepareBody(ctx.db, draftBodySource(attrs.body), String(attrs.format ?? 'rich2'));
  const now = new Date().toISOString();
  if (draft.recordID !== null) {
    const c = getComment(ctx.db, draft.recordID) ?? fail('The comment no longer exists.');
    const d = getDiscussion(ctx.db, c.discussionID) ?? fail('The discussion no longer exists.');
    assertMayEdit(ctx, actor, editableComment(c, d));
    ctx.db
      .prepare(
        'UPDATE comments SET body = ?, format = ?, bodySource = ?, sourceFormat = ?, dateUpdated = ? WHERE commentID = ?',
      )
      .run(body.html, body.format, body.source, body.format, now, c.commentID);
    return c.commentID;
  }
  const discussionID =
    (draft.parentRecordType === 'discussion' ? integer(draft.parentRecordID) : undefined) ??
    integer(((attrs.draftMeta ?? {}) as Attrs).discussionID) ??
    fail('The draft does not say which discussion it answers.');
  const d = getDiscussion(ctx.db, discussionID) ?? fail('The discussion no longer exists.');
  if (!actor.perms.inCategory('discussions.view', d.categoryID))
    fail('The author may no longer see this discussion.');
  assertCan(actor, 'comment', d);
  const id = insertComment(ctx.db, d, draft.insertUserID, body, now);
  if (!silent(attrs))
    notifyMentions(ctx.db, {
      authorID: draft.insertUserID,
      mentionedUserIDs: body.mentionedUserIDs,
      discussion: d,
      commentID: id,
      now,
    });
  return id;
}

function silent(attrs: Attrs): boolean {
  const meta = (attrs.draftMeta ?? {}) as Attrs;
  return attrs.publishedSilently === true || meta.publishedSilently === true;
}

function reason(err: unknown): string {
  if (err instanceof PublishError) return err.message;
  if (err instanceof HttpError) {
    if (err.status === 403) return 'The author does not have permission to publish this draft.';
    return err.message;
  }
  return 'The draft could not be published.';
}

function publishOne(ctx: AppContext, draft: ScheduledDraft): PublishResult {
  let attrs: Attrs = {};
  try {
    attrs = JSON.parse(draft.attributes) as Attrs;
    const actor = actorFor(ctx.db, draft.insertUserID);
    const recordID =
      draft.recordType === 'discussion'
        ? publishDiscussion(ctx, draft, attrs, actor)
        : draft.recordType === 'comment'
          ? publishComment(ctx, draft, attrs, actor)
          : fail(`Drafts of type ${draft.recordType} cannot be published here.`);
    ctx.db.prepare('DELETE FROM drafts WHERE draftID = ?').run(draft.draftID);
    return { draftID: draft.draftID, status: 'published', recordType: draft.recordType, recordID };
  } catch (err) {
    const error = reason(err);
    ctx.db
      .prepare(
        "UPDATE drafts SET draftStatus = 'error', attributes = ?, dateUpdated = ? WHERE draftID = ?",
      )
      .run(JSON.stringify({ ...attrs, error }), new Date().toISOString(), draft.draftID);
    return { draftID: draft.draftID, status: 'error', recordType: draft.recordType, error };
  }
}

/** Publishes every scheduled draft due at `now`, oldest schedule first. */
export function publishDueDrafts(ctx: AppContext, now = new Date()): PublishResult[] {
  const due = (
    ctx.db
      .prepare(
        "SELECT * FROM drafts WHERE draftStatus = 'scheduled' AND dateScheduled IS NOT NULL ORDER BY dateScheduled, draftID",
      )
      .all() as ScheduledDraft[]
  ).filter((d) => Date.parse(d.dateScheduled ?? '') <= now.getTime());
  return due.map((d) => publishOne(ctx, d));
}

/**
 * Starts publishing: once now, then every `intervalMs` (0: never on a timer). The timer does
 * not keep the process alive; `stop()` ends it (the server calls it when it closes).
 */
export function startDraftPublisher(
  ctx: AppContext,
  intervalMs = DRAFT_PUBLISH_INTERVAL_MS,
): DraftPublisher {
  let timer: NodeJS.Timeout | undefined;
  const tick = (now?: Date): PublishResult[] => {
    try {
      return publishDueDrafts(ctx, now);
    } catch (err) {
      process.stderr.write(`[demo-host] draft publisher: ${(err as Error).message}\n`);
      return [];
    }
  };
  tick();
  if (intervalMs > 0) {
    timer = setInterval(() => tick(), intervalMs);
    timer.unref();
  }
  return {
    tick,
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
