import { screen } from '@testing-library/react';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import * as searchNavigation from '@/features/search/searchNavigation';
import { Banner, Search } from '../../../widgets/LayoutBasics/LayoutBasics';
import { renderWithProviders } from '../../support/renderWithProviders';

/**
 * The layout's search forms (Banner, Search) follow the search rules of 02 §2 as the title bar
 * does: `query` or `search` by labs.newSearchPage, /kb/search in knowledge-base mode, the external
 * search (in a new tab when configured), and /search under the site's base path.
 */
const site = (config: Record<string, unknown>): BootstrapConfig => ({
  siteUrl: 'http://localhost/community',
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [] },
  config,
});

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(searchNavigation, 'openUrl').mockImplementation(() => undefined);
});
afterEach(() => open.mockRestore());

async function search(config: Record<string, unknown>, text: string, banner = false) {
  const { user } = renderWithProviders(banner ? <Banner /> : <Search title="Find" />, {
    config: site(config),
  });
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), text);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.getByRole('search') as HTMLFormElement;
}

describe('layout search form', () => {
  it('sends the text as `search` under the base path while the new search page is off', async () => {
    const form = await search({}, 'cats & dogs');
    expect(open).toHaveBeenCalledWith('/community/search?search=cats+%26+dogs', false);
    // Without script the plain form goes to the same place.
    expect(form.getAttribute('action')).toBe('/community/search');
    expect(screen.getByRole('searchbox').getAttribute('name')).toBe('search');
  });

  it('sends `query` with the new search page, from the banner too', async () => {
    const form = await search({ 'labs.newSearchPage': true }, 'cats', true);
    expect(open).toHaveBeenCalledWith('/community/search?query=cats', false);
    expect(screen.getByRole('searchbox').getAttribute('name')).toBe('query');
    expect(form.getAttribute('action')).toBe('/community/search');
  });

  it('goes to exactly /kb/search in knowledge-base mode (a /kb/ link is never rewritten)', async () => {
    const form = await search({ 'search.knowledgeBaseMode': true }, 'how to');
    expect(open).toHaveBeenCalledWith('/kb/search?query=how+to', false);
    expect(form.getAttribute('action')).toBe('/kb/search');
  });

  it('opens the external search, in a new tab when configured', async () => {
    await search(
      {
        'externalSearch.query': 'https://www.example.com/find?q=%s&site=forum',
        'externalSearch.resultsInNewTab': true,
      },
      'a b',
    );
    expect(open).toHaveBeenCalledWith('https://www.example.com/find?q=a%20b&site=forum', true);
  });
});
