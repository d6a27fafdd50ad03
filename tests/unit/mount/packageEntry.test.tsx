import { Greeting } from './widgets';
import { settle } from './harness';
import {
  registerLazyWidget,
  registerWidget,
  startForumWidgets,
  VERSION,
  bootstrap,
} from '../../../widgets/lib';
import { version } from '../../../package.json';

// The npm entry (widgets/lib.ts, docs/embedding.md §9): registrations before and after the start,
// one start per page, and the built-ins on or off.

afterEach(() => {
  window.ForumWidgets?.destroy();
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('the npm entry', () => {
  it('starts nothing when imported', () => {
    expect(window.ForumWidgets).toBeUndefined();
  });

  it("says package.json's version", () => {
    expect(VERSION).toBe(version);
  });

  it('registers widgets made before the start ahead of the first scan', async () => {
    document.body.innerHTML = `<div id="a" data-react="Greeting" data-props='{"name":"early"}'></div>`;
    registerWidget('Greeting', Greeting);
    const api = startForumWidgets({ builtins: false });
    await api.ready;
    expect(document.getElementById('a')!.textContent).toBe('Hello, early');
    expect(api.mountedCount).toBe(1);
  });

  it('registers widgets made after the start, and lazy ones', async () => {
    document.body.innerHTML = `<div id="b" data-react="LateGreeting" data-props='{"name":"late"}'></div>`;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = startForumWidgets({ builtins: false });
    await api.ready;
    expect(errors.mock.calls.flat().join(' ')).toMatch(/"LateGreeting" .* not a registered/);
    registerLazyWidget('LateGreeting', () => Promise.resolve({ default: Greeting }));
    await settle();
    expect(document.getElementById('b')!.textContent).toBe('Hello, late');
  });

  it('returns the running API on a second start, under either name', () => {
    const api = startForumWidgets({ builtins: false });
    expect(bootstrap({ builtins: false })).toBe(api);
    expect(window.ForumWidgets).toBe(api);
  });

  it('knows the built-in widgets unless told not to', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<div id="c" data-react="DiscussionList" data-props='{"categoryID":"x"}'>kept</div>`;
    const without = startForumWidgets({ builtins: false });
    await without.ready;
    expect(without.mountedCount).toBe(0);
    without.destroy();
    // With the built-ins the widget is known: its validator refuses the bad prop, naming it.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = startForumWidgets();
    await api.ready;
    await settle();
    expect(errors.mock.calls.flat().join(' ')).toMatch(/"DiscussionList".*categoryID/);
    expect(document.getElementById('c')!.textContent).toBe('kept');
  });

  it('refuses a lazy registration without a loader', () => {
    expect(() => registerLazyWidget('X', 'nope' as never)).toThrow(TypeError);
  });
});
