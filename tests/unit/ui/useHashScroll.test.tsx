import { act, render } from '@testing-library/react';

import { HASH_SCROLL_RETRY_MS, scrollToHash, useHashScroll } from '@/ui/useHashScroll';

function Scroller(): null {
  useHashScroll();
  return null;
}

/** jsdom has no scrolling; record which elements were asked to scroll into view. */
const scrolled: Element[] = [];
beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});

beforeEach(() => {
  jest.useFakeTimers();
  scrolled.length = 0;
  window.history.replaceState({}, '', '/discussion/1#comment_5');
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/');
});

function addTarget(id = 'comment_5'): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  document.body.appendChild(el);
  return el;
}

describe('useHashScroll', () => {
  it('scrolls to the hash target at once and again after 500 ms', () => {
    const target = addTarget();
    render(<Scroller />);
    expect(scrolled).toEqual([target]);
    act(() => jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS));
    expect(scrolled).toEqual([target, target]);
  });

  it('finds a target that only renders later, on the retry after 500 ms', () => {
    render(<Scroller />);
    expect(scrolled).toEqual([]);
    act(() => jest.advanceTimersByTime(300));
    const target = addTarget();
    act(() => jest.advanceTimersByTime(199));
    expect(scrolled).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(scrolled).toEqual([target]);
  });

  it('scrolls again when the hash changes', () => {
    render(<Scroller />);
    const other = addTarget('reply');
    act(() => {
      window.history.replaceState({}, '', '/discussion/1#reply');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(scrolled).toEqual([other]);
  });

  it('stops retrying once unmounted', () => {
    const { unmount } = render(<Scroller />);
    unmount();
    addTarget();
    act(() => jest.advanceTimersByTime(HASH_SCROLL_RETRY_MS));
    expect(scrolled).toEqual([]);
  });
});

describe('scrollToHash', () => {
  it('decodes the hash and looks it up as an id, never as a selector', () => {
    const target = addTarget('Über uns');
    expect(scrollToHash('#%C3%9Cber%20uns')).toBe(true);
    expect(scrolled).toEqual([target]);
    expect(scrollToHash('#a"]')).toBe(false);
    expect(scrollToHash('#%E0%A4%A')).toBe(false);
  });

  it('falls back to a named anchor', () => {
    const anchor = document.createElement('a');
    anchor.setAttribute('name', 'latest');
    document.body.appendChild(anchor);
    expect(scrollToHash('#latest')).toBe(true);
    expect(scrolled).toEqual([anchor]);
  });

  it('does nothing without a hash', () => {
    expect(scrollToHash('')).toBe(false);
    expect(scrollToHash('#')).toBe(false);
  });
});
