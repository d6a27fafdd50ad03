/**
 * /playground: a preset per widget (playgroundPresets.ts) with an editable JSON props box, driven
 * by /assets/playground.js: an edit remounts the widget, and the edited props are kept in the
 * tab's session storage per preset until its Reset button.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { esc } from '../lib/html.ts';
import { marker } from './html.ts';
import { renderPage } from './layout.ts';
import { PLAYGROUND_WIDGETS, presetKeys, type PlaygroundPreset } from './playgroundPresets.ts';

function presetSection(w: PlaygroundPreset, key: string, i: number): string {
  const json = JSON.stringify(w.props, null, 2);
  const fallback = `<p class="Fallback">Server fallback for <code>${esc(w.name)}</code>: shown until the widget mounts.</p>`;
  return `<section class="PlaygroundItem" data-playground-item data-preset="${esc(key)}" aria-labelledby="preset_${i}">
  <div class="PlaygroundItem-head"><h2 id="preset_${i}">${esc(w.name)}</h2>
  <button class="Button Button-secondary PlaygroundReset" type="button" data-playground-reset hidden>Reset props</button></div>
  <p class="Note">${esc(w.note)}</p>
  <label for="props_${i}">Props (JSON)</label>
  <textarea id="props_${i}" class="PlaygroundProps" data-playground-props data-default-props="${esc(JSON.stringify(w.props))}" rows="${Math.min(10, json.split('\n').length + 1)}" spellcheck="false">${esc(json)}</textarea>
  <p class="PlaygroundError" role="alert" data-playground-error></p>
  <div class="PlaygroundStage" data-playground-stage>${marker(w.name, w.props, fallback)}</div>
</section>`;
}

export function registerPlaygroundPage(app: FastifyInstance, ctx: AppContext): void {
  app.get('/playground', async (req, reply) => {
    const keys = presetKeys(PLAYGROUND_WIDGETS);
    const items = PLAYGROUND_WIDGETS.map((w, i) => presetSection(w, keys[i]!, i)).join('\n');
    const contents = PLAYGROUND_WIDGETS.map(
      (w, i) => `<li><a href="#preset_${i}">${esc(keys[i]!)}</a></li>`,
    ).join('');
    const signIn = req.viewer.signedIn
      ? ''
      : ' Several widgets are for members: <a href="/entry/signin?target=%2Fplayground">sign in</a> as <code>member</code> to see them at work.';
    const body = `<h1>Widget Playground</h1>
<p>Each box below holds a marker <code>&lt;div data-react=&quot;Name&quot; data-props=&quot;…&quot;&gt;</code> with a preset's props. Edit the JSON and the widget is mounted again with it; your edits stay for this tab (session storage) until <em>Reset props</em>.${signIn}</p>
<nav class="PlaygroundContents" aria-label="Presets"><ul>${contents}</ul></nav>
<form class="PlaygroundAdd" data-playground-add><label for="new_widget">Add a widget by name</label> <input id="new_widget" name="name" required pattern="[A-Za-z][A-Za-z0-9]*"> <button class="Button" type="submit">Add</button></form>
<div data-playground-list>${items}</div>
<script type="module" src="/dist/ui-gallery.js"></script>
<script type="module" src="/assets/playground.js"></script>`;
    return renderPage(ctx, req, reply, { title: 'Playground', body });
  });
}
