/**
 * The composer's pages (issue 17 "Where it appears"): each renders a PostDiscussion marker, and
 * the server enforces who may open it.
 * - `/post/discussion` and `/post/discussion/{categoryID or urlcode}`: a new discussion, for
 *   those with `discussions.add` in that category (or in any category on the bare path).
 * - `/post/discussion/social-groups…?groupid={groupID}`: a new discussion in that group (03 §2),
 *   for those with `discussions.add` in any category.
 * - `/post/editdiscussion/{discussionID}[/{draftID}]`: editing, for those who may edit it
 *   (02 §5). Discussion ID 0 with a draft ID opens a draft of a new discussion (03 §2).
 * Guests are sent to sign in; others without the right get the 403 page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { esc, slugify } from '../lib/html.ts';
import {
  editSecondsLeft,
  editableDiscussion,
  mayEdit,
  visibleDiscussion,
} from '../api/discussionAccess.ts';
import { getCategory } from '../model/categories.ts';
import { forbidden, signInRedirect } from './access.ts';
import { marker } from './html.ts';
import { renderPage } from './layout.ts';

/** A whole, positive (or, with `zero`, non-negative) ID from a path segment, or undefined. */
function idOf(raw: string | undefined, zero = false): number | undefined {
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 || (zero && n === 0) ? n : undefined;
}

/** What shows until the editor has loaded, and instead of it without JavaScript. */
function fallback(what: string, back: { href: string; label: string }): string {
  return `<div class="PostDiscussion-fallback">
  <p class="PostDiscussion-loading" role="status">Loading the editor…</p>
  <noscript><p>${esc(what)} needs JavaScript, which is turned off in this browser. <a href="${esc(back.href)}">${esc(back.label)}</a></p></noscript>
</div>`;
}

function page(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  o: { title: string; crumbs: string; props: Record<string, number>; intro?: string },
): FastifyReply {
  const back = { href: '/discussions', label: 'Back to the discussions' };
  const body = `<nav class="Breadcrumbs"><a href="/">Home</a> › ${o.crumbs}</nav>
<h1>${esc(o.title)}</h1>
${marker('PostDiscussion', o.props, (o.intro ?? '') + fallback(o.title === 'New Discussion' ? 'Writing a discussion' : 'Editing a discussion', back))}`;
  return renderPage(ctx, req, reply, { title: o.title, body });
}

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
}

export function registerPostPages(app: FastifyInstance, ctx: AppContext): void {
  const newDiscussion = async (
    req: FastifyRequest<{ Params: { category?: string }; Querystring: { groupid?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const raw = req.params.category;
    // 03 §2: a parent segment with `social-groups` and a `groupid` query composes into the group.
    if (raw?.includes('social-groups') && req.query.groupid !== undefined) {
      const groupID = idOf(req.query.groupid);
      const group =
        groupID === undefined
          ? undefined
          : (ctx.db.prepare('SELECT groupID, name FROM groups WHERE groupID = ?').get(groupID) as
              { groupID: number; name: string } | undefined);
      if (!group) throw notFound('Group');
      if (!req.viewer.signedIn) return signInRedirect(req, reply);
      if (req.viewer.banned || !req.perms.inAnyCategory('discussions.add')) throw forbidden();
      return page(ctx, req, reply, {
        title: 'New Discussion',
        crumbs: esc(group.name),
        props: { groupID: group.groupID },
      });
    }
    const category = raw === undefined ? undefined : getCategory(ctx.db, idOf(raw) ?? raw);
    if (raw !== undefined && !category) throw notFound('Category');
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    const allowed =
      !req.viewer.banned &&
      (category
        ? req.perms.inCategory('discussions.add', category.categoryID)
        : req.perms.inAnyCategory('discussions.add'));
    if (!allowed) throw forbidden();
    return page(ctx, req, reply, {
      title: 'New Discussion',
      crumbs: category
        ? `<a href="/categories/${esc(category.urlcode)}">${esc(category.name)}</a>`
        : '<a href="/discussions">Discussions</a>',
      props: category ? { categoryID: category.categoryID } : {},
    });
  };
  app.get('/post/discussion', newDiscussion);
  app.get('/post/discussion/:category', newDiscussion);

  const editDiscussion = async (
    req: FastifyRequest<{ Params: { id: string; draftID?: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    const draftID = req.params.draftID === undefined ? undefined : idOf(req.params.draftID);
    const id = idOf(req.params.id, draftID !== undefined);
    if (id === undefined || (req.params.draftID !== undefined && draftID === undefined))
      throw notFound('Discussion');
    if (!req.viewer.signedIn) return signInRedirect(req, reply);
    if (id === 0) {
      // A draft of a new discussion: only its author opens it.
      const draft = ctx.db
        .prepare(
          "SELECT insertUserID, parentRecordType, parentRecordID FROM drafts WHERE draftID = ? AND recordType = 'discussion'",
        )
        .get(draftID) as
        | { insertUserID: number; parentRecordType: string | null; parentRecordID: number | null }
        | undefined;
      if (!draft || draft.insertUserID !== req.viewer.userID) throw notFound('Draft');
      if (req.viewer.banned || !req.perms.inAnyCategory('discussions.add')) throw forbidden();
      return page(ctx, req, reply, {
        title: 'New Discussion',
        crumbs: '<a href="/drafts">My Drafts</a>',
        // The draft keeps its place: a new discussion in its category, or in its group.
        props: {
          draftID: draftID as number,
          ...(draft.parentRecordType === 'category' && draft.parentRecordID
            ? { categoryID: draft.parentRecordID }
            : {}),
          ...(draft.parentRecordType === 'group' && draft.parentRecordID
            ? { groupID: draft.parentRecordID }
            : {}),
        },
      });
    }
    const d = visibleDiscussion(ctx, req, id);
    const post = editableDiscussion(d);
    if (!mayEdit(ctx, req, post)) throw forbidden();
    const url = `/discussion/${d.discussionID}/${slugify(d.name)}`;
    // Authors see how long they may still edit (02 §4); moderators have no limit. The line sits
    // inside the marker: the widget replaces it with its own live countdown.
    const staff = mayEdit(ctx, req, { ...post, insertUserID: -1 });
    const left = staff ? null : editSecondsLeft(ctx, d.dateInserted);
    return page(ctx, req, reply, {
      title: 'Edit Discussion',
      crumbs: `<a href="${esc(url)}">${esc(d.name)}</a>`,
      props: { discussionID: d.discussionID, ...(draftID === undefined ? {} : { draftID }) },
      intro:
        left === null
          ? ''
          : `<p class="EditTimeLeft">You may edit this discussion for ${esc(minutes(left))} more.</p>`,
    });
  };
  app.get('/post/editdiscussion/:id', editDiscussion);
  app.get('/post/editdiscussion/:id/:draftID', editDiscussion);
}
