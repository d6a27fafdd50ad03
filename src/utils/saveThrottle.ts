/**
 * Preference saves go out at most once per 1250 ms, the first at once (03 §5, §9): the
 * category preferences (follow dropdown, followed content) and the notification settings page
 * share this throttle.
 */
export const PREFERENCE_SAVE_THROTTLE_MS = 1250;

export interface SaveThrottle<R> {
  /**
   * Runs the save now when no window is open (the leading call) and opens a window of
   * `wait` ms; inside a window, calls coalesce into one trailing run at its end. The
   * promise settles with the run that covers this call.
   */
  call(): Promise<R>;
  /** Runs a pending trailing call now and closes the window (on unmount: nothing is lost). */
  flush(): void;
}

interface Deferred<R> {
  promise: Promise<R>;
  resolve: (value: R) => void;
  reject: (reason: unknown) => void;
}

function defer<R>(): Deferred<R> {
  let resolve!: (value: R) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<R>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A leading-and-trailing throttle for a save that reads the latest state itself (so the
 * trailing run always sends what the user last chose). Like lodash `throttle(fn, wait)`:
 * calls at 0, 100 and 900 ms run `run` at 0 and 1250 ms; a call at 1300 ms runs at 2500 ms.
 */
export function createSaveThrottle<R>(
  run: () => Promise<R>,
  wait: number = PREFERENCE_SAVE_THROTTLE_MS,
): SaveThrottle<R> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Deferred<R> | null = null;

  const invoke = (): Promise<R> => {
    timer = setTimeout(tick, wait);
    return run();
  };
  function tick(): void {
    timer = null;
    if (!pending) return;
    const waiting = pending;
    pending = null;
    invoke().then(waiting.resolve, waiting.reject);
  }

  return {
    call(): Promise<R> {
      if (timer === null) return invoke();
      pending ??= defer<R>();
      return pending.promise;
    },
    flush(): void {
      if (timer === null) return;
      clearTimeout(timer);
      tick();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
