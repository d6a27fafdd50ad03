import type { ForumWidgetsApi } from './bootstrap';

/*
 * The detail of each DOM event the library dispatches (docs/embedding.md §6), typed for
 * `addEventListener`: the mount, unmount and error events bubble from the marker to the
 * document; `forum-widgets:init` is dispatched on the document with the API.
 */

export interface MountEventDetail {
  name: string;
  props: Record<string, unknown>;
}
export interface UnmountEventDetail {
  name: string;
}
export interface ErrorEventDetail {
  /** The widget's name, or '' for a marker without one. */
  name: string;
  /** The reason, as the console message gives it. */
  reason: string;
  error?: unknown;
}

export interface ForumWidgetsEventMap {
  'forum-widgets:mount': CustomEvent<MountEventDetail>;
  'forum-widgets:unmount': CustomEvent<UnmountEventDetail>;
  'forum-widgets:error': CustomEvent<ErrorEventDetail>;
  'forum-widgets:init': CustomEvent<ForumWidgetsApi>;
}

declare global {
  // Declaration merging: `document.addEventListener('forum-widgets:mount', (e) => e.detail.name)`
  // type-checks in a page's own TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends ForumWidgetsEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ForumWidgetsEventMap {}
}
