import {
  loadScript,
  resetScriptLoader,
  SCRIPT_LOAD_TIMEOUT_MS,
  ScriptLoadError,
} from '@/utils/scriptLoader';

function scriptsFor(src: string): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.getAttribute('src') === src,
  );
}

function fire(src: string, type: 'load' | 'error'): void {
  const script = scriptsFor(src)[0];
  if (!script) throw new Error(`no script for ${src}`);
  script.dispatchEvent(new Event(type));
}

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('loadScript', () => {
  it('adds one async script to the head and resolves when it loads', async () => {
    const promise = loadScript('https://cdn.example/a.js');
    const [script] = scriptsFor('https://cdn.example/a.js');
    expect(script?.parentElement).toBe(document.head);
    expect(script?.async).toBe(true);
    fire('https://cdn.example/a.js', 'load');
    await expect(promise).resolves.toBeUndefined();
  });

  it('sends concurrent loads of one src as a single script and a single promise', async () => {
    const first = loadScript('https://cdn.example/b.js');
    const second = loadScript('https://cdn.example/b.js');
    expect(second).toBe(first);
    expect(scriptsFor('https://cdn.example/b.js')).toHaveLength(1);
    fire('https://cdn.example/b.js', 'load');
    await Promise.all([first, second]);
  });

  it('resolves at once, without a new element, for a script that has already loaded', async () => {
    const first = loadScript('https://cdn.example/c.js');
    fire('https://cdn.example/c.js', 'load');
    await first;
    await loadScript('https://cdn.example/c.js');
    expect(scriptsFor('https://cdn.example/c.js')).toHaveLength(1);
  });

  it("rejects with 'Failed to load a required embed script' and removes the element on error", async () => {
    const promise = loadScript('https://cdn.example/d.js');
    fire('https://cdn.example/d.js', 'error');
    await expect(promise).rejects.toThrow(new Error('Failed to load a required embed script'));
    await expect(promise).rejects.toMatchObject({
      reason: 'error',
      src: 'https://cdn.example/d.js',
    });
    expect(scriptsFor('https://cdn.example/d.js')).toHaveLength(0);
  });

  it('tries again with a fresh element after a failure', async () => {
    const failed = loadScript('https://cdn.example/e.js');
    fire('https://cdn.example/e.js', 'error');
    await expect(failed).rejects.toBeInstanceOf(ScriptLoadError);
    const retry = loadScript('https://cdn.example/e.js');
    expect(retry).not.toBe(failed);
    fire('https://cdn.example/e.js', 'load');
    await expect(retry).resolves.toBeUndefined();
  });

  it('times out after 10000 ms with the spec message, and not a moment before', async () => {
    jest.useFakeTimers();
    const src = 'https://cdn.example/slow.js';
    const promise = loadScript(src);
    let settled = false;
    promise.catch(() => undefined).finally(() => (settled = true));
    jest.advanceTimersByTime(SCRIPT_LOAD_TIMEOUT_MS - 1);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(promise).rejects.toThrow(
      new Error('Loading of the script https://cdn.example/slow.js has timed out.'),
    );
    expect(scriptsFor(src)).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('honours a custom timeout', async () => {
    jest.useFakeTimers();
    const promise = loadScript('https://cdn.example/f.js', { timeout: 500 });
    jest.advanceTimersByTime(500);
    await expect(promise).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('clears its timer and listeners once the script has loaded', async () => {
    jest.useFakeTimers();
    const src = 'https://cdn.example/g.js';
    const promise = loadScript(src);
    const script = scriptsFor(src)[0];
    expect(jest.getTimerCount()).toBe(1);
    fire(src, 'load');
    await promise;
    expect(jest.getTimerCount()).toBe(0);
    // A late error event no longer affects anything.
    script?.dispatchEvent(new Event('error'));
    expect(scriptsFor(src)).toHaveLength(1);
    await expect(loadScript(src)).resolves.toBeUndefined();
  });

  it('sets the CSP nonce when one is given', () => {
    void loadScript('https://cdn.example/h.js', { nonce: 'abc123' }).catch(() => undefined);
    const [script] = scriptsFor('https://cdn.example/h.js');
    expect(script?.nonce).toBe('abc123');
    expect(script?.getAttribute('nonce')).toBe('abc123');
  });

  it('sets no nonce when none is given', () => {
    void loadScript('https://cdn.example/i.js').catch(() => undefined);
    expect(scriptsFor('https://cdn.example/i.js')[0]?.hasAttribute('nonce')).toBe(false);
  });
});
