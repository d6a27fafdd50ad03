// The title bar's search suggestions under API faults (issue 30 §2): whatever the lookup meets,
// the typed text stays, the search itself is still offered, and nothing is thrown. The browser
// keeps a 500 and a network error (tests/e2e/apiFaults.test.ts); the client's answer to every
// fault of GET /search is tests/unit/api/faultMatrix.test.ts (search.searchRequest).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@/features/navigation/titleBarConfig';
import { TitleBar } from '../../../../widgets/TitleBar/TitleBar';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, type FaultName } from '../faultAnswers';
import { guest } from './fixtures';

beforeEach(() => {
  server.use(
    http.get(`${API}/themes/current`, () => HttpResponse.json({ themeID: 1, assets: {} })),
  );
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
});
afterEach(() => jest.useRealTimers());

describe('title bar suggestions: a failed lookup leaves the search usable', () => {
  it.each<FaultName>(['500', '403', '404', '408', 'cdn', 'malformed', 'network'])(
    '%s: the typed text stays and the search is still offered',
    async (fault) => {
      const seen = recordRequests();
      server.use(http.get(`${API}/search`, answer(fault)));
      renderWithProviders(<TitleBar />, { config: guest });
      const input = screen.getByRole('combobox', { name: 'Search' });
      fireEvent.change(input, { target: { value: `what about ${fault}` } });
      // Past the 500 ms debounce: the lookup is asked, and fails.
      await act(async () => jest.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS));
      await waitFor(() => expect(seen.filter((r) => r.url.includes('/search'))).toHaveLength(1));
      expect(input).toHaveValue(`what about ${fault}`);
      expect(
        await screen.findByRole('option', { name: new RegExp(`Search for what about ${fault}`) }),
      ).toBeInTheDocument();
      expect(seen.filter((r) => r.url.includes('/search'))).toHaveLength(1);
      // The typing goes on.
      fireEvent.change(input, { target: { value: `what about ${fault} again` } });
      expect(input).toHaveValue(`what about ${fault} again`);
    },
  );
});
