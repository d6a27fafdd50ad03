import { Greeting, Host, Ticker, ticks } from './widgets';
import { settle, start, teardown } from './harness';
import { EVENT_MOUNT, EVENT_UNMOUNT } from '@/mount/reporting';

afterEach(teardown);

describe('lifecycle', () => {
  it('mounts markers that a later script inserts', async () => {
    const { api } = start(`<main id="feed"></main>`);
    api.register('Greeting', Greeting);
    await api.ready;
    const item = document.createElement('div');
    item.innerHTML = `<section><div data-react="Greeting" data-props='{"name":"ajax"}'></div></section>`;
    document.querySelector('#feed')!.appendChild(item);
    await settle();
    expect(document.querySelector('#feed .greeting')!.textContent).toBe('Hello, ajax');
  });

  it('unmounts a root whose marker leaves the document and stops its timers', async () => {
    ticks.count = 0;
    ticks.active = 0;
    const { api } = start(`<div id="t" data-react="Ticker"></div>`);
    api.register('Ticker', Ticker);
    await settle();
    await new Promise((r) => setTimeout(r, 40));
    expect(ticks.active).toBe(1);
    expect(ticks.count).toBeGreaterThan(0);
    const unmounted = jest.fn();
    const marker = document.querySelector('#t')!;
    marker.addEventListener(EVENT_UNMOUNT, unmounted);
    marker.remove();
    await settle();
    expect(ticks.active).toBe(0);
    expect(unmounted).toHaveBeenCalledTimes(1);
    const after = ticks.count;
    await new Promise((r) => setTimeout(r, 50));
    expect(ticks.count).toBe(after);
  });

  it('re-renders a widget when its data-props attribute changes', async () => {
    const { api } = start(`<div id="w" data-react="Greeting" data-props='{"name":"one"}'></div>`);
    api.register('Greeting', Greeting);
    await settle();
    document.querySelector('#w')!.setAttribute('data-props', '{"name":"two"}');
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, two');
  });

  it('keeps the previous props and logs one error when new data-props are not JSON', async () => {
    const { api, errors } = start(
      `<div id="w" data-react="Greeting" data-props='{"name":"one"}'></div>`,
    );
    api.register('Greeting', Greeting);
    await settle();
    document.querySelector('#w')!.setAttribute('data-props', '{"name":');
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, one');
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('treats mounting the same node twice as a no-op', async () => {
    const mounted = jest.fn();
    const { api } = start(`<div id="w" data-react="Greeting"></div>`);
    document.addEventListener(EVENT_MOUNT, mounted);
    api.register('Greeting', Greeting);
    await settle();
    await api.mount(document.querySelector('#w')!);
    await api.mount();
    await settle();
    document.removeEventListener(EVENT_MOUNT, mounted);
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('.greeting')).toHaveLength(1);
  });

  it('mounts a marker that a widget renders inside its own output', async () => {
    const { api } = start(
      `<div id="outer" data-react="Host" data-props='{"inner":"nested"}'></div>`,
    );
    api.register('Host', Host);
    api.register('Greeting', Greeting);
    await settle(8);
    expect(document.querySelector('#outer .host .greeting')!.textContent).toBe('Hello, nested');
  });

  it('hands a marker nested in server HTML to the outer widget, and mounts it when the outer fails', async () => {
    const { api, errors } = start(
      `<div id="outer" data-react="Broken"><div id="inner" data-react="Greeting" data-props='{"name":"inner"}'></div></div>`,
    );
    api.registerLazy('Broken', () => Promise.reject(new Error('chunk 404')));
    api.register('Greeting', Greeting);
    await settle(8);
    expect(messages(errors)).toHaveLength(1);
    expect(document.querySelector('#inner')!.textContent).toBe('Hello, inner');
  });

  it('unmount(root) restores the server HTML and mount(root) brings the widget back', async () => {
    const { api } = start(`<div id="region"><div id="w" data-react="Greeting">server</div></div>`);
    api.register('Greeting', Greeting);
    await settle();
    const region = document.querySelector('#region')!;
    api.unmount(region);
    await settle();
    expect(document.querySelector('#w')!.innerHTML).toBe('server');
    await api.mount(region);
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, world');
  });

  it('survives a pjax-style body swap: old roots unmount and new markers mount', async () => {
    ticks.active = 0;
    const { api } = start(`<div data-react="Ticker"></div><div data-react="Ticker"></div>`);
    api.register('Ticker', Ticker);
    api.register('Greeting', Greeting);
    await settle();
    expect(ticks.active).toBe(2);
    document.body.innerHTML = `<div data-react="Greeting" data-props='{"name":"next page"}'></div>`;
    await settle();
    expect(ticks.active).toBe(0);
    expect(document.querySelector('.greeting')!.textContent).toBe('Hello, next page');
  });
});

function messages(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((args: unknown[]) => args.map(String).join(' '));
}
