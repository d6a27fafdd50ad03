import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { searchResultsWidget } from '../../../../widgets/SearchResults';
import { SearchResults, validateProps } from '../../../../widgets/SearchResults/SearchResults';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const CONFIG = { siteUrl: 'http://localhost', config: { 'labs.newSearchPage': true } };

function results(requests: URL[]) {
  return http.get(`${API}/search`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const page = Number(url.searchParams.get('page') ?? 1);
    return HttpResponse.json(
      [
        {
          recordType: 'discussion',
          recordID: page,
          type: 'question',
          name: `<img src=x onerror="window.hacked=1"> Result on page ${page}`,
          url: `http://localhost/discussion/${page}`,
          excerpt: '<b>bold</b> excerpt',
          breadcrumbs: [
            { name: 'Home', url: 'http://localhost/' },
            { name: 'Help & Support', url: 'javascript:alert(1)' },
          ],
          dateInserted: '2025-05-01T10:00:00Z',
          labelCodes: ['archived'],
        },
      ],
      { headers: { 'x-app-page-result-count': '25', 'x-app-page-limit': '10' } },
    );
  });
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(`${API}/users/me`, () => HttpResponse.json({ userID: 0, name: 'Guest' })));
});
afterEach(() => jest.restoreAllMocks());

describe('SearchResults', () => {
  it('is the SearchResults marker, with its validator in its chunk', async () => {
    expect(searchResultsWidget.name).toBe('SearchResults');
    const chunk = (await searchResultsWidget.load()) as { validateProps: typeof validateProps };
    expect(chunk.validateProps).toBe(validateProps);
    expect(validateProps({ knowledgeBase: true })).toBe(true);
    expect(() => validateProps({ knowledgeBase: 'yes' })).toThrow('knowledgeBase');
  });

  it('searches what the address says and shows results as text, with safe links only', async () => {
    window.history.replaceState(null, '', '/search?search=help&types=question');
    const requests: URL[] = [];
    server.use(results(requests));
    renderWithProviders(<SearchResults />, { config: CONFIG });
    const list = await screen.findByRole('list', { name: 'Results' });
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(item).getByRole('link', { name: /Result on page 1/ })).toHaveAttribute(
      'href',
      'http://localhost/discussion/1',
    );
    expect(item.querySelector('img')).toBeNull();
    expect(within(item).getByText('<b>bold</b> excerpt')).toBeInTheDocument();
    expect(within(item).getByText('Help & Support')).not.toHaveAttribute('href');
    expect(within(item).getByText('Archived')).toBeInTheDocument();
    expect(requests[0]?.searchParams.get('query')).toBe('help');
    expect(requests[0]?.searchParams.getAll('types[]')).toEqual(['question']);
    // The address is written back in its canonical form: the new search page uses `query`.
    expect(window.location.search).toBe('?query=help&types=question');
  });

  it('writes a refinement and a page change to the address, and Back restores them', async () => {
    window.history.replaceState(null, '', '/search?query=help');
    const requests: URL[] = [];
    server.use(results(requests));
    const { user } = renderWithProviders(<SearchResults />, { config: CONFIG });
    await screen.findByRole('list', { name: 'Results' });
    await user.click(screen.getByRole('checkbox', { name: 'Comments' }));
    await waitFor(() => expect(window.location.search).toBe('?query=help&types=comment'));
    await waitFor(() =>
      expect(requests.at(-1)?.searchParams.getAll('types[]')).toEqual(['comment']),
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(window.location.search).toBe('?query=help&types=comment&page=2'));
    expect(await screen.findByRole('link', { name: /Result on page 2/ })).toBeInTheDocument();
    window.history.back();
    await waitFor(() => expect(window.location.search).toBe('?query=help&types=comment'));
    expect(await screen.findByRole('link', { name: /Result on page 1/ })).toBeInTheDocument();
  });

  it('says so when nothing matches, and shows the server error with Retry', async () => {
    window.history.replaceState(null, '', '/search?query=nothing');
    server.use(http.get(`${API}/search`, () => HttpResponse.json([])));
    const first = renderWithProviders(<SearchResults />, { config: CONFIG });
    expect(await screen.findByText('No results for “nothing”.')).toBeInTheDocument();
    first.unmount();
    window.history.replaceState(null, '', '/search?query=broken');
    server.use(
      http.get(`${API}/search`, () =>
        HttpResponse.json({ message: 'Database down' }, { status: 500 }),
      ),
    );
    renderWithProviders(<SearchResults />, { config: CONFIG });
    expect(await screen.findByText(/Database down/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
