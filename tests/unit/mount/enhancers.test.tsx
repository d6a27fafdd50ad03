import { settle, start, teardown } from './harness';
import type { EnhancerContext, EnhancerDefinition } from '@/store/runtimeTypes';

afterEach(teardown);

function links(): {
  def: EnhancerDefinition;
  calls: EnhancerContext[];
  cleaned: jest.Mock;
  load: jest.Mock;
} {
  const calls: EnhancerContext[] = [];
  const cleaned = jest.fn();
  const load = jest.fn(() =>
    Promise.resolve({
      enhance(ctx: EnhancerContext) {
        calls.push(ctx);
        return cleaned;
      },
    }),
  );
  return { def: { name: 'Links', selector: 'a[data-userid]', load }, calls, cleaned, load };
}

describe('enhancers', () => {
  it('loads nothing while no element matches the selector', async () => {
    const e = links();
    const loadRuntime = jest.fn(() => import('@/mount/runtime'));
    const { api } = start(`<p><a href="/profile/x">no data-userid</a></p>`, {
      enhancers: [e.def],
      loadRuntime,
    });
    await api.ready;
    await settle();
    expect(e.load).not.toHaveBeenCalled();
    expect(loadRuntime).not.toHaveBeenCalled();
  });

  it('runs once with the runtime when a matching element is on the page', async () => {
    const e = links();
    const { api } = start(
      `<a data-userid="1" href="/p/a">a</a><a data-userid="2" href="/p/b">b</a>`,
      {
        enhancers: [e.def],
      },
    );
    await settle();
    expect(e.calls).toHaveLength(1);
    expect(e.calls[0]!.runtime.store).toBe(api.store);
    expect(e.calls[0]!.doc).toBe(document);
  });

  it('wakes up when a matching element is inserted later, and cleans up on destroy', async () => {
    const e = links();
    const { api } = start(`<main id="feed"></main>`, { enhancers: [e.def] });
    await settle();
    expect(e.load).not.toHaveBeenCalled();
    document.querySelector('#feed')!.innerHTML = `<p>by <a data-userid="9" href="/p/z">z</a></p>`;
    await settle();
    expect(e.calls).toHaveLength(1);
    api.destroy();
    expect(e.cleaned).toHaveBeenCalledTimes(1);
  });

  it('logs one error when an enhancer fails to load and leaves the page working', async () => {
    const { api, errors } = start(`<a data-userid="1" href="/p/a">a</a>`, {
      enhancers: [
        {
          name: 'Broken',
          selector: 'a[data-userid]',
          load: () => Promise.reject(new Error('404')),
        },
      ],
    });
    await settle();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/Enhancer "Broken" failed to load: 404/);
    void api;
  });
});
