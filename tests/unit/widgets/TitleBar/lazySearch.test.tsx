import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TitleBar } from '../../../../widgets/TitleBar/TitleBar';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { guest, serveOneSearchResult } from './fixtures';

beforeEach(() =>
  server.use(
    http.get(`${API}/themes/current`, () => HttpResponse.json({ themeID: 1, assets: {} })),
  ),
);

// This file's module registry starts without the suggestions chunk
// (widgets/TitleBar/suggestionsPart.tsx), which the search box loads on first focus or typing.
describe('Title bar search before its suggestions code has arrived', () => {
  it('answers typing at once as it always did: the combobox expands, the new search option and "Loading" show, then the suggestions', async () => {
    const seen = recordRequests();
    serveOneSearchResult();
    renderWithProviders(<TitleBar />, { config: guest });
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(seen.filter((r) => r.url.includes('/search'))).toHaveLength(0);

    // Typed before the chunk arrived (no focus event loaded it first).
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Search for hello/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    const option = await screen.findByRole('option', { name: /Hello world/ }, { timeout: 8000 });
    expect(option).toHaveTextContent('Most recent:');
    expect(option).toHaveTextContent('General');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(seen.filter((r) => r.url.includes('/search'))).toHaveLength(1);

    // Arrow keys reach the suggestion as before.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
    await act(async () => undefined);
  });
});
