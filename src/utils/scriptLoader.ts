/** How long an embed script may take before it is reported as timed out (spec 01 §9). */
export const SCRIPT_LOAD_TIMEOUT_MS = 10_000;

/** The message for a script that failed to load (spec 01 §1, §8). */
export const SCRIPT_LOAD_FAILED_MESSAGE = 'Failed to load a required embed script';

/** The message for a script that timed out (spec 01 §1, §8). */
export function scriptTimeoutMessage(src: string): string {
  return `Loading of the script ${src} has timed out.`;
}

/** Why a script did not load: `error` (network, CSP, 404) or `timeout`. */
export class ScriptLoadError extends Error {
  readonly src: string;
  readonly reason: 'error' | 'timeout';

  constructor(src: string, reason: 'error' | 'timeout') {
    super(reason === 'timeout' ? scriptTimeoutMessage(src) : SCRIPT_LOAD_FAILED_MESSAGE);
    this.name = 'ScriptLoadError';
    this.src = src;
    this.reason = reason;
  }
}

export interface LoadScriptOptions {
  /** Milliseconds before rejecting; default 10000. 0 or less, or Infinity, means no limit. */
  timeout?: number;
  /** CSP nonce for pages whose `script-src` uses nonces. */
  nonce?: string;
}

const loaded = new Set<string>();
const inFlight = new Map<string, Promise<void>>();

/**
 * Adds `<script async src>` to `<head>` and resolves when it has loaded.
 *
 * - Concurrent calls for one `src` share one element and one promise; the first call's
 *   options apply. Once loaded, later calls resolve at once without a new element.
 * - Rejects with a `ScriptLoadError`: 'Failed to load a required embed script' on an
 *   error event, `Loading of the script ${src} has timed out.` after the timeout.
 * - On failure or timeout the element is removed and the `src` forgotten, so a later
 *   call tries again. Listeners and the timer are always cleaned up.
 */
export function loadScript(src: string, options: LoadScriptOptions = {}): Promise<void> {
  if (loaded.has(src)) return Promise.resolve();
  const pending = inFlight.get(src);
  if (pending) return pending;

  const { timeout = SCRIPT_LOAD_TIMEOUT_MS, nonce } = options;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (nonce) {
    script.nonce = nonce;
    script.setAttribute('nonce', nonce);
  }

  const promise = new Promise<void>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (error?: ScriptLoadError): void => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      if (timer !== undefined) clearTimeout(timer);
      inFlight.delete(src);
      if (error) {
        script.remove();
        reject(error);
      } else {
        loaded.add(src);
        resolve();
      }
    };
    const onLoad = (): void => settle();
    const onError = (): void => settle(new ScriptLoadError(src, 'error'));
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    if (timeout > 0 && Number.isFinite(timeout)) {
      timer = setTimeout(() => settle(new ScriptLoadError(src, 'timeout')), timeout);
    }
  });

  inFlight.set(src, promise);
  document.head.appendChild(script);
  return promise;
}

/** Forgets every loaded and pending script (for tests; it does not remove elements). */
export function resetScriptLoader(): void {
  loaded.clear();
  inFlight.clear();
}
