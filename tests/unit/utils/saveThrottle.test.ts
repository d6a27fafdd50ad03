import { createSaveThrottle, PREFERENCE_SAVE_THROTTLE_MS } from '@/utils/saveThrottle';

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => {
  jest.useRealTimers();
});

function counter() {
  const runs: number[] = [];
  const start = Date.now();
  const run = jest.fn(() => {
    runs.push(Date.now() - start);
    return Promise.resolve(runs.length);
  });
  return { runs, run };
}

describe('preference save throttle', () => {
  it('is 1250 ms (03 §9)', () => {
    expect(PREFERENCE_SAVE_THROTTLE_MS).toBe(1250);
  });

  it('runs the first call at once (leading) and coalesces the rest into one at 1250 ms', async () => {
    const { runs, run } = counter();
    const throttle = createSaveThrottle(run);
    const first = throttle.call();
    expect(runs).toEqual([0]);
    jest.advanceTimersByTime(100);
    const second = throttle.call();
    jest.advanceTimersByTime(800);
    const third = throttle.call();
    expect(runs).toEqual([0]);
    jest.advanceTimersByTime(349);
    expect(runs).toEqual([0]);
    jest.advanceTimersByTime(1);
    expect(runs).toEqual([0, 1250]);
    await expect(first).resolves.toBe(1);
    // Both coalesced calls settle with the trailing run.
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2);
  });

  it('allows one run per window: a call just after a trailing run waits for the next window', () => {
    const { runs, run } = counter();
    const throttle = createSaveThrottle(run);
    void throttle.call();
    jest.advanceTimersByTime(10);
    void throttle.call();
    jest.advanceTimersByTime(1240);
    expect(runs).toEqual([0, 1250]);
    jest.advanceTimersByTime(50);
    void throttle.call();
    expect(runs).toEqual([0, 1250]);
    jest.advanceTimersByTime(1199);
    expect(runs).toEqual([0, 1250]);
    jest.advanceTimersByTime(1);
    expect(runs).toEqual([0, 1250, 2500]);
  });

  it('runs at once again after a quiet window', () => {
    const { runs, run } = counter();
    const throttle = createSaveThrottle(run);
    void throttle.call();
    jest.advanceTimersByTime(1250);
    expect(runs).toEqual([0]);
    jest.advanceTimersByTime(500);
    void throttle.call();
    expect(runs).toEqual([0, 1750]);
  });

  it('flushes a pending trailing run at once (on unmount nothing is lost)', () => {
    const { runs, run } = counter();
    const throttle = createSaveThrottle(run);
    void throttle.call();
    jest.advanceTimersByTime(200);
    void throttle.call();
    throttle.flush();
    expect(runs).toEqual([0, 200]);
    jest.advanceTimersByTime(5000);
    expect(runs).toEqual([0, 200]);
  });
});
