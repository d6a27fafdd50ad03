import { POLL_MS, SCROLL_THROTTLE_MS, startFramedForum } from '@/embed/frame/framedForum';
import { TAG } from '@/embed/protocol';

/*
 * jsdom has no cross-origin frames, so the forum here is the test's own window (a top-level
 * window is its own `parent`). What the forum posts is read at the window boundary, the
 * parent's postMessage, with the targetOrigin it names; messages from the parent are delivered
 * as the browser would deliver them, with their origin and source window.
 */
const PARENT = 'https://site.example';
let posted: jest.SpyInstance;
let stop: (() => void) | undefined;

const sent = (type: string): Array<Record<string, unknown>> =>
  posted.mock.calls
    .map(([data]) => data as Record<string, unknown>)
    .filter((data) => data.type === type);

function start(): void {
  stop = startFramedForum(window, PARENT);
}

beforeEach(() => {
  jest.useFakeTimers();
  history.replaceState(null, '', '/discussions');
  document.title = 'Recent Discussions';
  posted = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});

afterEach(() => {
  stop?.();
  stop = undefined;
  posted.mockRestore();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('the framed forum reports to its parent', () => {
  it('its location and title at once, to the exact parent origin, never "*"', () => {
    start();
    expect(sent('location')).toEqual([
      { fw: TAG, type: 'location', path: '/discussions', title: 'Recent Discussions' },
    ]);
    expect(posted.mock.calls.every(([, target]) => target === PARENT)).toBe(true);
  });

  it('its location and title every 200 ms, only when they changed', () => {
    start();
    history.pushState(null, '', '/discussion/5?page=2#Comment_7');
    jest.advanceTimersByTime(POLL_MS - 1);
    expect(sent('location')).toHaveLength(1);
    jest.advanceTimersByTime(1);
    document.title = 'A discussion';
    jest.advanceTimersByTime(POLL_MS * 5);
    expect(sent('location').map((m) => [m.path, m.title])).toEqual([
      ['/discussions', 'Recent Discussions'],
      ['/discussion/5?page=2#Comment_7', 'Recent Discussions'],
      ['/discussion/5?page=2#Comment_7', 'A discussion'],
    ]);
  });

  it('its scroll position at most every 16 ms, with the last position of a burst', () => {
    start();
    const scrollTo = (y: number): void => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    scrollTo(10);
    scrollTo(30);
    scrollTo(49);
    expect(sent('scroll')).toEqual([{ fw: TAG, type: 'scroll', y: 10, scrolled: false }]);
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(sent('scroll').map((m) => m.y)).toEqual([10, 49]);
    scrollTo(51);
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS);
    scrollTo(50);
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS * 3);
    expect(sent('scroll').map((m) => [m.y, m.scrolled])).toEqual([
      [10, false],
      [49, false],
      [51, true],
      [50, false],
    ]);
  });

  it('its height when the content resizes, and only when it changed', () => {
    let height = 700;
    let resized: () => void = () => undefined;
    const observed: Element[] = [];
    // jsdom has no layout and no ResizeObserver: the content's box height and the observer
    // stand in for the browser's.
    const box = jest
      .spyOn(document.documentElement, 'getBoundingClientRect')
      .mockImplementation(() => ({ height }) as DOMRect);
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe(el: Element): void {
        observed.push(el);
      }
      disconnect(): void {
        resized = () => undefined;
      }
    };
    try {
      start();
      expect(observed).toContain(document.documentElement);
      height = 1200.4;
      resized();
      resized();
      height = 300;
      resized();
      expect(sent('height').map((m) => m.height)).toEqual([700, 1201, 300]);
    } finally {
      box.mockRestore();
      delete (window as unknown as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('nothing after it is stopped', () => {
    start();
    stop!();
    stop = undefined;
    posted.mockClear();
    history.pushState(null, '', '/categories');
    jest.advanceTimersByTime(POLL_MS * 3);
    window.dispatchEvent(new Event('scroll'));
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('links in the framed forum', () => {
  function click(html: string): HTMLAnchorElement {
    document.body.innerHTML = html;
    const link = document.querySelector('a')!;
    // Clicking would navigate jsdom; the target is set in the capture phase, before that.
    link.addEventListener('click', (e) => e.preventDefault());
    (link.querySelector('span') ?? link).click();
    return link;
  }

  it('sends links to other sites to the top window, keeping their rel', () => {
    start();
    const link = click(
      '<a href="https://elsewhere.example/x" rel="nofollow noopener"><span>out</span></a>',
    );
    expect(link.target).toBe('_top');
    expect(link.rel).toBe('nofollow noopener');
  });

  it("keeps the forum's own links in the frame, and an explicit new window as it is", () => {
    start();
    expect(click('<a href="/discussion/5">in</a>').target).toBe('');
    expect(click(`<a href="${location.origin}/x">in</a>`).target).toBe('');
    expect(click('<a href="https://elsewhere.example/" target="_blank">new</a>').target).toBe(
      '_blank',
    );
  });
});

describe("the parent's navigate requests", () => {
  const deliver = (data: unknown, origin = PARENT, source: Window | null = window): void => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  };

  it('are followed from the parent origin and window, to a path on the forum', () => {
    start();
    // jsdom navigates within the document only, so the path here differs by its hash.
    deliver({ fw: TAG, type: 'navigate', path: '/discussions#Comment_3' });
    expect(location.pathname + location.hash).toBe('/discussions#Comment_3');
  });

  it('are ignored from another origin, another window, or to anywhere but a path', () => {
    start();
    const frame = document.body.appendChild(document.createElement('iframe'));
    deliver({ fw: TAG, type: 'navigate', path: '/discussions#a' }, 'https://evil.example');
    deliver({ fw: TAG, type: 'navigate', path: '/discussions#b' }, PARENT, frame.contentWindow);
    deliver({ fw: TAG, type: 'navigate', path: '//evil.example/#c' });
    deliver({ fw: TAG, type: 'navigate', path: 'javascript:location.hash="d"' });
    deliver({ fw: TAG, type: 'navigate', path: `${location.origin}/discussions#e` });
    deliver({ type: 'navigate', path: '/discussions#f' });
    expect(location.pathname + location.hash).toBe('/discussions');
  });
});
