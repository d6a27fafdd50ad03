// The server theme under API faults (issue 30 §2): the runtime's GET /themes/{themeKey} and the
// title bar's logo (GET /themes/current), with the faults the browser no longer repeats
// (tests/e2e/apiFaultsTitleBar.test.ts keeps a refusal, a 404 and the hang, on a real page with
// every widget). Whatever the fault, the built-in theme stays and the failure is said once on
// the console; a 404 is a theme without assets (01 §4), said nothing; the logo falls back to the
// site's name. The client's answer to each fault is tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { applyServerTheme } from '@/features/themes/serverTheme';
import { createAppStore } from '@/store/store';
import { TitleBar } from '../../../../widgets/TitleBar/TitleBar';
import { API, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, type FaultName } from '../../widgets/faultAnswers';
import { guest } from '../../widgets/TitleBar/fixtures';

type Answered = Exclude<FaultName, 'hang'>;

const overrides = (): string =>
  document.head.querySelector('style[data-fw-style="theme-variables"]')?.textContent ?? '';

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('GET /themes/{themeKey} fails: the built-in theme, said once', () => {
  it.each<[Answered, number]>([
    ['500', 1],
    ['403', 1],
    ['404', 0],
    ['408', 1],
    ['cdn', 1],
    ['malformed', 1],
    ['network', 1],
  ])('%s (console errors: %s)', async (fault, said) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${API}/themes/1`, answer(fault)));
    await applyServerTheme(createAppStore(TEST_CONFIG), 1);
    expect(overrides()).toBe('');
    expect(errors).toHaveBeenCalledTimes(said);
    if (said)
      expect(String(errors.mock.calls[0]?.[0])).toBe(
        '[forum-widgets] The theme "1" could not be loaded; using the default theme.',
      );
  });
});

describe('GET /themes/current fails: the logo is the site name', () => {
  it.each<FaultName>(['500', '403', '404', '408', 'cdn', 'malformed', 'network', 'hang'])(
    '%s',
    async (fault) => {
      let asked = false;
      server.use(
        http.get(`${API}/themes/current`, () => {
          asked = true;
          return answer(fault)();
        }),
      );
      const { container } = renderWithProviders(<TitleBar />, { config: guest });
      await waitFor(() => expect(asked).toBe(true));
      expect(container.querySelector('.fw-titleBar-logoText')).toHaveTextContent('Demo Forum');
      expect(screen.getByRole('link', { name: 'Demo Forum' })).toHaveAttribute('href', '/');
      expect(container.querySelector('.fw-titleBar-logo img')).toBeNull();
    },
  );
});
