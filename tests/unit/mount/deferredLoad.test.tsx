import { Contents, Greeting } from './widgets';
import { settle, start, teardown } from './harness';
import { EVENT_MOUNT } from '@/mount/reporting';
import { IDLE_TIMEOUT_MS, VISIBLE_MARGIN } from '@/mount/deferMount';

/**
 * `data-load` on a marker (issue 22 §2): visible, idle and interaction wait for their trigger with
 * the server HTML in place and without fetching the widget's chunk; the host API's mount() forces
 * them. jsdom has neither IntersectionObserver nor requestIdleCallback, so the tests give the
 * window stand-ins that the test fires, the way the browser would.
 */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element): void {
    this.targets.push(el);
  }
  disconnect(): void {
    this.disconnected = true;
  }
  /** The browser reporting the marker as inside the margin (or not). */
  fire(isIntersecting: boolean): void {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const idle: Array<{ run: () => void; timeout?: number; cancelled: boolean }> = [];
const win = window as unknown as Record<string, unknown>;

beforeEach(() => {
  FakeIntersectionObserver.all = [];
  idle.length = 0;
  win.IntersectionObserver = FakeIntersectionObserver;
  win.requestIdleCallback = (run: () => void, opts?: { timeout?: number }) =>
    idle.push({ run, timeout: opts?.timeout, cancelled: false }) - 1;
  win.cancelIdleCallback = (id: number) => {
    idle[id]!.cancelled = true;
  };
});
afterEach(() => {
  teardown();
  delete win.IntersectionObserver;
  delete win.requestIdleCallback;
  delete win.cancelIdleCallback;
});

/** A lazy Greeting whose chunk loads are counted. */
function lazyGreeting(api: ReturnType<typeof start>['api']): jest.Mock {
  const load = jest.fn(() => Promise.resolve({ default: Greeting }));
  api.registerLazy('Later', load);
  return load;
}

const text = (id: string): string | null | undefined => document.getElementById(id)?.textContent;

describe('data-load: deferred mounting', () => {
  it('visible: keeps the server HTML and fetches nothing until the marker nears the viewport', async () => {
    const mounted: string[] = [];
    document.addEventListener(EVENT_MOUNT, (e) => mounted.push((e.target as Element).id));
    const { api } = start(
      `<div id="w" data-react="Later" data-load="visible" data-props='{"name":"seen"}'>server</div>`,
    );
    const load = lazyGreeting(api);
    await api.ready; // A deferred marker does not hold the page's ready promise.
    await settle();
    expect(text('w')).toBe('server');
    expect(load).not.toHaveBeenCalled();
    const observer = FakeIntersectionObserver.all[0]!;
    expect(observer.options.rootMargin).toBe(VISIBLE_MARGIN);
    expect(observer.targets).toEqual([document.getElementById('w')]);
    observer.fire(false); // Still far away.
    await settle();
    expect(load).not.toHaveBeenCalled();
    observer.fire(true);
    await settle(8);
    expect(text('w')).toBe('Hello, seen');
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    expect(mounted).toEqual(['w']);
  });

  it('idle: mounts on the idle callback, asked with the timeout', async () => {
    const { api } = start(`<div id="w" data-react="Later" data-load="idle">server</div>`);
    const load = lazyGreeting(api);
    await api.ready;
    await settle();
    expect(text('w')).toBe('server');
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(IDLE_TIMEOUT_MS);
    idle[0]!.run();
    await settle(8);
    expect(text('w')).toBe('Hello, world');
  });

  it('idle without requestIdleCallback: mounts on the next task', async () => {
    delete win.requestIdleCallback;
    const { api } = start(`<div id="w" data-react="Later" data-load="idle">server</div>`);
    lazyGreeting(api);
    await api.ready;
    await settle(8);
    expect(text('w')).toBe('Hello, world');
  });

  it('interaction: mounts on the first focus or pointer event inside, not on events elsewhere', async () => {
    const { api } = start(`
      <button id="outside">elsewhere</button>
      <div id="w" data-react="Later" data-load="interaction"><button id="inner">server</button></div>`);
    const load = lazyGreeting(api);
    await api.ready;
    document.getElementById('outside')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
    document.getElementById('inner')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle(8);
    expect(text('w')).toBe('Hello, world');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("the host API's mount() mounts a deferred marker at once, and its promise waits for it", async () => {
    const { api } = start(`<div id="w" data-react="Later" data-load="visible">server</div>`);
    lazyGreeting(api);
    await api.ready;
    await settle();
    expect(text('w')).toBe('server');
    await api.mount(document.getElementById('w')!);
    expect(text('w')).toBe('Hello, world');
    // The trigger is dropped: it does not mount a second time.
    expect(FakeIntersectionObserver.all[0]!.disconnected).toBe(true);
  });

  it('a deferred marker removed before its trigger never loads', async () => {
    const { api } = start(`<div id="w" data-react="Later" data-load="visible">server</div>`);
    const load = lazyGreeting(api);
    await api.ready;
    await settle();
    document.getElementById('w')!.remove();
    await settle();
    expect(FakeIntersectionObserver.all[0]!.disconnected).toBe(true);
    FakeIntersectionObserver.all[0]!.fire(true);
    await settle(8);
    expect(load).not.toHaveBeenCalled();
  });

  it('a marker inside a deferred one stays part of its server HTML until the outer mounts', async () => {
    const { api } = start(
      `<div id="outer" data-react="Box" data-load="idle"><div id="inner" data-react="Greeting"></div></div>`,
      {
        widgets: [
          { name: 'Box', load: () => Promise.resolve(Contents) },
          { name: 'Greeting', load: () => Promise.resolve(Greeting) },
        ],
      },
    );
    await api.ready;
    await settle();
    expect(text('inner')).toBe('');
    idle[0]!.run();
    await settle(8);
    expect(document.querySelector('#outer .contents')?.textContent).toContain(
      'data-react="Greeting"',
    );
  });

  it('an unknown value is reported and the widget mounts at once; eager mounts at once', async () => {
    const { api, warnings } = start(`
      <div id="a" data-react="Later" data-load="lazy">server</div>
      <div id="b" data-react="Later" data-load="eager">server</div>`);
    lazyGreeting(api);
    await api.ready;
    await settle(8);
    expect(text('a')).toBe('Hello, world');
    expect(text('b')).toBe('Hello, world');
    expect(warnings.mock.calls.map(String)).toEqual([
      expect.stringContaining(
        'data-load="lazy" is not one of eager, visible, idle, interaction; mounting at once.',
      ),
    ]);
  });
});

describe('data-load with a name not registered yet', () => {
  it('visible: loads no runtime (nor the layout catalog with it) before the trigger, then looks the name up', async () => {
    const loadRuntime = jest.fn(() => import('@/mount/runtime'));
    const { api } = start(`<div id="w" data-react="NotYetKnown" data-load="visible">server</div>`, {
      loadRuntime,
    });
    await api.ready;
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
    const observer = FakeIntersectionObserver.all[0]!;
    expect(observer.targets).toEqual([document.getElementById('w')]);
    observer.fire(true);
    await settle();
    expect(loadRuntime).toHaveBeenCalledTimes(1);
    expect(text('w')).toBe('server');
  });

  it('an eager marker with an unknown name looks it up in the catalog at once', async () => {
    const loadRuntime = jest.fn(() => import('@/mount/runtime'));
    const { api } = start(`<div id="e" data-react="AlsoUnknown">eager</div>`, { loadRuntime });
    await api.ready;
    await settle();
    expect(loadRuntime).toHaveBeenCalledTimes(1);
  });

  it('a deferred marker alone fetches no runtime until its trigger', async () => {
    const loadRuntime = jest.fn(() => import('@/mount/runtime'));
    const { api } = start(`<div id="w" data-react="NotYetKnown" data-load="idle">server</div>`, {
      loadRuntime,
    });
    await api.ready;
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
    idle.forEach((i) => !i.cancelled && i.run());
    await settle();
    expect(loadRuntime).toHaveBeenCalledTimes(1);
  });
});
