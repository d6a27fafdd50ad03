import type { ForumWidgetsApi, PublicKit, PublicRuntime } from '../../../src/index';

/*
 * The page's forum-widgets runtime, as this bundle sees it. In a theme's own repository the types
 * come from the package (`import type { PublicRuntime } from 'forum-widgets'`). Nothing here is
 * bundled from React: every React, JSX and store call goes to `ForumWidgets.runtime()`.
 */

let current: PublicRuntime | undefined;

/** Resolves once the page's runtime is here; the widget renders only after that. */
export function loadRuntime(api: ForumWidgetsApi): Promise<PublicRuntime> {
  return api.runtime().then((runtime) => (current = runtime));
}

/** The page's runtime; only valid while rendering (after `loadRuntime`). */
export function page(): PublicRuntime {
  if (!current) throw new Error('MemberWelcome: ForumWidgets.runtime() has not resolved yet');
  return current;
}

/** The page's store state (typed; `currentUser.me` is the signed-in member). */
export type State = ReturnType<PublicRuntime['store']['getState']>;

/** react-redux's `useSelector` on the page's one store. */
export function useSelector<T>(selector: (state: State) => T): T {
  return page().useSelector(selector);
}

/** The public kit of the page (Alert, CountBadge, Loader, Modal, Tooltip, UserPhoto...). */
export const kit = (): PublicKit => page().kit;
