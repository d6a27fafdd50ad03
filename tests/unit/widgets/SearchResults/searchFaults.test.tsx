// The search results page (SearchResults, issue 20) under API faults, at the widget level
// (issue 30 §2): the faults the browser no longer repeats per call
// (tests/e2e/apiFaultsSearch.test.ts keeps, for GET /search, a refusal, a network error, the 408
// and the hang with the new search that cancels it; for the lookups and the category name, a
// refusal). The search's failure is one error state (a 404 the kit's not-found page); a failed
// lookup says the suggestions could not be loaded (the author lookup, a mention lookup, only for
// a 5xx or no answer, 01 §8); a failed category name leaves 'Category 3'. The client's answer to
// each fault of each call is tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SearchResults } from '../../../../widgets/SearchResults/SearchResults';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';

type Answered = Exclude<FaultName, 'hang'>;

const CONFIG = { siteUrl: 'http://localhost', config: { 'labs.newSearchPage': true } };

const oneResult = http.get(`${API}/search`, () =>
  HttpResponse.json(
    [
      {
        recordType: 'discussion',
        recordID: 1,
        type: 'discussion',
        name: 'The first result',
        url: 'http://localhost/discussion/1',
        dateInserted: '2025-05-01T10:00:00Z',
      },
    ],
    { headers: { 'x-app-page-result-count': '1' } },
  ),
);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(`${API}/users/me`, () => HttpResponse.json({ userID: 0, name: 'Guest' })));
});
afterEach(() => jest.restoreAllMocks());

describe('SearchResults: a failed search shows its state and keeps the search', () => {
  it.each<Answered>(['403', '404', 'cdn', 'malformed'])('%s', async (fault) => {
    window.history.replaceState(null, '', '/search?query=install&types=question');
    server.use(http.get(`${API}/search`, answer(fault)));
    renderWithProviders(<SearchResults />, { config: CONFIG });
    const alert = await screen.findByRole('alert');
    // A 404 from the search is shown as the kit's not-found page.
    expect(alert).toHaveTextContent(
      fault === '404' ? /could not be found/ : fault === '403' ? /permission/i : FAULT_SAYS[fault],
    );
    expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('install');
    expect(window.location.search).toBe('?query=install&types=question');
  });
});

describe('SearchResults: a failed lookup leaves the field usable and the results shown', () => {
  const lookups = [
    { path: '/categories/search', label: 'Categories', typed: 'Help', mention: false },
    { path: '/users/by-names', label: 'Authors', typed: 'ana', mention: true },
    { path: '/tags', label: 'Tags', typed: 'Bu', mention: false },
  ];
  const cases = lookups.flatMap((lookup) =>
    (['403', '404', '408', 'cdn', 'malformed', 'network'] as Answered[]).map(
      (fault) => [lookup.path, fault, lookup] as const,
    ),
  );
  it.each(cases)('%s × %s', async (_path, fault, lookup) => {
    window.history.replaceState(null, '', '/search?query=the');
    server.use(oneResult, http.get(`${API}${lookup.path}`, answer(fault)));
    const { user } = renderWithProviders(<SearchResults />, { config: CONFIG });
    await screen.findByRole('list', { name: 'Results' });
    const field = screen.getByRole('textbox', { name: lookup.label });
    await user.type(field, `${lookup.typed}${fault}`);
    // The mention lookup treats a refusal below 500 as "no suggestions" (01 §8).
    const noSuggestions = lookup.mention && !['cdn', 'network'].includes(fault);
    expect(
      await screen.findByText(
        noSuggestions ? 'No matches.' : 'Suggestions could not be loaded.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue(`${lookup.typed}${fault}`);
    expect(screen.getByRole('list', { name: 'Results' })).toBeInTheDocument();
  });
});

describe("SearchResults: a failed category name keeps the chip as 'Category 3'", () => {
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    window.history.replaceState(null, '', '/search?query=the&categoryIDs=3');
    let asked = false;
    server.use(
      oneResult,
      http.get(`${API}/categories/3`, () => {
        asked = true;
        return answer(fault)();
      }),
    );
    renderWithProviders(<SearchResults />, { config: CONFIG });
    const results = await screen.findByRole('list', { name: 'Results' });
    await waitFor(() => expect(asked).toBe(true));
    expect(await screen.findByText('Category 3')).toBeInTheDocument();
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);
  });
});
