// Over 250 lines on purpose: one per-marker state machine whose private records the observer, the scans and the host API share; split, it would export that state across modules of the size-budgeted entry chunk.
import { describeElement } from './describe';
import { parseProps } from './props';
import { keyOf, resolveComponent, type Registry, type RegistryEntry } from './registry';
import type { AnyWidgetComponent, RootHandle } from '../api/types/widgetContract';
import type { EnhancerDefinition, Runtime } from '../store/runtimeTypes';

export const EVENT_MOUNT = 'forum-widgets:mount';
export const EVENT_UNMOUNT = 'forum-widgets:unmount';
export const EVENT_ERROR = 'forum-widgets:error';

type State = 'waiting' | 'deferred' | 'loading' | 'mounted' | 'crashed' | 'failed' | 'unmounted';

interface MarkerRecord {
  el: HTMLElement;
  name: string;
  contents: string;
  state: State;
  props: Record<string, unknown>;
  handle?: RootHandle;
  /** The server HTML nodes, put back when the widget is dismissed or unmounted by the host. */
  serverNodes?: Node[];
  /** Incremented on every (re)mount attempt so that stale async work is dropped. */
  generation: number;
  settle?: () => void;
  /** While deferred by `data-load`: mounts now and drops the pending trigger. */
  due?: () => void;
}

export interface ControllerOptions {
  doc: Document;
  registry: Registry;
  loadRuntime: () => Promise<Runtime>;
  debug: boolean;
  enhancers?: EnhancerDefinition[];
}

const MARKER_SELECTOR = '[data-react], #app';

/**
 * Finds markers, keeps one record per element, and drives each one through
 * waiting → loading → mounted (or failed) without letting one marker affect another.
 */
/** Takes a record's widget out of the page (again: a no-op). */
function unmountHandle(record: MarkerRecord): void {
  try {
    record.handle?.unmount();
  } catch (e) {
    console.error(`[forum-widgets] Widget "${record.name}" threw while unmounting`, e);
  }
}

export class MountController {
  private records = new Map<HTMLElement, MarkerRecord>();
  private paused = new WeakSet<Node>();
  private observer: MutationObserver | null = null;
  private pageLoaded: boolean;
  private sweepQueued = false;
  private runtime: Promise<Runtime> | null = null;
  private runtimeValue: Runtime | null = null;
  /** Enhancers whose selector has not matched yet. */
  private dormant: EnhancerDefinition[];
  private cleanups: Array<() => void> = [];

  constructor(private readonly opts: ControllerOptions) {
    const { doc, registry } = opts;
    this.pageLoaded = doc.readyState === 'complete';
    if (!this.pageLoaded) {
      doc.defaultView?.addEventListener('load', () => this.onPageLoaded(), { once: true });
    }
    registry.onAdded((entry) => this.onRegistered(entry));
    this.dormant = [...(opts.enhancers ?? [])];
  }

  /** Scans a subtree (default: the document) and returns a promise for those markers settling. */
  scan(root: ParentNode = this.opts.doc): Promise<void> {
    const pending: Promise<void>[] = [];
    this.forEachMarker(root, (el) => {
      const p = this.consider(el, true);
      if (p) pending.push(p);
    });
    return Promise.all(pending).then(() => undefined);
  }

  private forEachMarker(root: ParentNode, visit: (el: HTMLElement) => void): void {
    // One cheap test first: most inserted nodes (a widget's own rendering) hold nothing for us.
    const any = this.dormant.length ? this.anySelector : MARKER_SELECTOR;
    const isElement = root.nodeType === 1;
    const self = isElement && (root as Element).matches(any);
    const leaf = isElement && root.firstElementChild === null;
    if (!self && (leaf || root.querySelector(any) === null)) return;
    if (this.dormant.length) this.wakeEnhancers(root);
    if (self && (root as Element).matches(MARKER_SELECTOR)) visit(root as HTMLElement);
    if (!leaf) root.querySelectorAll<HTMLElement>(MARKER_SELECTOR).forEach(visit);
  }

  /** Markers plus the selectors of enhancers that have not woken up yet. */
  private get anySelector(): string {
    return [MARKER_SELECTOR, ...this.dormant.map((d) => d.selector)].join(', ');
  }

  /** Watches the document for markers added, removed or changed later. */
  observe(): void {
    if (this.observer) return;
    const MO = this.opts.doc.defaultView?.MutationObserver ?? MutationObserver;
    this.observer = new MO((records) => this.onMutations(records));
    this.observer.observe(this.opts.doc.documentElement, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-props', 'data-react'],
    });
  }

  mount(root?: ParentNode): Promise<void> {
    const target = root ?? this.opts.doc;
    this.paused.delete(target as Node);
    return this.scan(target);
  }

  /** Unmounts every widget in `root` (default: all) and puts its server HTML back. */
  unmount(root?: ParentNode): void {
    if (root) this.paused.add(root as Node);
    const targets = [...this.records.values()].filter(
      (record) => !root || root === record.el || (root as Node).contains(record.el),
    );
    // Every widget leaves in one commit of the shared root, then each marker gets its server
    // HTML back (release() unmounts again: a no-op): 500 widgets cost one commit, not 500.
    // Without the runtime there is no widget to take out.
    this.runtimeValue?.unmountTogether(() => targets.forEach(unmountHandle));
    for (const record of targets) this.release(record, true);
  }

  /** Stops observing, unmounts everything and releases the enhancers. */
  disconnect(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.unmount();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private wakeEnhancers(root: ParentNode): void {
    for (const def of [...this.dormant]) {
      const hit =
        (root instanceof Element && root.matches(def.selector)) ||
        root.querySelector(def.selector) !== null;
      if (!hit) continue;
      this.dormant.splice(this.dormant.indexOf(def), 1);
      this.runtime ??= this.opts.loadRuntime().then((runtime) => (this.runtimeValue = runtime));
      Promise.all([this.runtime, def.load()])
        .then(([runtime, mod]) => {
          if (!this.observer) return; // Disconnected meanwhile.
          this.cleanups.push(mod.enhance({ doc: this.opts.doc, runtime }));
        })
        .catch((error: unknown) => {
          this.runtime = this.runtimeValue ? this.runtime : null;
          console.error(
            `[forum-widgets] Enhancer "${def.name}" failed to load: ${(error as Error)?.message ?? error}`,
          );
        });
    }
  }

  get mountedCount(): number {
    let n = 0;
    for (const r of this.records.values()) if (r.state === 'mounted') n++;
    return n;
  }

  private nameOf(el: HTMLElement): string | null {
    const attr = el.getAttribute('data-react');
    if (attr !== null) return attr.trim();
    if (el.id === 'app') return this.opts.registry.pageName;
    return null;
  }

  /**
   * Whether a marker is still part of another marker's server HTML, which goes to that widget
   * as `contents`. Markers inside a mounted widget's rendered output are new and do mount.
   */
  private isClaimed(el: HTMLElement): boolean {
    for (let p = el.parentElement; p; p = p.parentElement) {
      if (this.paused.has(p)) return true;
      const state = this.records.get(p)?.state;
      if (state === 'loading' || state === 'deferred') return true;
    }
    return false;
  }

  /** Starts a marker; with `track`, returns a promise that settles with it. */
  private consider(el: HTMLElement, track = false): Promise<void> | null {
    const existing = this.records.get(el);
    // The host's mount() (a tracked scan) mounts a marker deferred by data-load at once.
    if (existing?.due && track) {
      const forced = new Promise<void>((resolve) => (existing.settle = resolve));
      existing.due();
      return forced;
    }
    if (existing && existing.state !== 'unmounted') return null;
    if (this.paused.has(el) || this.isClaimed(el)) return null;
    const name = this.nameOf(el);
    if (name === null) return null; // #app with no page component registered.
    const record: MarkerRecord = {
      el,
      name,
      contents: existing?.contents ?? el.innerHTML,
      state: 'waiting',
      props: {},
      generation: (existing?.generation ?? 0) + 1,
    };
    this.records.set(el, record);
    const settled = track ? new Promise<void>((resolve) => (record.settle = resolve)) : null;
    this.start(record);
    return settled;
  }

  private start(record: MarkerRecord): void {
    if (record.name === '') return this.fail(record, 'has an empty data-react name');
    const parsed = parseProps(record.el.getAttribute('data-props'));
    if (!parsed.ok) return this.fail(record, parsed.reason);
    record.props = parsed.props;
    const entry = this.opts.registry.get(record.name);
    if (!entry) {
      record.state = 'waiting';
      // The runtime loads the layout catalog (widgets/layoutCatalog.ts), which may know the name;
      // a marker deferred by data-load fetches nothing before its trigger, the runtime included.
      const lookUp = (): void => void this.opts.loadRuntime().catch(() => 0);
      const mode = record.el.getAttribute('data-load');
      if (mode && mode !== 'eager')
        import('./deferMount').then((m) => {
          // Registered meanwhile (a page script in the same task) or gone: nothing to look up.
          if (record.state === 'waiting' && this.records.get(record.el) === record)
            m.whenDue(record.el, mode, lookUp);
        }, lookUp);
      else lookUp();
      if (this.pageLoaded) this.reportUnknownSoon(record);
      return;
    }
    record.name = entry.name;
    const invalid = this.validate(entry, record.props);
    if (invalid) return this.fail(record, invalid);
    this.load(record, entry);
  }

  private validate(entry: RegistryEntry, props: Record<string, unknown>): string | null {
    if (!entry.validate) return null;
    try {
      return entry.validate(props) ? null : "has props that failed the widget's validator";
    } catch (e) {
      return `has invalid props: ${(e as Error).message}`;
    }
  }

  private load(record: MarkerRecord, entry: RegistryEntry): void {
    const generation = record.generation;
    const mode = record.el.getAttribute('data-load');
    if (mode && mode !== 'eager' && record.state !== 'deferred') {
      // data-load="visible | idle | interaction": the server HTML stays and no code is fetched
      // until the trigger (src/mount/deferMount.ts, a chunk of its own) fires.
      record.state = 'deferred';
      record.settle?.();
      let cancel: (() => void) | undefined;
      const due = (): void => {
        cancel?.();
        record.due = undefined;
        if (this.isCurrent(record, generation)) this.load(record, entry);
      };
      record.due = due;
      import('./deferMount').then((m) => {
        if (record.due === due) cancel = m.whenDue(record.el, mode, due);
      }, due);
      return;
    }
    record.state = 'loading';
    // Once the runtime and the widget's code are here, mount in the same task.
    if (this.runtimeValue && entry.resolved)
      return this.render(record, this.runtimeValue, entry.resolved);
    this.runtime ??= this.opts.loadRuntime().then(
      (runtime) => (this.runtimeValue = runtime),
      (e: unknown) => {
        this.runtime = null;
        throw new Error(`the forum-widgets runtime failed to load (${(e as Error).message})`);
      },
    );
    Promise.all([this.runtime, resolveComponent(entry)]).then(
      ([runtime, component]) => {
        if (!this.isCurrent(record, generation)) return;
        this.render(record, runtime, component);
      },
      (error: unknown) => {
        if (!this.isCurrent(record, generation)) return;
        this.fail(record, `failed to load: ${(error as Error)?.message ?? String(error)}`, error);
        // Its server HTML stays, so markers nested inside it are now free to mount.
        this.scanChildren(record.el);
      },
    );
  }

  private isCurrent(record: MarkerRecord, generation: number): boolean {
    return (
      this.records.get(record.el) === record &&
      record.generation === generation &&
      record.el.isConnected
    );
  }

  private render(record: MarkerRecord, runtime: Runtime, component: AnyWidgetComponent): void {
    const entry = this.opts.registry.get(record.name);
    const invalid = entry && this.validate(entry, record.props);
    if (invalid) return this.fail(record, invalid);
    record.serverNodes = Array.from(record.el.childNodes);
    try {
      record.handle = runtime.mountWidget(
        record.el,
        component,
        { ...record.props, contents: record.contents },
        {
          onMounted: () => {
            if (record.state !== 'loading') return;
            record.state = 'mounted';
            this.emit(record.el, EVENT_MOUNT, { name: record.name, props: record.props });
            if (this.opts.debug)
              console.debug(
                `[forum-widgets] mounted ${record.name} at ${describeElement(record.el)}`,
              );
            record.settle?.();
          },
          onRenderError: (error) => {
            record.state = 'crashed';
            this.report(
              record,
              `threw while rendering: ${(error as Error)?.message ?? String(error)}`,
              error,
              'It shows the error boundary (Reload, Cancel); Cancel restores the server HTML.',
            );
            record.settle?.();
          },
          onDismiss: () => {
            this.release(record, true);
            record.state = 'failed';
          },
        },
      );
    } catch (error) {
      this.fail(record, `threw while mounting: ${(error as Error).message}`, error);
    }
  }

  private fail(record: MarkerRecord, reason: string, error?: unknown): void {
    record.state = 'failed';
    this.report(record, reason, error);
    record.settle?.();
  }

  private report(
    record: MarkerRecord,
    reason: string,
    error?: unknown,
    outcome = 'Its server HTML was left in place.',
  ): void {
    const where = describeElement(record.el);
    const label = record.name === '' ? 'A widget marker' : `Widget "${record.name}"`;
    console.error(`[forum-widgets] ${label} at ${where} ${reason}. ${outcome}`);
    this.emit(record.el, EVENT_ERROR, { name: record.name, reason, error });
  }

  private emit(el: HTMLElement, type: string, detail: unknown): void {
    const win = this.opts.doc.defaultView;
    if (!win) return;
    el.dispatchEvent(new win.CustomEvent(type, { bubbles: true, detail }));
  }

  /** Unmounts a record's root; with `restore`, the server HTML comes back. */
  private release(record: MarkerRecord, restore: boolean): void {
    const wasRendered = record.handle !== undefined;
    record.generation++;
    record.due?.();
    if (record.handle) {
      unmountHandle(record);
      record.handle = undefined;
      if (restore && record.serverNodes) record.el.replaceChildren(...record.serverNodes);
    }
    record.serverNodes = undefined;
    const prev = record.state;
    record.state = 'unmounted';
    record.settle?.();
    if (!record.el.isConnected || !restore) this.records.delete(record.el);
    if (wasRendered && (prev === 'mounted' || prev === 'crashed')) {
      this.emit(record.el, EVENT_UNMOUNT, { name: record.name });
    }
  }

  private scanChildren(el: HTMLElement): void {
    el.querySelectorAll<HTMLElement>(MARKER_SELECTOR).forEach((child) => void this.consider(child));
  }

  private onRegistered(entry: RegistryEntry): void {
    const key = keyOf(entry.name);
    for (const record of this.records.values()) {
      if (record.state === 'waiting' && keyOf(record.name) === key) this.start(record);
    }
    if (this.opts.registry.pageName === entry.name) {
      const app = this.opts.doc.getElementById('app');
      if (app && !app.hasAttribute('data-react')) void this.consider(app);
    }
  }

  private onPageLoaded(): void {
    this.pageLoaded = true;
    for (const record of this.records.values()) {
      if (record.state === 'waiting') this.reportUnknown(record);
    }
  }

  private reportUnknownSoon(record: MarkerRecord): void {
    // Give a script registering the widget in the same task a chance first.
    setTimeout(() => {
      if (record.state === 'waiting' && this.records.get(record.el) === record)
        this.reportUnknown(record);
    }, 0);
  }

  private reportUnknown(record: MarkerRecord): void {
    this.report(
      record,
      'is not a registered widget name (it stays waiting in case it is registered later)',
    );
    record.settle?.();
  }

  private onMutations(mutations: MutationRecord[]): void {
    let removed = false;
    for (const m of mutations) {
      if (m.type === 'attributes') {
        this.onAttributeChanged(m.target as HTMLElement, m.attributeName);
        continue;
      }
      if (m.removedNodes.length) removed = true;
      m.addedNodes.forEach((node) => {
        if (node.nodeType !== 1 || !node.isConnected) return;
        this.forEachMarker(node as HTMLElement, (el) => void this.consider(el));
      });
    }
    if (removed) this.queueSweep();
  }

  private queueSweep(): void {
    if (this.sweepQueued) return;
    this.sweepQueued = true;
    queueMicrotask(() => {
      this.sweepQueued = false;
      for (const record of [...this.records.values()]) {
        if (!record.el.isConnected) this.release(record, false);
      }
    });
  }

  private onAttributeChanged(el: HTMLElement, attribute: string | null): void {
    const record = this.records.get(el);
    if (!record) {
      if (attribute === 'data-react' && el.isConnected) void this.consider(el);
      return;
    }
    if (attribute === 'data-react') {
      this.release(record, true);
      this.records.delete(el);
      void this.consider(el);
      return;
    }
    const parsed = parseProps(el.getAttribute('data-props'));
    if (!parsed.ok) return this.report(record, `${parsed.reason}; keeping the previous props`);
    const entry = this.opts.registry.get(record.name);
    if (record.state === 'failed' || (record.state === 'waiting' && entry)) {
      this.restart(record);
      return;
    }
    if (!entry || record.state === 'waiting') return;
    const invalid = this.validate(entry, parsed.props);
    if (invalid) return this.report(record, `${invalid}; keeping the previous props`);
    record.props = parsed.props;
    record.handle?.update({ ...parsed.props, contents: record.contents });
  }

  /** A failed marker whose props changed gets a fresh attempt. */
  private restart(record: MarkerRecord): void {
    record.generation++;
    record.state = 'waiting';
    this.start(record);
  }
}
