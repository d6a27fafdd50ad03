/**
 * The signed-in member's own pages, linked from the title bar's account menu and panels:
 * /profile/edit, /profile/preferences, /profile/notifications, /profile/followed-content,
 * /discussions/bookmarked, /drafts and /entry/emailconfirmrequest. Guests are sent to sign in.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { esc, excerpt, stripTags } from '../lib/html.ts';
import { renderBody } from '../lib/format.ts';
import { nowIso } from '../lib/time.ts';
import { originOf } from '../lib/urls.ts';
import { getUser } from '../model/users.ts';
import { allCategories, getCategory } from '../model/categories.ts';
import { getDiscussion, queryDiscussions, serializeDiscussions } from '../model/discussions.ts';
import {
  LANGUAGES,
  TYPES as NOTIFICATION_TYPES,
  preferences,
} from '../api/notificationPreferences.ts';
import {
  checkTransientKey,
  notice,
  signInRedirect,
  transientKeyField,
  type Form,
} from './access.ts';
import { discussionListHtml } from './discussionList.ts';
import { dateHtml, marker } from './html.ts';
import { renderPage } from './layout.ts';

function one(v: string | string[] | undefined): string {
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

export function registerAccountPages(app: FastifyInstance, ctx: AppContext): void {
  /** Runs `render` for members; guests go to the sign-in form first. */
  const member =
    <R extends FastifyRequest>(render: (req: R, reply: FastifyReply) => FastifyReply) =>
    async (req: R, reply: FastifyReply): Promise<FastifyReply> =>
      req.viewer.signedIn ? render(req, reply) : signInRedirect(req, reply);

  const visibleList = (
    req: FastifyRequest,
    filter: { bookmarkedBy?: number; followedBy?: number },
  ): Record<string, unknown>[] => {
    const { rows } = queryDiscussions(ctx.db, {
      ...filter,
      visibleCategoryIDs: req.perms.categoriesWith('discussions.view'),
      sort: '-dateLastComment',
      pinOrder: 'mixed',
      limit: 50,
      offset: 0,
    });
    return serializeDiscussions(ctx.db, rows, {
      viewerID: req.viewer.userID,
      origin: originOf(req),
      expand: (n) => n === 'insertUser' || n === 'category',
    });
  };

  // Edit Profile: email, title and the private-profile switch.
  const editForm = (
    req: FastifyRequest,
    reply: FastifyReply,
    message = '',
    error = false,
    status = 200,
  ): FastifyReply => {
    const u = getUser(ctx.db, req.viewer.userID);
    if (!u) throw new HttpError(404, 'User not found.');
    const body = `<section class="EntryForm"><h1>Edit Profile</h1>
${message ? notice(message, error ? 'error' : 'info') : ''}
<form method="post" action="/profile/edit">
  ${transientKeyField(ctx, req, reply)}
  <p><label for="Form_Name">Username</label><input id="Form_Name" value="${esc(u.name)}" disabled></p>
  <p><label for="Form_Email">Email</label><input id="Form_Email" name="email" type="email" value="${esc(u.email)}" required maxlength="200"></p>
  <p><label for="Form_Title">Title</label><input id="Form_Title" name="title" value="${esc(u.title)}" maxlength="100"></p>
  <p><label><input type="checkbox" name="private" value="1"${u.private ? ' checked' : ''}> Keep my profile private</label></p>
  <p><button type="submit" class="Button">Save</button> <a href="/profile/${esc(encodeURIComponent(u.name))}">Back to my profile</a></p>
</form></section>`;
    return renderPage(ctx, req, reply, { title: 'Edit Profile', body, status });
  };
  app.get(
    '/profile/edit',
    member((req, reply) => editForm(req, reply)),
  );
  app.post<{ Body: Form }>(
    '/profile/edit',
    member((req: FastifyRequest<{ Body: Form }>, reply) => {
      checkTransientKey(ctx, req, one(req.body?.transientKey));
      const email = one(req.body?.email).trim();
      const title = one(req.body?.title).trim();
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || email.length > 200)
        return editForm(req, reply, 'Enter a valid email address.', true, 422);
      if (title.length > 100)
        return editForm(req, reply, 'Titles are at most 100 characters.', true, 422);
      ctx.db
        .prepare(
          'UPDATE users SET email = ?, title = ?, private = ?, dateUpdated = ? WHERE userID = ?',
        )
        .run(email, title, one(req.body?.private) ? 1 : 0, nowIso(), req.viewer.userID);
      return editForm(req, reply, 'Your profile has been saved.');
    }),
  );

  // Preferences: the notification preferences (the same data as /api/v2/notification-preferences).
  const preferencesForm = (
    req: FastifyRequest,
    reply: FastifyReply,
    message = '',
  ): FastifyReply => {
    const prefs = preferences(ctx, req.viewer.userID);
    const rows = Object.entries(NOTIFICATION_TYPES)
      .map(([type, def]) => {
        const current = prefs[type] as Record<string, boolean>;
        const box = (m: 'popup' | 'email'): string =>
          def.methods.includes(m)
            ? `<input type="checkbox" name="${type}.${m}" value="1" aria-label="${esc(`${def.label}: ${m === 'popup' ? 'notification popup' : 'email'}`)}"${current[m] ? ' checked' : ''}>`
            : '';
        return `<tr><th scope="row">${esc(def.label)}<div class="Note">${esc(def.description)}</div></th><td>${box('popup')}</td><td>${box('email')}</td></tr>`;
      })
      .join('\n');
    const language = String(prefs.NotificationLanguage);
    const body = `<h1>Preferences</h1>
${message ? notice(message) : ''}
<form method="post" action="/profile/preferences">
  ${transientKeyField(ctx, req, reply)}
  <table class="PreferencesTable"><thead><tr><th scope="col">Notify me</th><th scope="col">Popup</th><th scope="col">Email</th></tr></thead>
  <tbody>${rows}</tbody></table>
  <p><label for="Form_Language">Notification language</label> <select id="Form_Language" name="NotificationLanguage">${LANGUAGES.map((l) => `<option value="${esc(l)}"${l === language ? ' selected' : ''}>${esc(l)}</option>`).join('')}</select></p>
  <p><button type="submit" class="Button">Save Preferences</button></p>
</form>
<p>Category notifications are set from each category's page. See <a href="/profile/followed-content">followed content</a>.</p>`;
    // The NotificationPreferences widget replaces the form once it mounts (it stays without scripts).
    return renderPage(ctx, req, reply, {
      title: 'Preferences',
      body: marker('NotificationPreferences', {}, body),
    });
  };
  app.get(
    '/profile/preferences',
    member((req, reply) => preferencesForm(req, reply)),
  );
  app.post<{ Body: Form }>(
    '/profile/preferences',
    member((req: FastifyRequest<{ Body: Form }>, reply) => {
      checkTransientKey(ctx, req, one(req.body?.transientKey));
      const flat: Record<string, boolean | string> = {};
      for (const [type, def] of Object.entries(NOTIFICATION_TYPES))
        for (const m of def.methods) flat[`${type}.${m}`] = one(req.body?.[`${type}.${m}`]) === '1';
      const language = one(req.body?.NotificationLanguage);
      flat.NotificationLanguage = LANGUAGES.includes(language) ? language : 'en';
      ctx.db
        .prepare(
          `INSERT INTO user_meta (userID, key, value) VALUES (?, 'notificationPreferences', ?)
           ON CONFLICT (userID, key) DO UPDATE SET value = excluded.value`,
        )
        .run(req.viewer.userID, JSON.stringify(flat));
      return preferencesForm(req, reply, 'Your preferences have been saved.');
    }),
  );

  // All notifications, newest first (the title bar's flyout shows the latest few).
  app.get(
    '/profile/notifications',
    member((req, reply) => {
      const rows = ctx.db
        .prepare(
          'SELECT notificationID, body, url, read, dateInserted FROM notifications WHERE userID = ? ORDER BY dateInserted DESC, notificationID DESC LIMIT 100',
        )
        .all(req.viewer.userID) as {
        notificationID: number;
        body: string;
        url: string;
        read: number;
        dateInserted: string;
      }[];
      const list = rows.length
        ? `<ul class="DataList Notifications">${rows
            .map(
              (
                n,
              ) => `<li class="Item${n.read ? '' : ' Unread'}" id="Notification_${n.notificationID}">
  <a href="${esc(n.url.startsWith('/') && !n.url.startsWith('//') ? n.url : '/')}">${esc(stripTags(n.body))}</a>
  <div class="Meta">${n.read ? '' : '<span class="Tag Tag-New">New</span> '}<span>${dateHtml(n.dateInserted)}</span></div>
</li>`,
            )
            .join('\n')}</ul>`
        : '<p class="Empty">You have no notifications.</p>';
      const body = `<h1>Notifications</h1>${list}<p><a href="/profile/preferences">Notification preferences</a></p>`;
      return renderPage(ctx, req, reply, { title: 'Notifications', body });
    }),
  );

  // Followed categories and the latest discussions in them.
  app.get(
    '/profile/followed-content',
    member((req, reply) => {
      const followed = (
        ctx.db
          .prepare(
            `SELECT categoryID FROM user_category WHERE userID = ?
             AND json_extract(preferences, '$."preferences.followed"') = 1`,
          )
          .all(req.viewer.userID) as { categoryID: number }[]
      ).map((r) => r.categoryID);
      const cats = allCategories(ctx.db).filter(
        (c) =>
          followed.includes(c.categoryID) && req.perms.inCategory('discussions.view', c.categoryID),
      );
      const catList = cats.length
        ? `<ul class="DataList Categories">${cats
            .map(
              (c) =>
                `<li class="Item" id="Category_${c.categoryID}"><a class="Title" href="/categories/${esc(c.urlcode)}">${esc(c.name)}</a><div class="Description">${esc(c.description ?? '')}</div></li>`,
            )
            .join('\n')}</ul>`
        : '<p class="Empty">You do not follow any categories yet. Use the Follow button on a category page.</p>';
      // The FollowedContent widget: the categories with their preferences table and Unfollow.
      const widget = marker(
        'FollowedContent',
        {},
        `<h1>Followed Content</h1><h2>Categories</h2>${catList}`,
      );
      const latest = `<h2>Latest discussions in followed categories</h2>${discussionListHtml(visibleList(req, { followedBy: req.viewer.userID }), 'No discussions in the categories you follow.')}`;
      return renderPage(ctx, req, reply, { title: 'Followed Content', body: `${widget}${latest}` });
    }),
  );

  app.get(
    '/discussions/bookmarked',
    member((req, reply) => {
      const body = `<h1>My Bookmarks</h1>${discussionListHtml(visibleList(req, { bookmarkedBy: req.viewer.userID }), 'You have not bookmarked any discussions.')}`;
      return renderPage(ctx, req, reply, { title: 'My Bookmarks', body });
    }),
  );

  // The member's drafts and scheduled posts: the DraftsPage widget (open, delete, schedule,
  // cancel a schedule). Inside its marker, the first page as plain server HTML, shown until
  // the widget mounts and kept when scripts do not run.
  app.get(
    '/drafts',
    member((req, reply) => {
      const rows = ctx.db
        .prepare(
          'SELECT * FROM drafts WHERE insertUserID = ? ORDER BY COALESCE(dateUpdated, dateInserted) DESC, draftID DESC LIMIT 30',
        )
        .all(req.viewer.userID) as {
        draftID: number;
        recordType: string;
        parentRecordType: string | null;
        parentRecordID: number | null;
        attributes: string;
        draftStatus: string;
        dateScheduled: string | null;
        dateInserted: string;
        dateUpdated: string | null;
      }[];
      const items = rows.map((d) => {
        let attrs: { name?: unknown; body?: unknown; format?: unknown } = {};
        try {
          attrs = JSON.parse(d.attributes) as typeof attrs;
        } catch {
          /* a broken draft still gets listed */
        }
        const text = excerpt(
          renderBody(String(attrs.body ?? ''), String(attrs.format ?? 'text')),
          200,
        );
        let where = '';
        if (d.parentRecordType === 'category' && d.parentRecordID) {
          const c = getCategory(ctx.db, d.parentRecordID);
          if (c && req.perms.inCategory('discussions.view', c.categoryID))
            where = `in <a href="/categories/${esc(c.urlcode)}">${esc(c.name)}</a>`;
        } else if (d.parentRecordType === 'discussion' && d.parentRecordID) {
          const p = getDiscussion(ctx.db, d.parentRecordID);
          if (p && req.perms.inCategory('discussions.view', p.categoryID))
            where = `on <a href="/discussion/${p.discussionID}">${esc(p.name)}</a>`;
        }
        const title =
          typeof attrs.name === 'string' && attrs.name
            ? attrs.name
            : d.recordType === 'comment'
              ? 'Comment'
              : 'Untitled';
        const status =
          d.draftStatus === 'scheduled' && d.dateScheduled
            ? `<span class="Tag">Scheduled for ${dateHtml(d.dateScheduled)}</span>`
            : d.draftStatus === 'error'
              ? '<span class="Tag">Error</span>'
              : '<span class="Tag">Draft</span>';
        return `<li class="Item" id="Draft_${d.draftID}"><strong class="Title">${esc(title)}</strong> ${status}
  <div class="Excerpt">${esc(text)}</div>
  <div class="Meta"><span>${esc(d.recordType)}</span> ${where ? `<span>${where}</span>` : ''} <span>saved ${dateHtml(d.dateUpdated ?? d.dateInserted)}</span></div>
</li>`;
      });
      const fallback = `<h1>My Drafts</h1>${items.length ? `<ul class="DataList Drafts">${items.join('\n')}</ul>` : '<p class="Empty">You do not have any drafts.</p>'}`;
      const body = marker('DraftsPage', {}, fallback);
      return renderPage(ctx, req, reply, { title: 'My Drafts', body });
    }),
  );

  // Resend the confirmation email (the demo host sends no mail; it says what it would do).
  const confirmPage = (req: FastifyRequest, reply: FastifyReply, sent: boolean): FastifyReply => {
    const u = getUser(ctx.db, req.viewer.userID);
    if (!u) throw new HttpError(404, 'User not found.');
    const content = u.emailConfirmed
      ? '<p class="Messages">Your email address is already confirmed.</p>'
      : sent
        ? notice(`A confirmation email has been sent to ${u.email}. Follow its link to confirm.`)
        : `<p>Your email address, <strong>${esc(u.email)}</strong>, is not confirmed yet. Some features stay off until it is.</p>
<form method="post" action="/entry/emailconfirmrequest">${transientKeyField(ctx, req, reply)}<button type="submit" class="Button">Send Confirmation Email</button></form>`;
    const body = `<section class="EntryForm"><h1>Confirm Your Email</h1>${content}<p><a href="/profile/edit">Change your email address</a></p></section>`;
    return renderPage(ctx, req, reply, { title: 'Confirm Your Email', body });
  };
  app.get(
    '/entry/emailconfirmrequest',
    member((req, reply) => confirmPage(req, reply, false)),
  );
  app.post<{ Body: Form }>(
    '/entry/emailconfirmrequest',
    member((req: FastifyRequest<{ Body: Form }>, reply) => {
      checkTransientKey(ctx, req, one(req.body?.transientKey));
      return confirmPage(req, reply, true);
    }),
  );
}
