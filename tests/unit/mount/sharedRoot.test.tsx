import { useEffect, useState, type ReactNode } from 'react';
import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { EVENT_ERROR, EVENT_MOUNT, EVENT_UNMOUNT } from '@/mount/reporting';
import { useAppStore } from '@/store/hooks';
import type { WidgetProps } from '@/api/types/widgetContract';
import { Greeting, Thrower, Ticker, ticks } from './widgets';
import { settle, start, teardown } from './harness';

afterEach(teardown);

/** A counter that can be told to throw by a click, and reads the store through context. */
function Counter({ label }: WidgetProps<{ label: string }>): ReactNode {
  const [n, setN] = useState(0);
  const store = useAppStore();
  if (n < 0) throw new Error(`${label} broke`);
  return (
    <div className="counter" data-has-store={String(typeof store.getState === 'function')}>
      <button type="button" onClick={() => setN((x) => x + 1)}>
        {label} {n}
      </button>
      <input
        aria-label={`${label} keys`}
        onKeyDown={(e) => e.key === 'Escape' && setN(-1)}
        defaultValue=""
      />
    </div>
  );
}

const reactRootKey = (el: Element): string | undefined =>
  Object.keys(el).find((k) => k.startsWith('__reactContainer$'));

describe('one shared root, a portal per marker', () => {
  it('creates no React root on any marker, and the store context reaches every portal', async () => {
    const { api } = start(`
      <p id="before">before</p>
      <div id="a" data-react="Counter" data-props='{"label":"A"}'>server a</div>
      <div id="b" data-react="Counter" data-props='{"label":"B"}'>server b</div>
      <p id="after">after</p>`);
    api.register('Counter', Counter);
    await api.ready;
    await settle();
    for (const id of ['a', 'b']) {
      const el = document.getElementById(id)!;
      expect(reactRootKey(el)).toBeUndefined();
      expect(el.querySelector('.counter')!.getAttribute('data-has-store')).toBe('true');
      expect(el.textContent).not.toContain('server');
    }
    // The markers stay where the server put them, in document order.
    expect(Array.from(document.body.children, (c) => c.id)).toEqual(['before', 'a', 'b', 'after']);
  });

  it('replaces the server HTML in the commit that inserts the widget (seen by the mount event)', async () => {
    const seen: string[] = [];
    document.addEventListener(EVENT_MOUNT, (e) => seen.push((e.target as Element).innerHTML));
    const { api } = start(
      `<div data-react="Greeting" data-props='{"name":"x"}'><b>server</b></div>`,
    );
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(seen).toEqual(['<p class="greeting">Hello, x</p>']);
  });

  it('keeps clicks and keys working in every widget, and a crash stays in its own marker', async () => {
    const user = userEvent.setup();
    const { api } = start(`
      <div id="a" data-react="Counter" data-props='{"label":"A"}'></div>
      <div id="b" data-react="Counter" data-props='{"label":"B"}'></div>`);
    api.register('Counter', Counter);
    await api.ready;
    await settle();
    await user.click(screen.getByRole('button', { name: 'A 0' }));
    await user.click(screen.getByRole('button', { name: 'B 0' }));
    await user.click(screen.getByRole('button', { name: 'B 1' }));
    expect(screen.getByRole('button', { name: 'A 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'B 2' })).toBeTruthy();
    // A key handler makes A throw: A shows its boundary, B keeps working and updating.
    await user.type(screen.getByRole('textbox', { name: 'A keys' }), '{Escape}');
    await settle();
    expect(document.querySelector('#a [role="alert"]')!.textContent).toContain('A broke');
    await user.click(screen.getByRole('button', { name: 'B 2' }));
    expect(screen.getByRole('button', { name: 'B 3' })).toBeTruthy();
    document.getElementById('b')!.setAttribute('data-props', '{"label":"Bee"}');
    await settle();
    expect(screen.getByRole('button', { name: 'Bee 3' })).toBeTruthy();
  });

  it('survives host scripts emptying a marker and then removing it: timers stop, others live', async () => {
    ticks.count = 0;
    ticks.active = 0;
    const { api, errors } = start(`
      <div id="t1" data-react="Ticker"></div>
      <div id="t2" data-react="Ticker"></div>
      <div id="g" data-react="Greeting" data-props='{"name":"one"}'></div>`);
    api.register('Ticker', Ticker);
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(ticks.active).toBe(2);
    const unmounted: string[] = [];
    for (const id of ['t1', 't2'])
      document.getElementById(id)!.addEventListener(EVENT_UNMOUNT, () => unmounted.push(id));
    // t1: its widget's nodes are taken out by the host first, so React cannot remove them.
    const t1 = document.getElementById('t1')!;
    t1.innerHTML = '';
    t1.remove();
    // t2: removed with the widget still inside (a detached portal target).
    document.getElementById('t2')!.remove();
    await settle();
    expect(ticks.active).toBe(0);
    expect(unmounted.sort()).toEqual(['t1', 't2']);
    const after = ticks.count;
    await new Promise((r) => setTimeout(r, 40));
    expect(ticks.count).toBe(after);
    document.getElementById('g')!.setAttribute('data-props', '{"name":"two"}');
    await settle();
    expect(document.getElementById('g')!.textContent).toBe('Hello, two');
    // A new marker still mounts into the same root.
    document.body.insertAdjacentHTML(
      'beforeend',
      `<div id="late" data-react="Greeting" data-props='{"name":"late"}'></div>`,
    );
    await settle();
    expect(document.getElementById('late')!.textContent).toBe('Hello, late');
    expect(errors).not.toHaveBeenCalled();
  });

  it('puts the server HTML back synchronously on unmount(), even for an emptied marker', async () => {
    const { api, errors } = start(`
      <div id="a" data-react="Greeting" data-props='{"name":"a"}'><i>server a</i></div>
      <div id="b" data-react="Greeting" data-props='{"name":"b"}'><i>server b</i></div>`);
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    const a = document.getElementById('a')!;
    api.unmount(a);
    expect(a.innerHTML).toBe('<i>server a</i>');
    const b = document.getElementById('b')!;
    b.textContent = 'host text';
    api.unmount(b);
    expect(b.innerHTML).toBe('<i>server b</i>');
    await settle();
    expect(b.innerHTML).toBe('<i>server b</i>');
    api.mount(a);
    await settle();
    expect(a.textContent).toBe('Hello, a');
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes every widget of unmount(container) out in one commit, then puts each server HTML back', async () => {
    // Each widget notes, as its effects are cleaned up after the commit that removed it, how
    // many widgets in the box are still in the page and how many markers show their server HTML
    // again: after one commit for all, none and none; with a commit per widget 5, 4, 3, …
    const seenAtCleanup: string[] = [];
    function Leaver(): ReactNode {
      useEffect(
        () => () =>
          void seenAtCleanup.push(
            `${document.querySelectorAll('#box .leaver').length}/${document.querySelectorAll('i.server').length}`,
          ),
        [],
      );
      return <p className="leaver">widget</p>;
    }
    let html = '';
    for (let i = 0; i < 6; i++)
      html += `<div id="w${i}" data-react="Leaver"><i class="server">s${i}</i></div>`;
    const { api, errors } = start(
      `<section id="box">${html}</section><div id="out" data-react="Leaver"></div>`,
    );
    api.register('Leaver', Leaver);
    await api.ready;
    await settle();
    expect(document.querySelectorAll('.leaver')).toHaveLength(7);
    const events: string[] = [];
    document.addEventListener(EVENT_UNMOUNT, (e) => events.push((e.target as Element).id));
    api.unmount(document.getElementById('box')!);
    expect(seenAtCleanup).toEqual(['0/0', '0/0', '0/0', '0/0', '0/0', '0/0']);
    expect(document.querySelectorAll('i.server')).toHaveLength(6);
    expect(events).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5']);
    // The widget outside the container stays, and destroy() takes it out the same way.
    expect(document.getElementById('out')!.textContent).toBe('widget');
    api.destroy();
    expect(seenAtCleanup).toHaveLength(7);
    expect(document.getElementById('out')!.textContent).toBe('');
    expect(errors).not.toHaveBeenCalled();
  });

  it('copes with the host unmounting a crashed widget from its error event (inside a commit)', async () => {
    const { api } = start(`
      <div id="x" data-react="Thrower"><i>server x</i></div>
      <div id="g" data-react="Greeting" data-props='{"name":"one"}'></div>`);
    document.addEventListener(EVENT_ERROR, (e) => api.unmount(e.target as Element), {
      once: true,
    });
    api.register('Thrower', Thrower);
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(document.getElementById('x')!.innerHTML).toBe('<i>server x</i>');
    document.getElementById('g')!.setAttribute('data-props', '{"name":"two"}');
    await settle();
    expect(document.getElementById('g')!.textContent).toBe('Hello, two');
    api.mount(document.getElementById('x')!);
    await settle();
    expect(document.getElementById('x')!.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('mounts, updates and removes markers across many slots', async () => {
    let html = '';
    for (let i = 0; i < 70; i++)
      html += `<div id="m${i}" data-react="Greeting" data-props='{"name":"${i}"}'><i>s${i}</i></div>`;
    const { api, errors } = start(html);
    api.register('Greeting', Greeting);
    await api.ready;
    await settle();
    expect(document.querySelectorAll('.greeting')).toHaveLength(70);
    for (const i of [0, 31, 32, 69]) document.getElementById(`m${i}`)!.remove();
    api.unmount(document.getElementById('m40')!);
    document.getElementById('m65')!.setAttribute('data-props', '{"name":"new"}');
    await settle();
    expect(document.querySelectorAll('.greeting')).toHaveLength(65);
    expect(document.getElementById('m40')!.innerHTML).toBe('<i>s40</i>');
    expect(document.getElementById('m65')!.textContent).toBe('Hello, new');
    expect(document.getElementById('m64')!.textContent).toBe('Hello, 64');
    api.mount(document.getElementById('m40')!);
    await settle();
    expect(document.getElementById('m40')!.textContent).toBe('Hello, 40');
    expect(errors).not.toHaveBeenCalled();
  });
});
