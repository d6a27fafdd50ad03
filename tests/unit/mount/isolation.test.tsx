import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { propsShape } from '@/mount/validate';
import { EVENT_ERROR } from '@/mount/reporting';
import { Greeting, Thrower } from './widgets';
import { messages, settle, start, teardown } from './harness';

afterEach(teardown);

const page = `
  <div id="good1" data-react="Greeting" data-props='{"name":"one"}'></div>
  <div id="badjson" data-react="Greeting" data-props='{"name": '>bad json server html</div>
  <div id="unknown" data-react="NoSuchWidget">unknown server html</div>
  <div id="invalid" data-react="Typed" data-props='{"categoryID":"three"}'>invalid server html</div>
  <div id="lazyfail" data-react="LazyFail">lazy server html</div>
  <div id="thrower" data-react="Thrower">thrower server html</div>
  <div id="empty" data-react="">empty server html</div>
  <div id="array" data-react="Greeting" data-props='[1,2]'>array server html</div>
  <div id="good2" data-react="Greeting" data-props='{"name":"two"}'></div>
`;

function register(api: ReturnType<typeof start>['api']): void {
  api.register('Greeting', Greeting);
  api.register('Typed', Greeting, {
    validate: propsShape<{ categoryID: number }>({ categoryID: 'number' }),
  });
  api.registerLazy('LazyFail', () => Promise.reject(new Error('network down')));
  api.register('Thrower', Thrower);
}

describe('isolation', () => {
  it('logs exactly one error per bad marker, naming widget, element and reason, and mounts the rest', async () => {
    const events: string[] = [];
    const onError = (e: Event): number => events.push((e.target as Element).id);
    document.addEventListener(EVENT_ERROR, onError);
    const { api, errors } = start(page);
    register(api);
    await api.ready;
    await settle(8);
    const log = messages(errors);
    const expectOne = (pattern: RegExp): void =>
      expect(log.filter((m) => pattern.test(m))).toHaveLength(1);
    expectOne(/Widget "Greeting" at #badjson data-props is not valid JSON/);
    expectOne(/Widget "NoSuchWidget" at #unknown is not a registered widget name/);
    expectOne(
      /Widget "Typed" at #invalid has invalid props: prop "categoryID" must be a number, got string/,
    );
    expectOne(/Widget "LazyFail" at #lazyfail failed to load: network down/);
    expectOne(/Widget "Thrower" at #thrower threw while rendering: kaboom/);
    expectOne(/A widget marker at #empty has an empty data-react name/);
    expectOne(/Widget "Greeting" at #array data-props must be a JSON object/);
    expect(log).toHaveLength(7);
    expect(events.sort()).toEqual([
      'array',
      'badjson',
      'empty',
      'invalid',
      'lazyfail',
      'thrower',
      'unknown',
    ]);
    for (const id of ['badjson', 'unknown', 'invalid', 'lazyfail', 'empty', 'array']) {
      expect(document.getElementById(id)!.textContent).toBe(
        `${id === 'badjson' ? 'bad json' : id === 'lazyfail' ? 'lazy' : id} server html`,
      );
    }
    expect(document.querySelector('#good1')!.textContent).toBe('Hello, one');
    expect(document.querySelector('#good2')!.textContent).toBe('Hello, two');
    document.removeEventListener(EVENT_ERROR, onError);
  });

  it('shows the boundary with Reload and Cancel for a render error; Cancel restores the server HTML', async () => {
    const { api } = start(`<div id="thrower" data-react="Thrower">thrower server html</div>`);
    const reload = jest.fn();
    api.register('Thrower', Thrower);
    await settle(8);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('kaboom');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    void reload;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('#thrower')!.textContent).toBe('thrower server html');
  });

  it('retries a failed marker when its props are fixed', async () => {
    const { api, errors } = start(
      `<div id="w" data-react="Greeting" data-props='{oops'>server</div>`,
    );
    api.register('Greeting', Greeting);
    await settle();
    expect(errors).toHaveBeenCalledTimes(1);
    document.querySelector('#w')!.setAttribute('data-props', '{"name":"fixed"}');
    await settle();
    expect(document.querySelector('#w')!.textContent).toBe('Hello, fixed');
  });

  it('drops __proto__ and constructor keys from props and leaves Object.prototype clean', async () => {
    let received: Record<string, unknown> = {};
    const { api } = start(
      `<div data-react="Spy" data-props='{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}},"ok":1}'></div>`,
    );
    api.register('Spy', (props: Record<string, unknown>) => {
      received = props;
      return null;
    });
    await settle();
    expect(received.ok).toBe(1);
    expect(Object.prototype.hasOwnProperty.call(received, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
