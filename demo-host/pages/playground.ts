/** /playground: every widget with an editable JSON props box (driven by /assets/playground.js). */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { marker } from './html.ts';
import { renderPage } from './layout.ts';

/**
 * The widgets a developer can preview, with starting props. Add new widgets here, and only
 * registered ones (widgets/builtins.ts, or UiGallery from /dist/ui-gallery.js): a marker whose
 * widget is not registered is reported as an error on the page.
 */
export const PLAYGROUND_WIDGETS: { name: string; props: Record<string, unknown>; note: string }[] =
  [
    {
      name: 'UiGallery',
      props: {},
      note: 'Every part of the shared interface kit: flyouts, modal, toast, tooltip, select box, loader, alerts, photos, counts, dates, controls and error pages.',
    },
    { name: 'TitleBar', props: {}, note: 'Logo, navigation, search and the account menus.' },
    {
      name: 'DiscussionList',
      props: { apiParams: { limit: 5 } },
      note: 'Loads GET /api/v2/discussions with apiParams.',
    },
    {
      name: 'DiscussionList',
      props: { apiParams: { categoryID: 3, limit: 5, sort: '-score' } },
      note: 'One category, top first.',
    },
    {
      name: 'FollowDropdown',
      props: { categoryID: 3, name: 'Help & Support', url: '/categories/help' },
      note: 'Category notification preferences (sign in first).',
    },
    {
      name: 'UserCard',
      props: { userID: 3 },
      note: 'The user card popup; try userID 5 (banned), 6 (private), 7 (deleted).',
    },
    {
      name: 'TitleBarHamburger',
      props: {},
      note: "Only the compact menu button and its 'Site Navigation' panel, for legacy headers.",
    },
  ];

export function registerPlaygroundPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/playground', async (req, reply) => {
    const items = PLAYGROUND_WIDGETS.map((w, i) => {
      const json = JSON.stringify(w.props, null, 2);
      return `<section class="PlaygroundItem" data-playground-item>
  <h2>${esc(w.name)}</h2><p class="Note">${esc(w.note)}</p>
  <label for="props_${i}">Props (JSON)</label>
  <textarea id="props_${i}" class="PlaygroundProps" data-playground-props rows="${Math.min(10, json.split('\n').length + 1)}" spellcheck="false">${esc(json)}</textarea>
  <p class="PlaygroundError" role="alert" data-playground-error></p>
  <div class="PlaygroundStage" data-playground-stage>${marker(w.name, w.props, `<p class="Fallback">Server fallback for <code>${esc(w.name)}</code>: shown until the widget mounts.</p>`)}</div>
</section>`;
    }).join('\n');
    const body = `<h1>Widget Playground</h1>
<p>Each box below holds a marker <code>&lt;div data-react=&quot;Name&quot; data-props=&quot;…&quot;&gt;</code>. Edit the JSON and the marker's <code>data-props</code> is rewritten, and the widget is mounted again.</p>
<form class="PlaygroundAdd" data-playground-add><label for="new_widget">Add a widget by name</label> <input id="new_widget" name="name" required pattern="[A-Za-z][A-Za-z0-9]*"> <button class="Button" type="submit">Add</button></form>
<div data-playground-list>${items}</div>
<script type="module" src="/dist/ui-gallery.js"></script>
<script type="module" src="/assets/playground.js"></script>`;
    return renderPage(ctx, req, reply, { title: 'Playground', body });
  });
}
