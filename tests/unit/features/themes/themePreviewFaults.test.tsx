// The theme preview toast (issue 20, 03 §4, §8) under API faults, at the widget level (issue 30
// §2): Apply (PUT /themes/current), Restore (PATCH /themes/{id}) and Cancel (PUT /themes/preview)
// with every failing answer, the ones the browser no longer repeats among them
// (tests/e2e/apiFaultsThemePreview.test.ts keeps a refused Apply and a Cancel without an answer,
// with the page staying where it is, the server's theme and the toast's layout). The failure
// shows inside the toast with the error's text, nothing else is sent (the preview is not
// cleared), and the button works again. A 408 counts as success (themePreview.test.tsx); the
// client's answer to each fault of each call is tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ThemePreview } from '@/features/themes/themePreview';
import { ThemePreviewToast } from '../../../../widgets/ThemePreviewToast/ThemePreviewToast';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../../widgets/faultAnswers';

type Failing = Exclude<FaultName, 'hang' | '408'>;

const FAILING: Failing[] = ['500', '403', '404', 'cdn', 'malformed', 'network'];
const THEME: ThemePreview = { themeID: 2, name: 'Forest Green', redirect: '/appearance/themes' };
const REVISION: ThemePreview = { themeID: 1, revisionID: 1, name: 'Demo Blue' };

const CALLS = [
  { button: 'Apply', preview: THEME, method: 'PUT', path: '/themes/current' },
  { button: 'Restore', preview: REVISION, method: 'PATCH', path: '/themes/1' },
  { button: 'Cancel', preview: THEME, method: 'PUT', path: '/themes/preview' },
] as const;

const cases = CALLS.flatMap((call) => FAILING.map((fault) => [call.button, fault, call] as const));

describe('theme preview toast: a failed action shows inside the toast and can be tried again', () => {
  it.each(cases)('%s × %s', async (_button, fault, call) => {
    // Only the failing call is served: a second step (clearing the preview) would be unhandled.
    const handler = call.method === 'PUT' ? http.put : http.patch;
    server.use(handler(`${API}${call.path}`, answer(fault)));
    const seen = recordRequests();
    const { user } = renderWithProviders(<ThemePreviewToast {...call.preview} />);
    const toast = screen.getByRole('region', { name: 'Theme preview' });
    const button = within(toast).getByRole('button', { name: call.button });

    await user.click(button);
    expect(await within(toast).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `${call.method} /api/v2${call.path}`,
    ]);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));

    // The button works again: a second click asks again.
    await user.click(button);
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(await within(toast).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
  });
});
