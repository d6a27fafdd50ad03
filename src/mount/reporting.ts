/**
 * What the controller tells the page about a marker: the DOM events (`forum-widgets:mount`,
 * `:unmount`, `:error`, bubbling from the marker) and the console messages, one per problem.
 */
import { describeElement } from './describe';

export const EVENT_MOUNT = 'forum-widgets:mount';
export const EVENT_UNMOUNT = 'forum-widgets:unmount';
export const EVENT_ERROR = 'forum-widgets:error';

/** The marker as the reports name it. */
export interface ReportedMarker {
  el: HTMLElement;
  name: string;
}

/** Dispatches one of the events above on a marker, in the window of `doc`. */
export function emit(doc: Document, el: HTMLElement, type: string, detail: unknown): void {
  const win = doc.defaultView;
  if (!win) return;
  el.dispatchEvent(new win.CustomEvent(type, { bubbles: true, detail }));
}

/** Logs one error about a marker and dispatches `forum-widgets:error` on it. */
export function report(
  doc: Document,
  marker: ReportedMarker,
  reason: string,
  error?: unknown,
  outcome = 'Its server HTML was left in place.',
): void {
  const where = describeElement(marker.el);
  const label = marker.name === '' ? 'A widget marker' : `Widget "${marker.name}"`;
  console.error(`[forum-widgets] ${label} at ${where} ${reason}. ${outcome}`);
  emit(doc, marker.el, EVENT_ERROR, { name: marker.name, reason, error });
}

/** The message of whatever was thrown. */
export function messageOf(error: unknown): string {
  return (error as Error)?.message ?? String(error);
}
