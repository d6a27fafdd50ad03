import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WidgetProps } from '@/api/types/widgetContract';
import { kit } from '@/mount/publicRuntime';
import { settle, start, teardown } from './harness';

afterEach(teardown);

const configScript = `<script type="application/json" id="forum-widgets-config">${JSON.stringify({
  currentUser: { userID: 7, name: 'Ada' },
})}</script>`;

describe('ForumWidgets.runtime() for a site’s own widgets', () => {
  it('gives the page’s React, JSX runtime, store hooks and the public kit, once', async () => {
    const { api } = start(`<p>no markers</p>`);
    const runtime = await api.runtime();
    expect(api.store).toBe(runtime.store);
    expect(await api.runtime()).toBe(runtime);
    expect(typeof runtime.React.useState).toBe('function');
    expect(typeof runtime.createRoot).toBe('function');
    for (const name of ['jsx', 'jsxs', 'useSelector', 'useDispatch', 'useStore'] as const)
      expect(typeof runtime[name]).toBe('function');
    expect(runtime.Fragment).toBe(runtime.React.Fragment);
    expect(Object.keys(runtime.kit).sort()).toEqual(Object.keys(kit).sort());
  });

  it('renders a widget written with it: the shared store, a hook and a kit component', async () => {
    document.head.innerHTML = configScript;
    const { api } = start(`<div id="w" data-react="Mine">server html</div>`);
    const { jsx, jsxs, useSelector, React, kit: ui, store } = await api.runtime();
    function Mine({ contents }: WidgetProps): ReactNode {
      const name = useSelector((state) => state.currentUser.me.data?.name);
      const [clicks] = React.useState(2);
      return jsxs('div', {
        children: [
          jsx(ui.Alert, { type: 'info', message: `Hi ${name ?? 'guest'}` }),
          jsx('span', { children: `${clicks} ${contents}` }),
        ],
      });
    }
    api.register('Mine', Mine);
    await api.ready;
    await settle();
    expect(api.store).toBe(store);
    expect(screen.getByRole('status').textContent).toContain('Hi Ada');
    expect(document.getElementById('w')?.textContent).toContain('2 server html');
  });
});
