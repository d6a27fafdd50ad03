import { homeOf } from '@/features/shortcuts/pageShortcuts';
import { MORE_ATTR, MORE_EVENT } from '@/features/shortcuts/shortcutTargets';
import {
  DIALOG_EVENT,
  startShortcuts,
  type DialogRequest,
} from '@/features/shortcuts/startShortcuts';
import { SHORTCUTS_STORAGE_KEY } from '@/features/shortcuts/shortcutStorage';

/** A page with a widget discussion list, a legacy list, a thread and the title bar's search. */
const PAGE = `
  <form role="search"><input class="fw-search-input" type="search" aria-label="Search"></form>
  <ul>
    <li class="fw-discussionItem" id="d1">
      <h2 class="fw-discussionItem-title"><a href="/discussion/1/one">One</a></h2>
      <button type="button" class="fw-bookmark" aria-pressed="false">Bookmark</button>
    </li>
    <li class="fw-discussionItem" id="d2">
      <h2 class="fw-discussionItem-title"><a href="/discussion/2/two">Two</a></h2>
      <button type="button" class="fw-bookmark" aria-pressed="false">Bookmark</button>
    </li>
  </ul>
  <ul><li class="ItemDiscussion" id="legacy"><a class="Title" href="/discussion/3/three">Three</a></li></ul>
  <ol>
    <li><article class="fw-comment" id="c1" tabindex="-1">
      <p>First</p>
      <div class="fw-post-actions"><button type="button">Quote</button><button type="button">Reply</button></div>
    </article></li>
  </ol>
  <div hidden><li class="fw-discussionItem" id="hidden"></li></div>
  <div class="fw-commentBox"><textarea aria-label="Comment"></textarea></div>
  <input id="field"><select id="select"><option>a</option></select>
  <div id="editor" contenteditable="true"><p id="inEditor">typing</p></div>
`;

let stop: () => void;
let scrolls: number[];
let opened: DialogRequest[];
let navigated: string[];
let clicks: string[];

function start(): void {
  stop = startShortcuts(document, {
    homeUrl: () => '/forum/',
    navigate: (url) => navigated.push(url),
    openDialog: (request) => opened.push(request),
  });
}

beforeEach(() => {
  document.body.innerHTML = PAGE;
  opened = [];
  navigated = [];
  clicks = [];
  scrolls = [];
  jest
    .spyOn(window, 'scrollBy')
    .mockImplementation((options?: ScrollToOptions | number) =>
      scrolls.push(typeof options === 'number' ? options : (options?.top ?? 0)),
    );
  document.addEventListener('click', onClick);
  start();
});

afterEach(() => {
  stop();
  document.removeEventListener('click', onClick);
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function onClick(event: MouseEvent): void {
  const el = event.target as HTMLElement;
  clicks.push(`${el.closest('[id]')?.id ?? ''}:${el.getAttribute('href') ?? el.textContent}`);
  event.preventDefault(); // jsdom cannot navigate
}

/** Presses `key` where the focus is (or on `target`); true when the page took the key. */
function press(key: string, init: KeyboardEventInit = {}, target?: Element): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (target ?? document.activeElement ?? document.body).dispatchEvent(event);
  return event.defaultPrevented;
}

const focusedID = (): string => (document.activeElement as HTMLElement).id;

describe('moving with j and k', () => {
  it('moves focus through the shown items in page order, list, legacy list and thread', () => {
    expect(press('j')).toBe(true);
    expect(focusedID()).toBe('d1');
    press('j');
    expect(focusedID()).toBe('d2');
    press('j');
    expect(focusedID()).toBe('legacy');
    press('j');
    expect(focusedID()).toBe('c1');
    press('k');
    expect(focusedID()).toBe('legacy');
  });

  it('makes an item focusable and marks it for the focus style', () => {
    press('j');
    const item = document.getElementById('d1')!;
    expect(item).toHaveAttribute('tabindex', '-1');
    expect(item).toHaveAttribute('data-fw-kbd');
  });

  it('scrolls the item below the fixed title bar, and not when it is in view', () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<div class="fw-titleBar" style="position: fixed; top: 0"></div>',
    );
    Object.defineProperty(document.querySelector('.fw-titleBar'), 'offsetHeight', { value: 48 });
    const place = (id: string, top: number): void => {
      jest
        .spyOn(document.getElementById(id)!, 'getBoundingClientRect')
        .mockReturnValue({ top, bottom: top + 100 } as DOMRect);
    };
    place('d1', 60); // fully in view, below the bar
    place('d2', 900); // below the window (jsdom's is 768 px high)
    press('j');
    expect(scrolls).toEqual([]);
    press('j');
    expect(scrolls).toEqual([900 - 48 - 8]);
  });

  it('stays on the last item with j and the first with k, without throwing', () => {
    for (let i = 0; i < 6; i += 1) press('j');
    expect(focusedID()).toBe('c1');
    for (let i = 0; i < 6; i += 1) press('k');
    expect(focusedID()).toBe('d1');
  });

  it('at the end of a list still loading there, moves on once its items arrive, and only then', () => {
    const list = document.querySelector('ol')!;
    list.setAttribute(MORE_ATTR, 'next');
    for (let i = 0; i < 5; i += 1) press('j');
    expect(focusedID()).toBe('c1');
    // An event with nothing new moves nowhere; the page's items then arrive.
    list.insertAdjacentHTML('beforeend', '<li><article class="fw-comment" id="c2"></article></li>');
    list.dispatchEvent(new CustomEvent(MORE_EVENT, { bubbles: true }));
    expect(focusedID()).toBe('c2');
    // Nothing waits any more: a later event does not move the focus.
    list.insertAdjacentHTML('beforeend', '<li><article class="fw-comment" id="c3"></article></li>');
    list.dispatchEvent(new CustomEvent(MORE_EVENT, { bubbles: true }));
    expect(focusedID()).toBe('c2');
  });

  it('forgets the waiting move when another key comes first, and waits at no end that is done', () => {
    const list = document.querySelector('ol')!;
    list.setAttribute(MORE_ATTR, 'previous');
    for (let i = 0; i < 5; i += 1) press('j');
    list.insertAdjacentHTML('beforeend', '<li><article class="fw-comment" id="c2"></article></li>');
    list.dispatchEvent(new CustomEvent(MORE_EVENT, { bubbles: true }));
    expect(focusedID()).toBe('c1');
    list.setAttribute(MORE_ATTR, 'next');
    press('j');
    expect(focusedID()).toBe('c2');
    press('j');
    press('k');
    list.insertAdjacentHTML('beforeend', '<li><article class="fw-comment" id="c3"></article></li>');
    list.dispatchEvent(new CustomEvent(MORE_EVENT, { bubbles: true }));
    expect(focusedID()).toBe('c1');
  });

  it('goes on from the item holding the focus', () => {
    document.querySelector<HTMLElement>('#legacy a')!.focus();
    press('j');
    expect(focusedID()).toBe('c1');
  });

  it('does nothing on a page without items', () => {
    document.body.innerHTML = '<p>Nothing here</p>';
    expect(() => press('j')).not.toThrow();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('acting on the focused item', () => {
  it('opens its main link with o and with Enter on the item', () => {
    press('j');
    press('o');
    expect(clicks).toEqual(['d1:/discussion/1/one']);
    press('j');
    expect(press('Enter')).toBe(true);
    expect(clicks).toEqual(['d1:/discussion/1/one', 'd2:/discussion/2/two']);
  });

  it('leaves Enter on a button inside the item to the button', () => {
    const button = document.querySelector<HTMLElement>('#d1 .fw-bookmark')!;
    button.focus();
    expect(press('Enter')).toBe(false);
    expect(clicks).toEqual([]);
  });

  it('presses the focused discussion bookmark with b', () => {
    press('j');
    press('j');
    press('b');
    expect(clicks).toEqual(['d2:Bookmark']);
  });

  it('presses the focused comment Quote and Reply controls with q and r', () => {
    document.getElementById('c1')!.focus();
    press('q');
    press('r');
    expect(clicks).toEqual(['c1:Quote', 'c1:Reply']);
  });

  it('focuses the comment box with r when the focused item has no Reply control', () => {
    press('j');
    press('r');
    expect(document.activeElement).toBe(document.querySelector('.fw-commentBox textarea'));
  });

  it('focuses the search with /, or opens the compact search', () => {
    press('/');
    expect(document.activeElement).toHaveClass('fw-search-input');
    document.querySelector('form[role="search"]')!.innerHTML =
      '<button type="button" class="fw-search-toggle">Search</button>';
    document.body.focus();
    press('/', {}, document.body);
    expect(clicks).toEqual([':Search']);
  });

  it('opens the dialog with ?, which Shift does not stop', () => {
    expect(press('?', { shiftKey: true })).toBe(true);
    expect(opened).toHaveLength(1);
  });
});

describe('where shortcuts never fire', () => {
  it.each([
    ['an input', '#field'],
    ['a select', '#select'],
    ['the comment box', '.fw-commentBox textarea'],
    ['the rich editor', '#inEditor'],
  ])('not in %s', (_name, selector) => {
    const target = document.querySelector(selector)!;
    expect(press('j', {}, target)).toBe(false);
    expect(press('?', {}, target)).toBe(false);
    expect(document.querySelector('[data-fw-kbd]')).toBeNull();
    expect(opened).toEqual([]);
  });

  it.each([
    ['an aria-modal dialog', '<div role="dialog" aria-modal="true"></div>'],
    ['an open <dialog>', '<dialog open></dialog>'],
  ])('not while %s is open', (_name, html) => {
    document.body.insertAdjacentHTML('beforeend', html);
    expect(press('j')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it.each(['ctrlKey', 'altKey', 'metaKey'])('not with %s: left to the browser', (modifier) => {
    expect(press('j', { [modifier]: true })).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('not for Shift with a letter (J is another key)', () => {
    expect(press('J', { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('the g h sequence', () => {
  it('goes home when h follows g within 1.5 s', () => {
    jest.useFakeTimers();
    expect(press('g')).toBe(true);
    jest.advanceTimersByTime(1400);
    press('h');
    expect(navigated).toEqual(['/forum/']);
  });

  it('forgets g after 1.5 s', () => {
    jest.useFakeTimers();
    press('g');
    jest.advanceTimersByTime(1500);
    expect(press('h')).toBe(false);
    expect(navigated).toEqual([]);
  });

  it('takes another key after g as that key', () => {
    jest.useFakeTimers();
    press('g');
    press('j');
    expect(focusedID()).toBe('d1');
    expect(navigated).toEqual([]);
  });
});

describe('turned off and remapped', () => {
  function restartWith(stored: string): void {
    stop();
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, stored);
    start();
  }

  it('fires no single-key shortcut when turned off, but Enter still opens a focused item', () => {
    restartWith(JSON.stringify({ v: 1, enabled: false, keys: {} }));
    expect(press('j')).toBe(false);
    expect(press('?')).toBe(false);
    expect(document.activeElement).toBe(document.body);
    expect(opened).toEqual([]);
    document.getElementById('c1')!.focus();
    document.getElementById('d1')!.setAttribute('tabindex', '-1');
    document.getElementById('d1')!.focus();
    press('Enter');
    expect(clicks).toEqual(['d1:/discussion/1/one']);
  });

  it('still opens the dialog from its event when turned off: the way back', () => {
    restartWith(JSON.stringify({ v: 1, enabled: false }));
    document.dispatchEvent(new Event(DIALOG_EVENT));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.settings.enabled).toBe(false);
  });

  it('uses a remapped key instead of the default', () => {
    restartWith(JSON.stringify({ v: 1, enabled: true, keys: { next: 'n' } }));
    expect(press('j')).toBe(false);
    press('n');
    expect(focusedID()).toBe('d1');
  });

  it('uses the defaults when the stored value is corrupt', () => {
    restartWith('{"v":1,"keys":');
    press('j');
    expect(focusedID()).toBe('d1');
  });

  it('applies a choice made in another tab (the storage event)', () => {
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify({ v: 1, enabled: false }));
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTCUTS_STORAGE_KEY }));
    expect(press('j')).toBe(false);
    localStorage.setItem(SHORTCUTS_STORAGE_KEY, JSON.stringify({ v: 1, keys: { next: 'x' } }));
    window.dispatchEvent(new StorageEvent('storage', { key: SHORTCUTS_STORAGE_KEY }));
    press('x');
    expect(focusedID()).toBe('d1');
  });

  it('stores and applies what the dialog saves', () => {
    press('?');
    const [request] = opened;
    expect(request?.settings.enabled).toBe(true);
    expect(
      request?.onSave({ enabled: true, bindings: { ...request.settings.bindings, next: 'm' } }),
    ).toBe(true);
    expect(JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? '')).toMatchObject({
      keys: { next: 'm' },
    });
    expect(press('j')).toBe(false);
    press('m');
    expect(focusedID()).toBe('d1');
  });

  it('stops listening after the cleanup', () => {
    stop();
    expect(press('j')).toBe(false);
    start();
  });
});

describe('homeOf', () => {
  it('is the siteUrl with a final slash, else /', () => {
    expect(homeOf('https://forum.example/community')).toBe('https://forum.example/community/');
    expect(homeOf('/community/')).toBe('/community/');
    expect(homeOf('')).toBe('/');
    expect(homeOf(undefined)).toBe('/');
    expect(homeOf('javascript:alert(1)')).toBe('/');
  });
});
