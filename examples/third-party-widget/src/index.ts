import type { ForumWidgetsApi } from '../../../src/index';
import { loadRuntime } from './forum';
import { MemberWelcome } from './MemberWelcome';
import { propsSchema } from './propsSchema';

/*
 * The bundle's entry: registers `MemberWelcome` on the page's forum-widgets, whether this script
 * runs before the library (it waits for `forum-widgets:init`) or after it. The widget's code is
 * already here; the lazy loader only waits for the page's runtime.
 */
function register(api: ForumWidgetsApi): void {
  api.registerLazy('MemberWelcome', () => loadRuntime(api).then(() => MemberWelcome), {
    validate: propsSchema,
  });
}

if (window.ForumWidgets) register(window.ForumWidgets);
else
  document.addEventListener('forum-widgets:init', (e) => register((e as CustomEvent).detail), {
    once: true,
  });
