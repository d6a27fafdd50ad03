import { Greeting } from './widgets';
import { messages, settle, start, teardown } from './harness';
import { EVENT_MOUNT } from '@/mount/reporting';
import { ERROR_REVEAL_DELAY } from '@/mount/loadingMarker';
import { selectBootstrap } from '@/store/bootstrapSlice';

afterEach(() => {
  teardown();
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const configScript = (json: string): string =>
  `<script type="application/json" id="forum-widgets-config">${json}</script>`;

describe('host API', () => {
  it('exposes register, registerLazy, mount, unmount, store, runtime and ready on window.ForumWidgets', async () => {
    const { api } = start(`<div data-react="Greeting"></div>`);
    expect(window.ForumWidgets).toBe(api);
    for (const key of ['register', 'registerLazy', 'mount', 'unmount', 'runtime'] as const) {
      expect(typeof api[key]).toBe('function');
    }
    api.register('Greeting', Greeting);
    await expect(api.ready).resolves.toBeUndefined();
    const runtime = await api.runtime();
    expect(api.store).toBe(runtime.store);
    expect(typeof runtime.React.createElement).toBe('function');
  });

  it('fires a bubbling forum-widgets:mount event on the marker with the props', async () => {
    const seen: Array<{ id: string; detail: unknown }> = [];
    const listener = (e: Event): void => {
      seen.push({ id: (e.target as Element).id, detail: (e as CustomEvent).detail });
    };
    document.addEventListener(EVENT_MOUNT, listener);
    const { api } = start(`<div id="w" data-react="Greeting" data-props='{"name":"x"}'></div>`);
    api.register('Greeting', Greeting);
    await api.ready;
    document.removeEventListener(EVENT_MOUNT, listener);
    expect(seen).toEqual([{ id: 'w', detail: { name: 'Greeting', props: { name: 'x' } } }]);
  });

  it('does not load the runtime for a page without markers', async () => {
    const loadRuntime = jest.fn(() => import('@/mount/runtime'));
    const { api } = start(`<p>plain legacy page</p>`, { loadRuntime });
    await api.ready;
    await settle();
    expect(loadRuntime).not.toHaveBeenCalled();
    expect(api.store).toBeNull();
  });

  it('logs each marker once when the runtime chunk fails to load, and retries on the next marker', async () => {
    let fail = true;
    const loadRuntime = jest.fn(() =>
      fail ? Promise.reject(new Error('offline')) : import('@/mount/runtime'),
    );
    const { api, errors } = start(
      `<div id="a" data-react="Greeting">a</div><div id="b" data-react="Greeting">b</div>`,
      {
        loadRuntime,
      },
    );
    api.register('Greeting', Greeting);
    await api.ready;
    expect(messages(errors)).toEqual([
      expect.stringMatching(/"Greeting" at #a failed to load: .*offline/),
      expect.stringMatching(/"Greeting" at #b failed to load: .*offline/),
    ]);
    fail = false;
    document.body.insertAdjacentHTML('beforeend', '<div id="c" data-react="Greeting"></div>');
    await settle();
    expect(document.querySelector('#c')!.textContent).toBe('Hello, world');
  });
});

describe('bootstrap data', () => {
  it('seeds the store from the #forum-widgets-config JSON', async () => {
    const { api } = start(
      `${configScript('{"siteUrl":"https://forum.example","currentUser":{"userID":7,"name":"ada"}}')}<div data-react="Greeting"></div>`,
    );
    api.register('Greeting', Greeting);
    await api.ready;
    expect(api.config.siteUrl).toBe('https://forum.example');
    expect(selectBootstrap(api.store!.getState()).currentUser).toEqual({ userID: 7, name: 'ada' });
  });

  it('reports a broken config element once and carries on with defaults', async () => {
    const { api, errors } = start(
      `${configScript('{nope')}<div id="w" data-react="Greeting"></div>`,
    );
    api.register('Greeting', Greeting);
    await api.ready;
    expect(messages(errors)).toEqual([
      expect.stringMatching(/#forum-widgets-config is not valid JSON/),
    ]);
    expect(document.querySelector('#w')!.textContent).toBe('Hello, world');
  });
});

describe('loading marker and debug mode', () => {
  it('removes the isLoading class from <body> once bootstrap is done', async () => {
    document.body.className = 'isLoading';
    const { api } = start(`<div data-react="Greeting"></div>`);
    document.body.classList.add('isLoading');
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(document.body.classList.contains('isLoading')).toBe(false);
  });

  it('forces the body visible 800 ms after a script error', () => {
    jest.useFakeTimers();
    const { api } = start(`<div data-react="NeverRegistered"></div>`);
    void api;
    document.body.classList.add('isLoading');
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    jest.advanceTimersByTime(ERROR_REVEAL_DELAY - 1);
    expect(document.body.classList.contains('isLoading')).toBe(true);
    jest.advanceTimersByTime(1);
    expect(document.body.classList.contains('isLoading')).toBe(false);
  });

  it('turns on debug mode with ?debug=true and warns about a second copy of the script', async () => {
    window.history.replaceState(null, '', '/?debug=true');
    const { api, warnings } = start('');
    expect(api.debug).toBe(true);
    const { bootstrap } = await import('@/mount/bootstrap');
    bootstrap();
    expect(messages(warnings)).toEqual([expect.stringMatching(/loaded twice/)]);
  });

  it('stays quiet about a second copy outside debug mode', async () => {
    const { api, warnings } = start('');
    expect(api.debug).toBe(false);
    const { bootstrap } = await import('@/mount/bootstrap');
    bootstrap();
    expect(warnings).not.toHaveBeenCalled();
  });
});

describe('toasts', () => {
  it('mounts the toast stack on the first toast and shows it as a status message', async () => {
    const { api } = start(`<div data-react="Greeting"></div>`);
    api.register('Greeting', Greeting);
    await api.ready;
    expect(document.querySelector('.fw-toasts')).toBeNull();
    const { toastAdded } = await import('@/store/toastsSlice');
    api.store!.dispatch(toastAdded({ body: 'Success! Preferences saved.' }));
    await settle(8);
    const stack = document.querySelector('.fw-toasts');
    expect(stack).not.toBeNull();
    expect(stack!.textContent).toContain('Success! Preferences saved.');
  });
});
