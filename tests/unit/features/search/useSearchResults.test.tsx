import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ApiSearchQuery } from '@/api/types/search';
import { selectSearchResults } from '@/features/search/searchSlice';
import { useSearchResults } from '@/features/search/useSearchResults';
import { LoadStatus } from '@/store/loadable';
import { API, server } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

function setup(first: ApiSearchQuery | null) {
  const store = makeTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const hook = renderHook(({ query }) => useSearchResults(query), {
    wrapper,
    initialProps: { query: first },
  });
  return { ...hook, store };
}

describe('useSearchResults', () => {
  it('aborts the search in flight when a new query comes, and shows the new one', async () => {
    const release: Array<() => void> = [];
    server.use(
      http.get(`${API}/search`, async ({ request }) => {
        const q = new URL(request.url).searchParams.get('query') ?? '';
        if (q === 'slow') await new Promise<void>((resolve) => release.push(resolve));
        return HttpResponse.json([{ name: `hit for ${q}`, url: '/d/1' }], {
          headers: { 'x-app-page-result-count': '1' },
        });
      }),
    );
    const { result, rerender, store } = setup({ query: 'slow' });
    await waitFor(() => expect(release).toHaveLength(1));
    expect(result.current.results.status).toBe(LoadStatus.LOADING);
    rerender({ query: { query: 'fast' } });
    await waitFor(() => expect(result.current.results.status).toBe(LoadStatus.SUCCESS));
    expect(result.current.results.data?.results[0]?.name).toBe('hit for fast');
    expect(result.current.results.data?.paging.total).toBe(1);
    // The slow search was aborted: back to PENDING (not ERROR), so it is sent again if asked.
    expect(selectSearchResults(store.getState(), { query: 'slow' }).status).toBe(
      LoadStatus.PENDING,
    );
    act(() => release.forEach((go) => go()));
  });

  it('asks nothing for a null query, and retries after an error', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/search`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Broken' }, { status: 500 })
          : HttpResponse.json([]);
      }),
    );
    const { result, rerender } = setup(null);
    expect(result.current.results.status).toBe(LoadStatus.PENDING);
    expect(calls).toBe(0);
    rerender({ query: { query: 'x' } });
    await waitFor(() => expect(result.current.results.status).toBe(LoadStatus.ERROR));
    expect(result.current.results.error?.message).toBe('Broken');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.results.status).toBe(LoadStatus.SUCCESS));
    expect(calls).toBe(2);
  });
});
