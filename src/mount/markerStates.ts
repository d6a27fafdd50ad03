/**
 * The per-marker state machine as a table: states × events → next state. The controller
 * (src/mount/markerLifecycle.ts) moves a record only through {@link transition}; the effects of
 * each event (settling the scan's promise, the DOM events, the reports) stay with it.
 *
 * Stale asynchronous work is not filtered here but by the record's generation (a released or
 * restarted record drops the callbacks of its earlier attempt), so most events are taken in
 * every state: the table rejects only what the controller has always rejected.
 */
export type MarkerState =
  | 'waiting' // no widget of that name yet, or about to start
  | 'deferred' // `data-load` trigger pending; claims its nested markers
  | 'loading' // the runtime and the widget's code are on their way; claims its nested markers
  | 'mounted' // the widget's first commit happened
  | 'crashed' // the widget threw while rendering; its error boundary shows
  | 'failed' // bad name or props, load or mount error, or dismissed: the server HTML stays
  | 'unmounted'; // released: by the host, by leaving the document or before a remount

export type MarkerEvent =
  /** `data-load` asks to wait for a trigger (any state but `deferred`, whose trigger loads). */
  | 'defer'
  /** The runtime and the widget's code are requested. */
  | 'load'
  /** The widget's first commit: taken only while loading (not after a render error). */
  | 'mount'
  /** A render error reached the widget's error boundary or its slot's guard. */
  | 'crash'
  | 'fail'
  | 'release'
  /** The user chose Cancel on the error boundary (or the widget restored the server HTML). */
  | 'dismiss'
  /** New `data-props` give a failed marker, or a waiting one now registered, a fresh attempt. */
  | 'retry';

/** What every state takes. */
const ANY = { load: 'loading', fail: 'failed', crash: 'crashed', release: 'unmounted' } as const;
/** What every state but `deferred` takes. */
const NOT_DEFERRED = { ...ANY, defer: 'deferred' } as const;

export const TRANSITIONS: Readonly<
  Record<MarkerState, Readonly<Partial<Record<MarkerEvent, MarkerState>>>>
> = {
  waiting: { ...NOT_DEFERRED, retry: 'waiting' },
  deferred: ANY,
  loading: { ...NOT_DEFERRED, mount: 'mounted' },
  mounted: NOT_DEFERRED,
  crashed: NOT_DEFERRED,
  failed: { ...NOT_DEFERRED, retry: 'waiting' },
  // The controller releases a record before it takes `dismiss`.
  unmounted: { ...NOT_DEFERRED, dismiss: 'failed' },
};

/** Moves a record by the table: its new state, or undefined (and it stays) if its state does not take `event`. */
export function transition(
  record: { state: MarkerState },
  event: MarkerEvent,
): MarkerState | undefined {
  const next = TRANSITIONS[record.state][event];
  if (next) record.state = next;
  return next;
}
