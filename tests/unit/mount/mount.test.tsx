import { Contents, Greeting, StoreSpy, stores } from './widgets';
import { messages, settle, start, teardown } from './harness';

afterEach(teardown);

describe('markers', () => {
  it('mounts a registered widget with its JSON props, matching the name case-insensitively', async () => {
    const { api } = start(
      `<div id="w" data-react="greeting" data-props='{"name":"Ada"}'>server</div>`,
    );
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, Ada');
  });

  it('treats a missing data-props as {}', async () => {
    const { api } = start(`<div id="w" data-react="Greeting"></div>`);
    api.register('Greeting', Greeting);
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, world');
  });

  it('hands the original inner HTML to the widget as a string and never executes it', async () => {
    (window as unknown as { pwned?: boolean }).pwned = false;
    const html = `<b>legacy</b><img src="x" onerror="window.pwned = true">`;
    const { api } = start(`<div id="w" data-react="Contents">${html}</div>`);
    api.register('Contents', Contents);
    await settle();
    const pre = document.querySelector('#w pre')!;
    expect(pre.textContent).toContain('<b>legacy</b>');
    expect(document.querySelector('#w img')).toBeNull();
    expect((window as unknown as { pwned?: boolean }).pwned).toBe(false);
  });

  it('mounts any number of markers of the same widget', async () => {
    const markers = Array.from(
      { length: 20 },
      (_, i) => `<div data-react="Greeting" data-props='{"name":"n${i}"}'></div>`,
    );
    const { api } = start(markers.join(''));
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(document.querySelectorAll('.greeting')).toHaveLength(20);
    expect(document.querySelectorAll('.greeting')[19]!.textContent).toBe('Hello, n19');
  });
});

describe('registry', () => {
  it('warns on a second registration of a name and keeps the first', async () => {
    const { api, warnings } = start(`<div id="w" data-react="Greeting"></div>`);
    expect(api.register('Greeting', Greeting)).toBe(true);
    expect(api.register('GREETING', Contents)).toBe(false);
    await settle();
    expect(messages(warnings).join('\n')).toMatch(/"GREETING" is already registered/);
    expect(document.querySelector('#w .greeting')).not.toBeNull();
  });

  it('replaces a registration with { overwrite: true }', async () => {
    const { api } = start('');
    api.register('Greeting', Greeting);
    api.register('Greeting', Contents, { overwrite: true });
    document.body.innerHTML = `<div id="w" data-react="Greeting">server</div>`;
    await settle();
    expect(document.querySelector('#w pre')!.textContent).toBe('server');
  });

  it('mounts waiting markers as soon as their widget is registered after the first scan', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { api, errors } = start(`<div id="w" data-react="Late">server</div>`);
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('server');
    api.registerLazy('Late', () => Promise.resolve({ Late: Greeting }));
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, world');
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs an unknown name only once the page has finished loading', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { api, errors } = start(
      `<div id="w" data-react="Nope">server</div><div id="ok" data-react="Greeting"></div>`,
    );
    api.register('Greeting', Greeting);
    await settle();
    expect(errors).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(errors).toHaveBeenCalledTimes(1);
    expect(messages(errors)[0]).toMatch(/Widget "Nope" at #w is not a registered widget name/);
    expect(document.querySelector('#w')!.textContent).toBe('server');
    expect(document.querySelector('#ok')!.textContent).toBe('Hello, world');
  });

  it('picks a lazy module export by the widget name or default, and explains a missing one', async () => {
    const { api, errors } = start(
      `<div id="a" data-react="Named"></div><div id="b" data-react="Missing">keep</div>`,
    );
    api.registerLazy('Named', () => Promise.resolve({ Named: Greeting }));
    api.registerLazy('Missing', () => Promise.resolve({ Other: Greeting }));
    await settle();
    expect(document.querySelector('#a')!.textContent).toBe('Hello, world');
    expect(messages(errors)).toEqual([
      expect.stringMatching(
        /"Missing" at #b failed to load: the loaded module has no export named "Missing"/,
      ),
    ]);
  });
});

describe('page root', () => {
  it('mounts the registered page component into #app once', async () => {
    const { api } = start(`<div id="app" data-props='{"name":"page"}'>server page</div>`);
    api.register('ForumPage', Greeting, { page: true });
    await settle();
    await api.mount();
    await settle();
    expect(document.querySelectorAll('#app .greeting')).toHaveLength(1);
    expect(document.querySelector('#app')!.textContent).toBe('Hello, page');
  });

  it('leaves #app alone when no page component is registered', async () => {
    const { errors } = start(`<div id="app">server page</div>`);
    await settle();
    expect(document.querySelector('#app')!.textContent).toBe('server page');
    expect(errors).not.toHaveBeenCalled();
  });
});

describe('one store and one React', () => {
  it('gives every root the same store, exposed as ForumWidgets.store', async () => {
    stores.clear();
    const { api } = start(
      `<div data-react="StoreSpy"></div><div data-react="StoreSpy"></div><div data-react="StoreSpy"></div>`,
    );
    expect(api.store).toBeNull();
    api.register('StoreSpy', StoreSpy);
    await api.ready;
    await settle();
    expect(stores.size).toBe(1);
    expect([...stores][0]).toBe(api.store);
  });

  it('does nothing when the script runs a second time on the same page', async () => {
    const { api } = start(`<div data-react="Greeting"></div>`);
    api.register('Greeting', Greeting);
    await settle();
    const { bootstrap } = await import('@/mount/bootstrap');
    const second = bootstrap();
    await settle();
    expect(second).toBe(api);
    expect(window.ForumWidgets).toBe(api);
    expect(document.querySelectorAll('.greeting')).toHaveLength(1);
  });
});
