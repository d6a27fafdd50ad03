import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SearchResults } from '../../../../widgets/SearchResults/SearchResults';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const CONFIG = {
  siteUrl: 'http://localhost',
  locale: 'fr',
  config: { 'labs.newSearchPage': true },
};

/** Answers GET /search with nothing and records what msw received. */
function record(): URL[] {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/search`, ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json([], { headers: { 'x-app-page-result-count': '0' } });
    }),
    http.get(`${API}/categories/:id`, ({ params }) =>
      HttpResponse.json({ categoryID: Number(params.id), name: `Category ${String(params.id)}` }),
    ),
  );
  return requests;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  server.use(http.get(`${API}/users/me`, () => HttpResponse.json({ userID: 0, name: 'Guest' })));
});
afterEach(() => jest.restoreAllMocks());

// GET /search names its params (03 §7): categoryID, includeChildCategories, knowledgeBaseID,
// knowledgeCategoryIDs, locale. The address keeps its own names (03 §2).
describe('GET /search params as 03 §7 names them', () => {
  it('sends the category as categoryID and the page locale as locale', async () => {
    window.history.replaceState(
      null,
      '',
      '/search?query=help&categoryIDs=3&includeChildCategories=1',
    );
    const requests = record();
    renderWithProviders(<SearchResults />, { config: CONFIG });
    await screen.findByText('No results for “help”.');
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const params = requests[0]!.searchParams;
    expect({
      categoryID: params.getAll('categoryID'),
      categoryIDs: params.getAll('categoryIDs[]').concat(params.getAll('categoryIDs')),
      includeChildCategories: params.get('includeChildCategories'),
      locale: params.get('locale'),
    }).toEqual({
      categoryID: ['3'],
      categoryIDs: [],
      includeChildCategories: 'true',
      locale: 'fr',
    });
  });

  it('sends the chosen knowledge base as knowledgeBaseID, not a free-text option', async () => {
    window.history.replaceState(
      null,
      '',
      '/search?query=help&domain=knowledge&knowledgeBaseOption=4',
    );
    const requests = record();
    renderWithProviders(<SearchResults />, { config: CONFIG });
    await screen.findByText('No results for “help”.');
    const params = requests[0]!.searchParams;
    expect({
      knowledgeBaseID: params.get('knowledgeBaseID'),
      knowledgeBaseOption: params.get('knowledgeBaseOption'),
      recordTypes: params.getAll('recordTypes[]'),
      locale: params.get('locale'),
    }).toEqual({
      knowledgeBaseID: '4',
      knowledgeBaseOption: null,
      recordTypes: ['article'],
      locale: 'fr',
    });
  });
});
