import type { ForumWidgetsApi } from '@/index';

/**
 * Registration of the interface-kit gallery, as a separate script for developer pages (the demo
 * host's /playground), so the production entry does not carry a widget no forum page uses.
 * Load it after forum-widgets.js: `<script type="module" src="/dist/ui-gallery.js">`.
 * It imports nothing from the library at run time, so it adds no chunk to the main entry.
 */
function registerGallery(api: ForumWidgetsApi): void {
  api.registerLazy('UiGallery', () => import('./UiGallery'), {
    validate: (props): props is Record<string, unknown> => {
      if (props.parts !== undefined && !Array.isArray(props.parts)) {
        throw new TypeError('prop "parts" must be an array of section ids');
      }
      return true;
    },
  });
}

if (window.ForumWidgets) registerGallery(window.ForumWidgets);
else
  document.addEventListener(
    'forum-widgets:init',
    (e) => registerGallery((e as CustomEvent<ForumWidgetsApi>).detail),
    { once: true },
  );
