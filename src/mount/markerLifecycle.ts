/**
 * One marker's way through its states (src/mount/markerStates.ts): start (name, props,
 * registration), deferral by `data-load`, loading the runtime and the widget's code, rendering,
 * failing, releasing and retrying. Plain functions over the controller's fields rather than
 * methods: the entry's minifier shortens their names, which methods' it cannot.
 */
import { parseProps } from './props';
import { transition, type MarkerState } from './markerStates';
import { type Registry, resolveComponent, type RegistryEntry } from './registry';
import { emit, EVENT_MOUNT, EVENT_UNMOUNT, messageOf, report } from './reporting';
import { describeElement } from './describe';
import type { AnyWidgetComponent, PropsValidator, RootHandle } from '@/api/types/widgetContract';
import type { EnhancerDefinition, Runtime } from '@/store/runtimeTypes';

/** What the page's controller is made with (src/mount/controller.ts). */
export interface ControllerOptions {
  doc: Document;
  registry: Registry;
  loadRuntime: () => Promise<Runtime>;
  debug: boolean;
  enhancers?: EnhancerDefinition[];
}

export interface MarkerRecord {
  el: HTMLElement;
  name: string;
  contents: string;
  state: MarkerState;
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

/** The controller's fields and methods a marker's lifecycle uses. */
export interface MarkerHost {
  readonly opts: ControllerOptions;
  readonly records: Map<HTMLElement, MarkerRecord>;
  readonly pageLoaded: boolean;
  runtime?: Promise<Runtime> | null;
  runtimeValue?: Runtime | null;
  /** Starts the markers nested in `el` (after its widget failed to load). */
  readonly scanChildren: (el: HTMLElement) => void;
}

/** Takes a record's widget out of the page (again: a no-op). */
export function unmountHandle(record: MarkerRecord): void {
  try {
    record.handle?.unmount();
  } catch (e) {
    console.error(`[forum-widgets] Widget "${record.name}" threw while unmounting`, e);
  }
}

/** Starts a waiting record: checks its name and props, then loads it or waits for its name. */
export function start(host: MarkerHost, record: MarkerRecord): void {
  if (record.name === '') return fail(host, record, 'has an empty data-react name');
  const parsed = parseProps(record.el.getAttribute('data-props'));
  if (!parsed.ok) return fail(host, record, parsed.reason);
  record.props = parsed.props;
  const entry = host.opts.registry.get(record.name);
  if (!entry) {
    // It stays waiting. The runtime loads the layout catalog (widgets/layoutCatalog.ts), which may
    // know the name; a marker deferred by data-load fetches nothing before its trigger, the
    // runtime included.
    const lookUp = (): void => void host.opts.loadRuntime().catch(() => 0);
    const mode = record.el.getAttribute('data-load');
    if (mode && mode !== 'eager')
      import('./deferMount').then((m) => {
        // Registered meanwhile (a page script in the same task) or gone: nothing to look up.
        if (record.state === 'waiting' && host.records.get(record.el) === record)
          m.whenDue(record.el, mode, lookUp);
      }, lookUp);
    else lookUp();
    if (host.pageLoaded) reportUnknownSoon(host, record);
    return;
  }
  record.name = entry.name;
  const invalid = validate(entry, record.props);
  if (invalid) return fail(host, record, invalid);
  load(host, record, entry);
}

/** The widget validator's verdict on `props`: null, or the reason they are refused. */
export function validate(entry: RegistryEntry, props: Record<string, unknown>): string | null {
  // A Standard Schema waits for the runtime chunk, which makes it a function before the first
  // render checks again (src/mount/standardSchema.ts); arktype's, callable, may pass until then.
  const check = entry.validate as PropsValidator<unknown> | undefined;
  if (!check?.call) return null;
  try {
    return check(props) ? null : "has props that failed the widget's validator";
  } catch (e) {
    return `has invalid props: ${(e as Error).message}`;
  }
}

function load(host: MarkerHost, record: MarkerRecord, entry: RegistryEntry): void {
  const generation = record.generation;
  const mode = record.el.getAttribute('data-load');
  if (mode && mode !== 'eager' && transition(record, 'defer')) {
    // data-load="visible | idle | interaction": the server HTML stays and no code is fetched
    // until the trigger (src/mount/deferMount.ts, a chunk of its own) fires.
    record.settle?.();
    let cancel: (() => void) | undefined;
    const due = (): void => {
      cancel?.();
      record.due = undefined;
      if (isCurrent(host, record, generation)) load(host, record, entry);
    };
    record.due = due;
    import('./deferMount').then((m) => {
      if (record.due === due) cancel = m.whenDue(record.el, mode, due);
    }, due);
    return;
  }
  transition(record, 'load');
  // Once the runtime and the widget's code are here, mount in the same task.
  if (host.runtimeValue && entry.resolved)
    return render(host, record, host.runtimeValue, entry.resolved);
  host.runtime ??= host.opts.loadRuntime().then(
    (runtime) => (host.runtimeValue = runtime),
    (e: unknown) => {
      host.runtime = null;
      throw new Error(`the forum-widgets runtime failed to load (${(e as Error).message})`);
    },
  );
  Promise.all([host.runtime, resolveComponent(entry)]).then(
    ([runtime, component]) => {
      if (!isCurrent(host, record, generation)) return;
      render(host, record, runtime, component);
    },
    (error: unknown) => {
      if (!isCurrent(host, record, generation)) return;
      fail(host, record, `failed to load: ${messageOf(error)}`, error);
      // Its server HTML stays, so markers nested inside it are now free to mount.
      host.scanChildren(record.el);
    },
  );
}

function isCurrent(host: MarkerHost, record: MarkerRecord, generation: number): boolean {
  return (
    host.records.get(record.el) === record &&
    record.generation === generation &&
    record.el.isConnected
  );
}

function render(
  host: MarkerHost,
  record: MarkerRecord,
  runtime: Runtime,
  component: AnyWidgetComponent,
): void {
  const entry = host.opts.registry.get(record.name);
  const invalid = entry && validate(entry, record.props);
  if (invalid) return fail(host, record, invalid);
  record.serverNodes = Array.from(record.el.childNodes);
  try {
    record.handle = runtime.mountWidget(
      record.el,
      component,
      { ...record.props, contents: record.contents },
      {
        onMounted: () => {
          if (!transition(record, 'mount')) return;
          const { name, props, el } = record;
          emit(host.opts.doc, el, EVENT_MOUNT, { name, props });
          if (host.opts.debug)
            console.debug(`[forum-widgets] mounted ${name} at ${describeElement(el)}`);
          record.settle?.();
        },
        onRenderError: (error) => {
          transition(record, 'crash');
          report(
            host.opts.doc,
            record,
            `threw while rendering: ${messageOf(error)}`,
            error,
            'It shows the error boundary (Reload, Cancel); Cancel restores the server HTML.',
          );
          record.settle?.();
        },
        onDismiss: () => {
          release(host, record, true);
          transition(record, 'dismiss');
        },
      },
    );
  } catch (error) {
    fail(host, record, `threw while mounting: ${(error as Error).message}`, error);
  }
}

function fail(host: MarkerHost, record: MarkerRecord, reason: string, error?: unknown): void {
  transition(record, 'fail');
  report(host.opts.doc, record, reason, error);
  record.settle?.();
}

/** Unmounts a record's root; with `restore`, the server HTML comes back. */
export function release(host: MarkerHost, record: MarkerRecord, restore: boolean): void {
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
  transition(record, 'release');
  record.settle?.();
  if (!record.el.isConnected || !restore) host.records.delete(record.el);
  if (wasRendered && (prev === 'mounted' || prev === 'crashed')) {
    emit(host.opts.doc, record.el, EVENT_UNMOUNT, { name: record.name });
  }
}

/** A failed marker whose props changed (or a waiting one now registered) gets a fresh attempt. */
export function restart(host: MarkerHost, record: MarkerRecord): void {
  record.generation++;
  transition(record, 'retry');
  start(host, record);
}

function reportUnknownSoon(host: MarkerHost, record: MarkerRecord): void {
  // Give a script registering the widget in the same task a chance first.
  setTimeout(() => {
    if (record.state === 'waiting' && host.records.get(record.el) === record)
      reportUnknown(host, record);
  }, 0);
}

/** Reports a waiting marker's name as unknown; it keeps waiting for a late registration. */
export function reportUnknown(host: MarkerHost, record: MarkerRecord): void {
  report(
    host.opts.doc,
    record,
    'is not a registered widget name (it stays waiting in case it is registered later)',
  );
  record.settle?.();
}
