/**
 * Staff pages the discussion list and account menu link to: /log/filter and
 * /dashboard/log/moderation (moderators), /dashboard/content/reports (moderators: reports on
 * discussions and comments) and
 * /dashboard/settings (site managers). Editing a discussion is pages/post.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { esc, slugify } from '../lib/html.ts';
import { getComment } from '../model/comments.ts';
import { getDiscussion, type DiscussionRow } from '../model/discussions.ts';
import { userFragments } from '../model/users.ts';
import { forbidden, isModerator, type Form, one } from './access.ts';
import { dateHtml, userLink } from './html.ts';
import { renderPage } from './layout.ts';

/** A positive integer from a query or path value, or undefined. */
function idOf(v: unknown): number | undefined {
  const s = one(v);
  return /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : undefined;
}

export function registerModerationPages(app: FastifyInstance, ctx: AppContext): void {
  /** Recently edited discussions in the categories the viewer moderates. */
  const recentEdits = (req: FastifyRequest): string => {
    const cats = req.perms.has('community.moderate')
      ? req.perms.categoriesWith('discussions.view')
      : req.perms.categoriesWith('discussions.moderate');
    const rows = ctx.db
      .prepare(
        `SELECT discussionID, name, updateUserID, insertUserID, dateUpdated FROM discussions
         WHERE dateUpdated IS NOT NULL AND categoryID IN (${cats.map(() => '?').join(',') || 'NULL'})
         ORDER BY dateUpdated DESC, discussionID DESC LIMIT 30`,
      )
      .all(...cats) as {
      discussionID: number;
      name: string;
      updateUserID: number | null;
      insertUserID: number;
      dateUpdated: string;
    }[];
    if (!rows.length) return '<p class="Empty">Nothing has been edited yet.</p>';
    const users = userFragments(
      ctx.db,
      rows.map((r) => r.updateUserID ?? r.insertUserID),
      '',
    );
    return `<table class="LogTable"><thead><tr><th scope="col">Discussion</th><th scope="col">Edited by</th><th scope="col">When</th></tr></thead><tbody>${rows
      .map(
        (r) =>
          `<tr><td><a href="/log/filter?recordType=discussion&amp;recordID=${r.discussionID}">${esc(r.name)}</a></td><td>${userLink(users.get(r.updateUserID ?? r.insertUserID))}</td><td>${dateHtml(r.dateUpdated)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  };

  /**
   * Flag-class reactions (Spam, Abuse) on discussions and comments the viewer may see, or on
   * one record of them.
   */
  const reports = (
    req: FastifyRequest,
    only?: { recordType: 'discussion' | 'comment'; recordID: number },
  ): string => {
    const cats = req.perms.categoriesWith('discussions.view');
    const rows = ctx.db
      .prepare(
        `SELECT r.recordType, r.recordID, r.userID, r.dateInserted, rt.name AS reason, d.discussionID, d.name
         FROM reactions r JOIN reaction_types rt ON rt.tagID = r.tagID
         LEFT JOIN comments c ON r.recordType = 'comment' AND c.commentID = r.recordID
         JOIN discussions d ON d.discussionID = (CASE r.recordType WHEN 'comment' THEN c.discussionID ELSE r.recordID END)
         WHERE r.recordType IN ('discussion', 'comment') AND rt.class = 'Flag'
           AND d.categoryID IN (${cats.map(() => '?').join(',') || 'NULL'})
           ${only === undefined ? '' : 'AND r.recordType = ? AND r.recordID = ?'}
         ORDER BY r.dateInserted DESC LIMIT 100`,
      )
      .all(...cats, ...(only === undefined ? [] : [only.recordType, only.recordID])) as {
      recordType: string;
      recordID: number;
      userID: number;
      dateInserted: string;
      reason: string;
      discussionID: number;
      name: string;
    }[];
    if (!rows.length) return '<p class="Empty">There are no reports.</p>';
    const users = userFragments(
      ctx.db,
      rows.map((r) => r.userID),
      '',
    );
    const link = (r: (typeof rows)[number]): string =>
      r.recordType === 'comment'
        ? `<a href="/discussion/comment/${r.recordID}#Comment_${r.recordID}">A comment in “${esc(r.name)}”</a>`
        : `<a href="/discussion/${r.discussionID}/${esc(slugify(r.name))}">${esc(r.name)}</a>`;
    return `<table class="LogTable"><thead><tr><th scope="col">Post</th><th scope="col">Reason</th><th scope="col">Reported by</th><th scope="col">When</th></tr></thead><tbody>${rows
      .map(
        (r) =>
          `<tr><td>${link(r)}</td><td>${esc(r.reason)}</td><td>${userLink(users.get(r.userID))}</td><td>${dateHtml(r.dateInserted)}</td></tr>`,
      )
      .join('')}</tbody></table>`;
  };

  /** The discussion a moderator filter names, checked: unknown → 404, not moderated → 403. */
  const moderatedDiscussion = (req: FastifyRequest, id: number): DiscussionRow => {
    const d = getDiscussion(ctx.db, id);
    if (!d) throw notFound('Discussion');
    if (
      !req.perms.has('community.moderate') &&
      !req.perms.inCategory('discussions.moderate', d.categoryID)
    )
      throw forbidden();
    return d;
  };

  app.get<{ Querystring: Form }>('/log/filter', async (req, reply) => {
    if (!isModerator(req)) throw forbidden();
    const q = req.query;
    const recordType = one(q.recordType);
    const recordID = idOf(q.recordID);
    const parentID = idOf(q.parentRecordID);
    if (
      (q.recordID !== undefined && recordID === undefined) ||
      (q.parentRecordID !== undefined && parentID === undefined)
    )
      throw notFound('Record');
    let body: string;
    if (recordType === 'comment' && parentID !== undefined) {
      const d = moderatedDiscussion(req, parentID);
      const url = `/discussion/${d.discussionID}/${slugify(d.name)}`;
      body = `<nav class="Breadcrumbs"><a href="/log/filter">Change Log</a> ›</nav>
<h1>Deleted Comments</h1><p>Comments deleted from <a href="${esc(url)}">${esc(d.name)}</a>.</p>
<p class="Empty">No deleted comments are logged for this discussion. The demo host deletes comments outright and keeps no copy.</p>`;
    } else if (recordType === 'discussion' && recordID !== undefined) {
      const d = moderatedDiscussion(req, recordID);
      const url = `/discussion/${d.discussionID}/${slugify(d.name)}`;
      const users = userFragments(ctx.db, [d.insertUserID, d.updateUserID ?? 0], '');
      const revisions = [
        `<tr><td>Original post</td><td>${userLink(users.get(d.insertUserID))}</td><td>${dateHtml(d.dateInserted)}</td></tr>`,
        d.dateUpdated
          ? `<tr><td>Latest edit</td><td>${userLink(users.get(d.updateUserID ?? d.insertUserID))}</td><td>${dateHtml(d.dateUpdated)}</td></tr>`
          : '',
      ].join('');
      body = `<nav class="Breadcrumbs"><a href="/log/filter">Change Log</a> ›</nav>
<h1>Revision History</h1><p>Revisions of <a href="${esc(url)}">${esc(d.name)}</a>. The demo host keeps the original date and the latest edit, not every revision.</p>
<table class="LogTable"><thead><tr><th scope="col">Revision</th><th scope="col">By</th><th scope="col">When</th></tr></thead><tbody>${revisions}</tbody></table>
<p><a href="/log/filter?parentRecordID=${d.discussionID}&amp;recordType=comment&amp;operation=delete">Deleted comments</a></p>`;
    } else {
      body = `<h1>Change Log</h1><h2>Recently edited discussions</h2>${recentEdits(req)}`;
    }
    return renderPage(ctx, req, reply, { title: 'Change Log', body });
  });

  app.get('/dashboard/log/moderation', async (req, reply) => {
    if (!isModerator(req)) throw forbidden();
    const body = `<h1>Moderation</h1>
<h2>Reports</h2>${reports(req)}
<h2>Recently edited discussions</h2>${recentEdits(req)}`;
    return renderPage(ctx, req, reply, { title: 'Moderation', body });
  });

  app.get<{ Querystring: Form }>('/dashboard/content/reports', async (req, reply) => {
    if (!isModerator(req)) throw forbidden();
    const recordType = one(req.query.recordType);
    const recordID = idOf(req.query.recordID);
    if (req.query.recordID !== undefined && recordID === undefined) throw notFound('Record');
    let heading = 'Reports';
    let only: { recordType: 'discussion' | 'comment'; recordID: number } | undefined;
    if (recordID !== undefined && (recordType === '' || recordType === 'discussion')) {
      const d = moderatedDiscussion(req, recordID);
      heading = `Reports on “${d.name}”`;
      only = { recordType: 'discussion', recordID: d.discussionID };
    } else if (recordID !== undefined && recordType === 'comment') {
      const c = getComment(ctx.db, recordID);
      if (!c) throw notFound('Comment');
      const d = moderatedDiscussion(req, c.discussionID);
      heading = `Reports on a comment in “${d.name}”`;
      only = { recordType: 'comment', recordID: c.commentID };
    }
    const body = `<nav class="Breadcrumbs"><a href="/dashboard/log/moderation">Moderation</a> ›</nav>
<h1>${esc(heading)}</h1>${reports(req, only)}`;
    return renderPage(ctx, req, reply, { title: 'Reports', body });
  });

  app.get('/dashboard/settings', async (req, reply) => {
    if (!['settings.manage', 'site.manage', 'community.manage'].some((p) => req.perms.has(p)))
      throw forbidden();
    const rows = ctx.db.prepare('SELECT key, value FROM config ORDER BY key').all() as {
      key: string;
      value: string;
    }[];
    const body = `<h1>Dashboard</h1>
<p>The demo host's site configuration (read only here; <code>PATCH /api/v2/config</code> changes it).</p>
<table class="LogTable"><thead><tr><th scope="col">Setting</th><th scope="col">Value</th></tr></thead><tbody>${rows
      .map(
        (r) => `<tr><td><code>${esc(r.key)}</code></td><td><code>${esc(r.value)}</code></td></tr>`,
      )
      .join('')}</tbody></table>
<p><a href="/dashboard/log/moderation">Moderation</a> · <a href="/log/filter">Change Log</a> · <a href="/playground">Widget Playground</a> · <a href="/settings/layouts">Custom Layouts</a></p>`;
    return renderPage(ctx, req, reply, { title: 'Dashboard', body });
  });
}
