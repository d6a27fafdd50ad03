import { startHashScroll } from '@/features/content/hashScroll';
import { HASH_SCROLL_RETRY_MS as HASH_RETRY_MS } from '@/ui/useHashScroll';
import { block } from './contentFixtures';

const scrolled: Element[] = [];
const original = Element.prototype.scrollIntoView;
let stop: () => void = () => undefined;

beforeEach(() => {
  jest.useFakeTimers();
  scrolled.length = 0;
  // jsdom lays nothing out; record which element the page was asked to scroll to.
  Element.prototype.scrollIntoView = function record(this: Element): void {
    scrolled.push(this);
  };
});
afterEach(() => {
  stop();
  stop = () => undefined;
  Element.prototype.scrollIntoView = original;
  jest.useRealTimers();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

function target(id: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('hash scroll (02 §4)', () => {
  it('scrolls to the hash target at once and again after 500 ms', () => {
    const section = target('Comment_12');
    window.history.replaceState(null, '', '/discussion/1#Comment_12');
    stop = startHashScroll(document);
    expect(scrolled).toEqual([section]);
    jest.advanceTimersByTime(HASH_RETRY_MS - 1);
    expect(scrolled).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(scrolled).toEqual([section, section]);
    jest.advanceTimersByTime(5000);
    expect(scrolled).toHaveLength(2);
  });

  it('finds a target that appears only before the retry', () => {
    window.history.replaceState(null, '', '/discussion/1#late');
    stop = startHashScroll(document);
    expect(scrolled).toEqual([]);
    const late = target('late');
    jest.advanceTimersByTime(HASH_RETRY_MS);
    expect(scrolled).toEqual([late]);
  });

  it('drops the retry when the visitor scrolls or types in the meantime', () => {
    target('top');
    window.history.replaceState(null, '', '/#top');
    stop = startHashScroll(document);
    document.dispatchEvent(new WheelEvent('wheel'));
    jest.advanceTimersByTime(HASH_RETRY_MS);
    expect(scrolled).toHaveLength(1);
  });

  it('scrolls after a # link in user content is followed, and retries', () => {
    const section = target('Footnote_1');
    const root = block('<p><a href="#Footnote_1">see note</a></p>');
    stop = startHashScroll(document);
    root.querySelector('a')!.click();
    jest.advanceTimersByTime(0);
    expect(scrolled).toEqual([section]);
    jest.advanceTimersByTime(HASH_RETRY_MS);
    expect(scrolled).toEqual([section, section]);
  });

  it('ignores # links outside user content', () => {
    target('x');
    const link = document.createElement('a');
    link.href = '#x';
    document.body.append(link);
    stop = startHashScroll(document);
    link.click();
    jest.advanceTimersByTime(0);
    expect(scrolled).toEqual([]);
  });

  it('follows hashchange and decodes the hash; a name target works too', () => {
    const anchor = document.createElement('a');
    anchor.setAttribute('name', 'café');
    document.body.append(anchor);
    stop = startHashScroll(document);
    window.history.replaceState(null, '', '/#caf%C3%A9');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(scrolled).toEqual([anchor]);
  });

  it('stops everything on cleanup', () => {
    target('a');
    window.history.replaceState(null, '', '/#a');
    startHashScroll(document)();
    jest.advanceTimersByTime(HASH_RETRY_MS);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(scrolled).toHaveLength(1);
  });
});
