/**
 * /profile/collections/{name}: a member's collections, the CollectionsPage widget. Inside its
 * marker, the first page as plain server HTML (names and records), shown until the widget
 * mounts and kept when scripts do not run. Anyone who may see the profile may see the page;
 * renaming and deleting are checked by the API (the creator or a site.manage holder).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../lib/errors.ts';
import { esc } from '../lib/html.ts';
import { getConfig } from '../model/config.ts';
import { getDiscussion } from '../model/discussions.ts';
import { getCategory } from '../model/categories.ts';
import { marker } from './html.ts';
import { renderPage } from './layout.ts';
import { profileUser } from './profile.ts';

export function registerCollectionsPage(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string } }>('/profile/collections/:name', async (req, reply) => {
    const u = profileUser(ctx, req.params.name);
    if (u.deleted) throw notFound('User');
    const self = req.viewer.userID === u.userID;
    const bannedPrivate = u.banned === 1 && getConfig(ctx.db, 'ui.bannedPrivateProfile') === true;
    if ((u.private === 1 || bannedPrivate) && !self && !req.perms.has('personalInfo.view')) {
      const body = `<h1>${esc(u.name)}</h1><p class="Messages">This user's profile is private.</p>`;
      return renderPage(ctx, req, reply, { title: u.name, body });
    }
    const rows = ctx.db
      .prepare(
        'SELECT collectionID, name FROM collections WHERE insertUserID = ? ORDER BY collectionID LIMIT 10',
      )
      .all(u.userID) as { collectionID: number; name: string }[];
    const records = ctx.db.prepare(
      'SELECT recordType, recordID FROM collection_records WHERE collectionID = ? ORDER BY sort, recordType, recordID',
    );
    const items = rows.map((c) => {
      const recs = (records.all(c.collectionID) as { recordType: string; recordID: number }[])
        .map((r) => {
          if (r.recordType === 'discussion') {
            const d = getDiscussion(ctx.db, r.recordID);
            if (d && req.perms.inCategory('discussions.view', d.categoryID))
              return `<li><a href="/discussion/${d.discussionID}">${esc(d.name)}</a></li>`;
          } else if (r.recordType === 'category') {
            const cat = getCategory(ctx.db, r.recordID);
            if (cat && req.perms.inCategory('discussions.view', cat.categoryID))
              return `<li><a href="/categories/${esc(cat.urlcode)}">${esc(cat.name)}</a></li>`;
          }
          return `<li>${esc(r.recordType)} #${r.recordID}</li>`;
        })
        .join('');
      return `<li class="Item"><h2>${esc(c.name)}</h2><ul>${recs}</ul></li>`;
    });
    const title = `Collections by ${u.name}`;
    const fallback = `<h1>${esc(title)}</h1>${items.length ? `<ul class="DataList Collections">${items.join('\n')}</ul>` : '<p class="Empty">No collections yet.</p>'}`;
    const body = marker('CollectionsPage', { userID: u.userID, name: u.name }, fallback);
    return renderPage(ctx, req, reply, { title, body });
  });
}
