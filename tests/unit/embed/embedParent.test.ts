import {
  addressPath,
  addressWith,
  embedAll,
  embedForum,
  type ForumEmbed,
} from '@/embed/parent/embedParent';
import { TAG } from '@/embed/protocol';

const FORUM = 'https://forum.example';
const started: ForumEmbed[] = [];

function placeholder(attrs: Record<string, string> = {}): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-forum-embed', '');
  el.setAttribute('data-src', `${FORUM}/`);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = `<a href="${FORUM}/">Open the forum</a>`;
  document.body.append(el);
  return el;
}

function start(attrs: Record<string, string> = {}): ForumEmbed {
  const embed = embedForum(placeholder(attrs));
  if (!embed) throw new Error('not started');
  started.push(embed);
  return embed;
}

/** A message as the browser delivers it: from `source`, with the sender's `origin`. */
function deliver(data: unknown, source: Window | null, origin = FORUM): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  history.replaceState(null, '', '/page');
  document.title = 'Example Company';
});

afterEach(() => {
  while (started.length) started.pop()!.destroy();
  document.body.innerHTML = '';
});

describe('the parent script (dist/embed.js)', () => {
  it('replaces the placeholder with a titled, full-width iframe of data-src', () => {
    const { frame } = start({ 'data-title': 'Community' });
    expect(frame.isConnected).toBe(true);
    expect(frame.title).toBe('Community');
    expect(frame.src).toBe(`${FORUM}/`);
    expect(frame.style.width).toBe('100%');
    expect(frame.getAttribute('scrolling')).toBe('no');
    expect(frame.hasAttribute('allow')).toBe(false);
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(document.querySelector('a')).toBeNull();
  });

  it("names the iframe 'Forum' without data-title", () => {
    expect(start().frame.title).toBe('Forum');
  });

  it('opens the forum at the path the address mirrors (hash and query mode)', () => {
    history.replaceState(null, '', '/page?forum=/categories/3#/discussion/5');
    expect(start().frame.src).toBe(`${FORUM}/discussion/5`);
    expect(start({ 'data-mode': 'query' }).frame.src).toBe(`${FORUM}/categories/3`);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a full URL', 'https://evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
  ])('ignores %s in the address and opens data-src', (_name, path) => {
    history.replaceState(null, '', `/page#${path}`);
    expect(start().frame.src).toBe(`${FORUM}/`);
  });

  it('refuses a data-src that is not http(s), and starts an element once', () => {
    expect(embedForum(placeholder({ 'data-src': 'javascript:alert(1)' }))).toBeNull();
    const el = placeholder();
    const embed = embedForum(el);
    started.push(embed!);
    expect(embedForum(el)).toBeNull();
    expect(el.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('sizes the iframe to the reported height', () => {
    const { frame } = start();
    deliver({ fw: TAG, type: 'height', height: 1234.2 }, frame.contentWindow);
    expect(frame.style.height).toBe('1235px');
  });

  it("mirrors the forum's location in the hash and its title in the page's title", () => {
    const { frame } = start();
    deliver(
      { fw: TAG, type: 'location', path: '/discussions', title: 'Recent' },
      frame.contentWindow,
    );
    expect(location.pathname + location.hash).toBe('/page#/discussions');
    expect(document.title).toBe('Recent');
  });

  it('mirrors into its query parameter in query mode, keeping the rest of the address', () => {
    history.replaceState(null, '', '/page?lang=en#top');
    const { frame } = start({ 'data-mode': 'query', 'data-param': 'f' });
    deliver({ fw: TAG, type: 'location', path: '/discussion/5', title: 'T' }, frame.contentWindow);
    expect(new URLSearchParams(location.search).get('f')).toBe('/discussion/5');
    expect(new URLSearchParams(location.search).get('lang')).toBe('en');
    expect(location.hash).toBe('#top');
  });

  it('ignores messages from another origin, another window or of a bad shape', () => {
    const { frame } = start();
    const other = placeholder({ 'data-src': 'https://other.example/' });
    const otherEmbed = embedForum(other)!;
    started.push(otherEmbed);
    const before = location.href;
    // The right window but the wrong origin (a page that navigated the frame elsewhere).
    deliver({ fw: TAG, type: 'height', height: 50 }, frame.contentWindow, 'https://evil.example');
    deliver(
      { fw: TAG, type: 'location', path: '/x', title: 'Evil' },
      frame.contentWindow,
      'https://evil.example',
    );
    // The right origin from another window: this page itself, or a second embed.
    deliver({ fw: TAG, type: 'height', height: 50 }, window);
    deliver(
      { fw: TAG, type: 'location', path: '/x', title: 'Evil' },
      otherEmbed.frame.contentWindow,
    );
    // The right sender, a hostile body.
    deliver(
      { fw: TAG, type: 'location', path: '//evil.example/', title: 'Evil' },
      frame.contentWindow,
    );
    deliver(
      { fw: TAG, type: 'location', path: 'javascript:alert(1)', title: 'Evil' },
      frame.contentWindow,
    );
    deliver({ fw: TAG, type: 'height', height: '50px' }, frame.contentWindow);
    deliver('{"fw":"forum-embed","type":"height","height":50}', frame.contentWindow);
    expect(frame.style.height).toBe('600px');
    expect(location.href).toBe(before);
    expect(document.title).toBe('Example Company');
  });

  it('keeps two embeds apart: the second does not touch the address the first owns', () => {
    const first = start();
    const second = start({ 'data-src': 'https://other.example/' });
    expect([first.mode, second.mode]).toEqual(['hash', 'none']);
    deliver(
      { fw: TAG, type: 'height', height: 300 },
      second.frame.contentWindow,
      'https://other.example',
    );
    deliver(
      { fw: TAG, type: 'location', path: '/b', title: 'B' },
      second.frame.contentWindow,
      'https://other.example',
    );
    expect(second.frame.style.height).toBe('300px');
    expect(first.frame.style.height).toBe('600px');
    expect(location.hash).toBe('');
    expect(document.title).toBe('Example Company');
  });

  it('asks the frame to navigate when the address changes on its own (back button)', () => {
    const { frame } = start();
    const posted = jest.spyOn(frame.contentWindow!, 'postMessage');
    deliver(
      { fw: TAG, type: 'location', path: '/discussions', title: 'Recent' },
      frame.contentWindow,
    );
    history.pushState(null, '', '/page#/discussion/5');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(posted).toHaveBeenCalledWith(
      { fw: TAG, type: 'navigate', path: '/discussion/5' },
      FORUM,
    );
    // An address the frame already shows, or a hostile one, asks nothing.
    posted.mockClear();
    history.pushState(null, '', '/page#/discussions');
    window.dispatchEvent(new PopStateEvent('popstate'));
    history.pushState(null, '', '/page#//evil.example/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    // ...which falls back to the forum's home, data-src.
    expect(posted.mock.calls).toEqual([[{ fw: TAG, type: 'navigate', path: '/' }, FORUM]]);
  });

  it('starts every placeholder on the page with embedAll', () => {
    placeholder();
    placeholder({ 'data-src': 'https://other.example/' });
    const all = embedAll();
    started.push(...all);
    expect(all.map((e) => e.frame.src)).toEqual([`${FORUM}/`, 'https://other.example/']);
  });
});

describe('the address helpers', () => {
  it('reads and writes the hash and the query parameter', () => {
    history.replaceState(null, '', '/p?a=1&forum=%2Fx#/y');
    expect(addressPath(location, 'hash', 'forum')).toBe('/y');
    expect(addressPath(location, 'query', 'forum')).toBe('/x');
    expect(addressPath(location, 'none', 'forum')).toBeNull();
    expect(addressWith(location, 'hash', 'forum', '/z')).toBe('/p?a=1&forum=%2Fx#/z');
    expect(addressWith(location, 'query', 'forum', '/z')).toBe('/p?a=1&forum=%2Fz#/y');
  });
});
