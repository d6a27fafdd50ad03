// 03 §4: 'Theme load in a layout: pending or loading shows a loader; error shows the error
// component.' The page's theme is the bootstrap `themeKey` (GET /themes/{themeKey}).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LayoutPage } from '../../../../widgets/LayoutPage/LayoutPage';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const CONFIG = {
  themeKey: 7,
  config: { 'featureFlags.customLayout.discussionList.Enabled': true },
};

function serveLayout(): void {
  server.use(
    http.get(`${API}/layouts/lookup-hydrate`, () =>
      HttpResponse.json({ layout: [], seo: { title: 'All Discussions' } }),
    ),
    http.post(`${API}/tick`, () => HttpResponse.json({})),
    http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
    http.get(`${API}/addons`, () => HttpResponse.json([])),
  );
}

const layoutShown = (): boolean => document.querySelector('[data-layout-view]') !== null;

beforeEach(() => {
  window.history.replaceState({}, '', '/discussions');
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

describe('LayoutPage: the theme load', () => {
  it('shows a loader while the theme loads, then the layout', async () => {
    serveLayout();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${API}/themes/7`, async () => {
        await answered;
        return HttpResponse.json({ themeID: 7, assets: { variables: { data: {} } } });
      }),
    );
    renderWithProviders(<LayoutPage />, { config: CONFIG });
    // The loader appears after its 150 ms delay (02 §4), not before.
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(layoutShown()).toBe(false);
    release();
    await waitFor(() => expect(layoutShown()).toBe(true));
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });

  it('shows the error component when the theme fails; Retry loads it and the layout follows', async () => {
    serveLayout();
    let failing = true;
    server.use(
      http.get(`${API}/themes/7`, () =>
        failing
          ? HttpResponse.json({ message: 'Theme store is down.' }, { status: 500 })
          : HttpResponse.json({ themeID: 7, assets: {} }),
      ),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<LayoutPage />, { config: CONFIG });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error');
    expect(alert).toHaveTextContent('Theme store is down.');
    expect(layoutShown()).toBe(false);
    failing = false;
    const retry = within(alert).getByRole('button', { name: 'Retry' });
    fireEvent.click(retry);
    await waitFor(() => expect(layoutShown()).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the layout without waiting when the page names no theme', async () => {
    serveLayout();
    renderWithProviders(<LayoutPage />, { config: { config: CONFIG.config } });
    await waitFor(() => expect(layoutShown()).toBe(true));
  });
});
