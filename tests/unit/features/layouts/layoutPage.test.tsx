import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { WidgetResolverContext, type WidgetResolver } from '@/store/widgetResolver';
import { LayoutPage, REDIRECT_WAIT_MS } from '../../../../widgets/LayoutPage/LayoutPage';
import { sendPageViewTick } from '@/features/layouts/tick';
import { matchLayoutRoute } from '@/features/layouts/layoutRoutes';
import { API, server } from '../../../support/msw';
import { makeTestStore, renderWithProviders } from '../../../support/renderWithProviders';

const flags = (on: boolean) => ({
  config: { 'featureFlags.customLayout.discussionList.Enabled': on },
});

function serve(layout: unknown, status = 200): Request[] {
  const seen: Request[] = [];
  server.use(
    http.get(`${API}/layouts/lookup-hydrate`, ({ request }) => {
      seen.push(request);
      return HttpResponse.json(layout as object, { status });
    }),
    http.post(`${API}/tick`, () => HttpResponse.json({})),
    http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
    http.get(`${API}/addons`, () => HttpResponse.json([])),
  );
  return seen;
}

describe('LayoutPage', () => {
  beforeEach(() => window.history.replaceState({}, '', '/discussions'));

  it('shows 1 to 3 skeleton blocks, then sets the title and asks global/-1', async () => {
    const seen = serve({ layout: [], seo: { title: 'All Discussions' } });
    renderWithProviders(<LayoutPage />, { config: flags(true) });
    const blocks = document.querySelectorAll('.fw-skeleton-block').length;
    expect(blocks).toBeGreaterThanOrEqual(1);
    expect(blocks).toBeLessThanOrEqual(3);
    await waitFor(() => expect(document.title).toBe('All Discussions'));
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('layoutViewType')).toBe('discussionList');
    expect(url.searchParams.get('recordType')).toBe('global');
    expect(url.searchParams.get('recordID')).toBe('-1');
  });

  it("joins seo.title with the site name by ' - ' (02 §2); the site name alone stays alone", async () => {
    serve({ layout: [], seo: { title: 'All Discussions' } });
    const { unmount } = renderWithProviders(<LayoutPage />, {
      config: { ...flags(true), siteName: 'My Forum' },
    });
    await waitFor(() => expect(document.title).toBe('All Discussions - My Forum'));
    unmount();
    serve({ layout: [], seo: { title: 'My Forum' } });
    renderWithProviders(<LayoutPage />, { config: { ...flags(true), siteName: 'My Forum' } });
    await waitFor(() => expect(document.querySelector('[data-layout-view]')).not.toBeNull());
    expect(document.title).toBe('My Forum');
  });

  it("has exactly one h1: its page title when the layout has none, else the layout's own", async () => {
    serve({ layout: [], seo: { title: 'All Discussions' } });
    const { unmount } = renderWithProviders(<LayoutPage />, { config: flags(true) });
    await waitFor(() => expect(document.querySelector('[data-layout-view]')).not.toBeNull());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'All Discussions',
    ]);
    unmount();
    serve({
      layout: [{ $reactComponent: 'Heading', $reactProps: {} }],
      seo: { title: 'All Discussions' },
    });
    const resolver: WidgetResolver = (name) =>
      Promise.resolve(name === 'Heading' ? { component: () => <h1>Welcome</h1> } : null);
    renderWithProviders(
      <WidgetResolverContext.Provider value={resolver}>
        <LayoutPage />
      </WidgetResolverContext.Provider>,
      { config: flags(true) },
    );
    await screen.findByText('Welcome');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        'Welcome',
      ]),
    );
  });

  it('keeps one h1 when a banner and another h1 widget (the original post) share a layout', async () => {
    serve({
      layout: [
        { $reactComponent: 'Banner', $reactProps: { title: 'Welcome', showSearch: false } },
        { $reactComponent: 'Post', $reactProps: {} },
      ],
      seo: { title: 'A post' },
    });
    const resolver: WidgetResolver = async (name) => {
      if (name === 'Post') return { component: () => <h1>The post title</h1> };
      if (name === 'Banner')
        return {
          component: (await import('../../../../widgets/LayoutBasics/LayoutBasics'))
            .Banner as never,
        };
      return null;
    };
    renderWithProviders(
      <WidgetResolverContext.Provider value={resolver}>
        <LayoutPage />
      </WidgetResolverContext.Provider>,
      { config: flags(true) },
    );
    await screen.findByText('The post title');
    await screen.findByText('Welcome');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
        'The post title',
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows the typed not-found page on a 404', async () => {
    window.history.replaceState({}, '', '/discussion/99');
    serve({ message: 'Layout not found' }, 404);
    renderWithProviders(<LayoutPage />, {
      config: { config: { 'featureFlags.customLayout.post.Enabled': true } },
    });
    expect(await screen.findByText('Discussion Not Found')).toBeInTheDocument();
    expect(
      screen.getByText('The discussion you were looking for could not be found.'),
    ).toBeInTheDocument();
  });

  it('routes a custom page of the config to its customPage layout', async () => {
    window.history.replaceState({}, '', '/Page/Community-Guide/');
    const seen = serve({ layout: [], seo: { title: 'Community guide' } });
    renderWithProviders(<LayoutPage />, {
      config: {
        locale: 'en',
        config: {
          'featureFlags.customLayout.customPage.Enabled': true,
          'customLayout.customPages': [
            { customPageID: 'bad', urlcode: '/page/community-guide' },
            { customPageID: 1, urlcode: '/page/community-guide', siteSectionID: 0 },
          ],
        },
      },
    });
    await waitFor(() => expect(document.title).toBe('Community guide'));
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('layoutViewType')).toBe('customPage');
    expect(url.searchParams.get('recordType')).toBe('customPage');
    expect(url.searchParams.get('recordID')).toBe('1');
    expect(url.searchParams.get('params[customPageID]')).toBe('1');
    expect(url.searchParams.get('params[siteSectionID]')).toBe('0');
    expect(url.searchParams.get('params[locale]')).toBe('en');
    expect(document.querySelector('[data-layout-view="customPage"]')).not.toBeNull();
  });

  it('asks nothing while the route flag is off', async () => {
    const seen = serve({ layout: [] });
    const { container } = renderWithProviders(<LayoutPage />, { config: flags(false) });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toHaveLength(0);
    expect(container.textContent).toBe('');
  });
});

describe('page view tick privacy', () => {
  it('falls back to -1 (not anonymised by default) when the privacy call fails', async () => {
    const ticks: unknown[] = [];
    server.use(
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({}, { status: 500 })),
      http.post(`${API}/tick`, async ({ request }) => {
        ticks.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    Object.defineProperty(document, 'referrer', {
      value: 'http://other.test/',
      configurable: true,
    });
    const store = makeTestStore();
    await store.dispatch(sendPageViewTick({ route: matchLayoutRoute('/discussions', '')! }));
    expect(ticks).toEqual([
      expect.objectContaining({
        type: 'pageView',
        pageName: 'discussionList',
        referrer: 'http://other.test/',
      }),
    ]);
  });

  it('anonymises when AnonymizeData is 1, and only logs a failed tick', async () => {
    const ticks: Array<Record<string, unknown>> = [];
    server.use(
      http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 1 })),
      http.post(`${API}/tick`, async ({ request }) => {
        ticks.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeTestStore();
    await store.dispatch(sendPageViewTick({ route: matchLayoutRoute('/discussions', '')! }));
    expect(ticks[0]).not.toHaveProperty('referrer');
    expect(errors.mock.calls.some((c) => String(c[0]).includes('tick failed'))).toBe(true);
    errors.mockRestore();
  });
});

describe('LayoutPage redirect and preload', () => {
  beforeEach(() => window.history.replaceState({}, '', '/discussions'));

  it('replaces the page with redirectTo after 5000 ms (03 §9) and keeps the skeleton meanwhile', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const seen = serve({
      redirectTo: '/categories/off-topic',
      status: 301,
      layout: [{ $reactComponent: 'Html', $reactProps: { html: '<p>never shown</p>' } }],
    });
    // jsdom cannot navigate to another path: it reports the attempt, which is what is checked.
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigated = (): boolean =>
      errors.mock.calls.some((c) => /navigation/i.test(String(c[0])));
    try {
      renderWithProviders(<LayoutPage />, { config: flags(true) });
      await waitFor(() => expect(seen).toHaveLength(1));
      // The answer is in: the wait starts from it.
      await act(() => jest.advanceTimersByTimeAsync(50));
      await act(() => jest.advanceTimersByTimeAsync(REDIRECT_WAIT_MS - 100));
      expect(navigated()).toBe(false);
      expect(document.querySelectorAll('.fw-skeleton-block').length).toBeGreaterThanOrEqual(1);
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(navigated()).toBe(true);
      expect(screen.queryByText('never shown')).toBeNull();
    } finally {
      errors.mockRestore();
      jest.useRealTimers();
    }
  });

  it('warns about double fetching when the preloaded layout is for another route, and fetches', async () => {
    const seen = serve({ layout: [], seo: { title: 'All Discussions' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderWithProviders(<LayoutPage />, {
        config: {
          ...flags(true),
          debug: true,
          layout: {
            query: { layoutViewType: 'home', recordType: 'global', recordID: -1, params: {} },
            response: { layout: [], seo: { title: 'Home' } },
          },
        } as never,
      });
      await waitFor(() => expect(document.title).toBe('All Discussions'));
      expect(seen).toHaveLength(1);
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual(
        expect.arrayContaining([expect.stringMatching(/double fetching/)]),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('uses a preloaded layout of the same route without a request', async () => {
    const seen = serve({ layout: [], seo: { title: 'fetched' } });
    const route = matchLayoutRoute('/discussions', '', {});
    renderWithProviders(<LayoutPage />, {
      config: {
        ...flags(true),
        layout: { query: route!.query, response: { layout: [], seo: { title: 'Preloaded' } } },
      } as never,
    });
    await waitFor(() => expect(document.title).toBe('Preloaded'));
    expect(seen).toHaveLength(0);
  });
});
