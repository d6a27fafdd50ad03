import {
  ANNOUNCE_INTERVAL_MS,
  createLiveAnnouncer,
  sharedLiveAnnouncer,
  summarise,
} from '@/features/live/liveAnnouncer';
import { announcePolitely } from '@/ui/liveRegion';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the live announcer', () => {
  it('says the first news at once and summarises what comes within 10 s', () => {
    const said: string[] = [];
    const announcer = createLiveAnnouncer((text) => said.push(text));
    announcer.add('comment');
    expect(said).toEqual(['1 new comment']);
    jest.advanceTimersByTime(2000);
    announcer.add('comment');
    announcer.add('comment', 2);
    announcer.add('discussion');
    jest.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 2000 - 1);
    expect(said).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(said).toEqual(['1 new comment', '3 new comments, 1 new discussion']);
  });

  it('never says more than one thing per 10 s', () => {
    const said: Array<{ text: string; at: number }> = [];
    const announcer = createLiveAnnouncer((text) => said.push({ text, at: Date.now() }));
    for (let second = 0; second < 60; second += 1) {
      announcer.add('notification');
      jest.advanceTimersByTime(1000);
    }
    const gaps = said.slice(1).map((entry, index) => entry.at - said[index]!.at);
    expect(gaps.every((gap) => gap >= ANNOUNCE_INTERVAL_MS)).toBe(true);
    expect(said[1]!.text).toBe('9 new notifications');
    announcer.stop();
  });

  it('summarises in a fixed order', () => {
    expect(summarise({ notification: 2, comment: 1 })).toBe('1 new comment, 2 new notifications');
  });

  it('speaks through one polite live region for the whole page', () => {
    announcePolitely('3 new comments');
    announcePolitely('3 new comments');
    const regions = document.querySelectorAll('[aria-live="polite"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute('role', 'status');
    expect(regions[0]!.textContent?.trim()).toBe('3 new comments');
  });

  it('gives every widget of the page the same announcer, so two widgets share the 10 s', () => {
    const region = (): string =>
      document.querySelector('[aria-live="polite"]')?.textContent?.trim() ?? '';
    expect(sharedLiveAnnouncer()).toBe(sharedLiveAnnouncer());
    const fromThread = sharedLiveAnnouncer();
    const fromList = sharedLiveAnnouncer();
    fromThread.add('comment');
    expect(region()).toBe('1 new comment');
    jest.advanceTimersByTime(1000);
    fromList.add('discussion', 2);
    expect(region()).toBe('1 new comment');
    jest.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1000);
    expect(region()).toBe('2 new discussions');
  });
});
