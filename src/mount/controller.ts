import {
  releaseEnhancers,
  wakeEnhancers,
  withDormantSelectors,
  type EnhancerHost,
} from './enhancers';
import {
  release,
  reportUnknown,
  start,
  unmountHandle,
  type ControllerOptions,
  type MarkerHost,
  type MarkerRecord,
} from './markerLifecycle';
import { keyOf, type RegistryEntry } from './registry';

export type { ControllerOptions };

const MARKER_SELECTOR = '[data-react], #app';

/**
 * One page's markers: a record per marker element, each driven through its states
 * (markerStates.ts, by markerLifecycle.ts) without letting one marker affect another. A plain
 * object and functions rather than a class: the entry's minifier shortens function names, which
 * it cannot do for methods, and the entry's budget has no room for them (docs/architecture.md).
 */
export interface MountController extends MarkerHost, EnhancerHost {
  readonly opts: ControllerOptions;
  /** Subtrees the host unmounted: their markers wait for its mount(). */
  readonly paused: WeakSet<Node>;
  observer?: MutationObserver | null;
  pageLoaded: boolean;
  /** A sweep for removed markers is queued (markerObserver.ts). */
  sweepQueued?: boolean;
}

export function createController(opts: ControllerOptions): MountController {
  const { doc, registry } = opts;
  // The observer, the runtime and its promise start unset (undefined).
  const c: MountController = {
    opts,
    records: new Map(),
    paused: new WeakSet(),
    pageLoaded: doc.readyState === 'complete',
    dormant: [...(opts.enhancers ?? [])],
    cleanups: [],
    scanChildren: (el) =>
      el.querySelectorAll<HTMLElement>(MARKER_SELECTOR).forEach((child) => void consider(c, child)),
  };
  if (!c.pageLoaded) {
    doc.defaultView?.addEventListener('load', () => onPageLoaded(c), { once: true });
  }
  registry.onAdded((entry) => onRegistered(c, entry));
  return c;
}

/** Scans a subtree (default: the document) and returns a promise for those markers settling. */
export function scan(c: MountController, root: ParentNode = c.opts.doc): Promise<void> {
  const pending: Promise<void>[] = [];
  forEachMarker(c, root, (el) => {
    const p = consider(c, el, true);
    if (p) pending.push(p);
  });
  return Promise.all(pending).then(() => undefined);
}

/** The host's mount(): mounts the markers in `root` (default: the document), paused or not. */
export function mountMarkers(c: MountController, root?: ParentNode): Promise<void> {
  const target = root ?? c.opts.doc;
  c.paused.delete(target as Node);
  return scan(c, target);
}

/** Unmounts every widget in `root` (default: all) and puts its server HTML back. */
export function unmountMarkers(c: MountController, root?: ParentNode): void {
  if (root) c.paused.add(root as Node);
  const targets = [...c.records.values()].filter(
    (record) => !root || root === record.el || (root as Node).contains(record.el),
  );
  // Every widget leaves in one commit of the shared root, then each marker gets its server
  // HTML back (release() unmounts again: a no-op): 500 widgets cost one commit, not 500.
  // Without the runtime there is no widget to take out.
  c.runtimeValue?.unmountTogether(() => targets.forEach(unmountHandle));
  for (const record of targets) release(c, record, true);
}

/** Stops observing, unmounts everything and releases the enhancers. */
export function disconnect(c: MountController): void {
  c.observer?.disconnect();
  c.observer = null;
  unmountMarkers(c);
  releaseEnhancers(c);
}

export function countMounted(c: MountController): number {
  let n = 0;
  for (const r of c.records.values()) if (r.state === 'mounted') n++;
  return n;
}

export function forEachMarker(
  c: MountController,
  root: ParentNode,
  visit: (el: HTMLElement) => void,
): void {
  // One cheap test first: most inserted nodes (a widget's own rendering) hold nothing for us.
  const any = c.dormant.length ? withDormantSelectors(c, MARKER_SELECTOR) : MARKER_SELECTOR;
  const isElement = root.nodeType === 1;
  const self = isElement && (root as Element).matches(any);
  const leaf = isElement && root.firstElementChild === null;
  if (!self && (leaf || root.querySelector(any) === null)) return;
  if (c.dormant.length) wakeEnhancers(c, root);
  if (self && (root as Element).matches(MARKER_SELECTOR)) visit(root as HTMLElement);
  if (!leaf) root.querySelectorAll<HTMLElement>(MARKER_SELECTOR).forEach(visit);
}

function nameOf(c: MountController, el: HTMLElement): string | null {
  const attr = el.getAttribute('data-react');
  if (attr !== null) return attr.trim();
  if (el.id === 'app') return c.opts.registry.pageName;
  return null;
}

/**
 * Whether a marker is still part of another marker's server HTML, which goes to that widget
 * as `contents`. Markers inside a mounted widget's rendered output are new and do mount.
 */
function isClaimed(c: MountController, el: HTMLElement): boolean {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (c.paused.has(p)) return true;
    const state = c.records.get(p)?.state;
    if (state === 'loading' || state === 'deferred') return true;
  }
  return false;
}

/** Starts a marker; with `track`, returns a promise that settles with it. */
export function consider(c: MountController, el: HTMLElement, track = false): Promise<void> | null {
  const existing = c.records.get(el);
  // The host's mount() (a tracked scan) mounts a marker deferred by data-load at once.
  if (existing?.due && track) {
    const forced = new Promise<void>((resolve) => (existing.settle = resolve));
    existing.due();
    return forced;
  }
  if (existing && existing.state !== 'unmounted') return null;
  if (c.paused.has(el) || isClaimed(c, el)) return null;
  const name = nameOf(c, el);
  if (name === null) return null; // #app with no page component registered.
  const record: MarkerRecord = {
    el,
    name,
    contents: existing?.contents ?? el.innerHTML,
    state: 'waiting',
    props: {},
    generation: (existing?.generation ?? 0) + 1,
  };
  c.records.set(el, record);
  const settled = track ? new Promise<void>((resolve) => (record.settle = resolve)) : null;
  start(c, record);
  return settled;
}

function onRegistered(c: MountController, entry: RegistryEntry): void {
  const key = keyOf(entry.name);
  for (const record of c.records.values()) {
    if (record.state === 'waiting' && keyOf(record.name) === key) start(c, record);
  }
  if (c.opts.registry.pageName === entry.name) {
    const app = c.opts.doc.getElementById('app');
    if (app && !app.hasAttribute('data-react')) void consider(c, app);
  }
}

function onPageLoaded(c: MountController): void {
  c.pageLoaded = true;
  for (const record of c.records.values()) {
    if (record.state === 'waiting') reportUnknown(c, record);
  }
}
