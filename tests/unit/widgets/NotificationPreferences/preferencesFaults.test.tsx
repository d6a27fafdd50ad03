// The notification preferences (issue 20) under API faults, at the widget level (issue 30 §2):
// /profile/preferences (NotificationPreferences) and /profile/followed-content
// (FollowedContent), with every answered fault of each call, the ones the browser no longer
// repeats among them (tests/e2e/apiFaultsPreferences.test.ts keeps, per call, a refusal or a
// network error, and the 408 and the hang of a settings change). A failed load is LoadFailure
// (403 and 404 without Retry; a 408's error body is a failed load too, not the settings); a
// failed save rolls back with a toast, or shows the follow table's error; a failed privacy read
// is the site default. The client's answer to each fault of each call is
// tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastHost } from '@/mount/ToastHost';
import { FollowedContent } from '../../../../widgets/FollowedContent/FollowedContent';
import { NotificationPreferences } from '../../../../widgets/NotificationPreferences/NotificationPreferences';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { MEMBER, SCHEMA, SETTINGS, USER } from '../../features/notificationPreferences/schema';
import { FOLLOWED } from '../FollowDropdown/fixtures';
import { answer, FAULT_SAYS, faultAnswer, type FaultName } from '../faultAnswers';

type Answered = Exclude<FaultName, 'hang'>;

function serve(): void {
  server.use(
    http.get(`${API}/notification-preferences/schema`, () => HttpResponse.json(SCHEMA)),
    http.get(`${API}/notification-preferences/${USER}`, () => HttpResponse.json(SETTINGS)),
    http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) =>
      HttpResponse.json({ ...SETTINGS, ...((await request.json()) as object) }),
    ),
    http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
    http.post(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: 0 })),
    http.get(`${API}/config`, () => HttpResponse.json({})),
    http.get(`${API}/categories`, () =>
      HttpResponse.json([
        { categoryID: 1, name: 'General', url: '/categories/general', preferences: FOLLOWED },
      ]),
    ),
    http.patch(`${API}/categories/:id/preferences/${USER}`, async ({ request }) =>
      HttpResponse.json({ ...FOLLOWED, ...((await request.json()) as object) }),
    ),
  );
}

const renderPrefs = () =>
  renderWithProviders(
    <>
      <NotificationPreferences />
      <ToastHost />
    </>,
    { config: MEMBER },
  );
const prefs = () => screen.getByRole('group', { name: 'Notification Preferences' });
/** What a failed load says: the 404 and 403 pages' own description, else the fault's words. */
const LOAD_SAYS = (fault: Answered): RegExp =>
  fault === '404'
    ? /could not be found/
    : fault === '403'
      ? /You don't have permission to view this resource/
      : FAULT_SAYS[fault];

describe('/profile/preferences: a failed schema or settings load shows its error state', () => {
  const cases = ['schema', String(USER)].flatMap((which) =>
    (['500', '403', '404', '408', 'cdn', 'malformed', 'network'] as Answered[]).map(
      (f) => [which, f] as const,
    ),
  );
  it.each(cases)('GET /notification-preferences/%s × %s', async (which, fault) => {
    serve();
    server.use(http.get(`${API}/notification-preferences/${which}`, answer(fault)));
    renderPrefs();
    const failure = await screen.findByText(LOAD_SAYS(fault), { selector: '.fw-loadFailure *' });
    const box = failure.closest('.fw-loadFailure') as HTMLElement;
    expect(within(box).queryAllByRole('button', { name: 'Retry' })).toHaveLength(
      fault === '403' || fault === '404' ? 0 : 1,
    );
    // The rest of the widget keeps working.
    expect(
      await screen.findByRole('radio', { name: 'Do not anonymize my analytics data' }),
    ).toBeChecked();
  });
});

describe('/profile/preferences: a failed settings change rolls back with a toast', () => {
  it.each<Exclude<Answered, '408'>>(['403', '404', 'cdn', 'malformed', 'network'])(
    '%s',
    async (fault) => {
      serve();
      const sent: unknown[] = [];
      server.use(
        http.patch(`${API}/notification-preferences/${USER}`, async ({ request }) => {
          sent.push(await request.json());
          return faultAnswer(fault);
        }),
      );
      const { user } = renderPrefs();
      const popup = await screen.findByRole('checkbox', { name: /^Notification popup New posts/ });
      const was = (popup as HTMLInputElement).checked;
      await user.click(popup);
      const toast = await screen.findByText(FAULT_SAYS[fault], { selector: '.fw-toast *' });
      // The change went out (the box flipped), and the refusal put it back.
      expect(sent).toEqual([{ NewDiscussion: { popup: !was, email: false } }]);
      expect(toast.closest('[role="alert"]')).not.toBeNull();
      await waitFor(() => expect((popup as HTMLInputElement).checked).toBe(was));
    },
  );
});

describe('/profile/preferences: the privacy choice', () => {
  // A 408 counts as success without the setting: the default, without a word.
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])(
    'a failed read (%s) shows the site default',
    async (fault) => {
      serve();
      server.use(http.get(`${API}/analytics/privacy`, answer(fault)));
      renderPrefs();
      expect(
        await within(prefs()).findByRole('radio', { name: 'Use the site default' }),
      ).toBeChecked();
      if (fault === '408')
        expect(within(prefs()).queryByText('Your privacy setting could not be loaded')).toBeNull();
      else
        expect(
          await within(prefs()).findByText(/Your privacy setting could not be loaded/),
        ).toBeInTheDocument();
    },
  );

  it.each<Exclude<Answered, '408'>>(['500', '403', '404', 'cdn', 'malformed'])(
    'a failed save (%s) puts the choice back with a toast',
    async (fault) => {
      serve();
      server.use(
        http.get(`${API}/analytics/privacy`, () => HttpResponse.json({ AnonymizeData: -1 })),
        http.post(`${API}/analytics/privacy`, answer(fault)),
      );
      const { user } = renderPrefs();
      const chosen = await screen.findByRole('radio', {
        name: 'Do not anonymize my analytics data',
      });
      await user.click(chosen);
      expect(await screen.findByText(FAULT_SAYS[fault], { selector: '.fw-toast *' })).toBeVisible();
      await waitFor(() =>
        expect(screen.getByRole('radio', { name: 'Use the site default' })).toBeChecked(),
      );
    },
  );
});

describe('/profile/followed-content under faults', () => {
  const renderFollowed = () => renderWithProviders(<FollowedContent />, { config: MEMBER });
  const followed = () => screen.getByRole('group', { name: 'Followed Content' });

  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])(
    'GET /categories?followed × %s: its error state',
    async (fault) => {
      serve();
      server.use(http.get(`${API}/categories`, answer(fault)));
      renderFollowed();
      const alert = await within(followed()).findByRole('alert');
      expect(alert).toHaveTextContent(LOAD_SAYS(fault));
      expect(within(alert).queryAllByRole('button', { name: 'Retry' })).toHaveLength(
        fault === '403' || fault === '404' ? 0 : 1,
      );
    },
  );

  it.each<Exclude<Answered, '408'>>(['500', '403', '404', 'cdn', 'malformed', 'network'])(
    'PATCH /categories/{id}/preferences × %s: Unfollow fails with the error in the row, and the row stays',
    async (fault) => {
      serve();
      server.use(http.patch(`${API}/categories/1/preferences/${USER}`, answer(fault)));
      const { user } = renderFollowed();
      const general = await screen.findByRole('listitem', { name: 'General' });
      await within(general).findByRole('checkbox', {
        name: 'Notification popup Notify me of new comments',
      });
      await user.click(within(general).getByRole('button', { name: 'Unfollow General' }));
      expect(await within(general).findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(within(general).getByRole('button', { name: 'Unfollow General' })).toBeEnabled();
      expect(screen.getByRole('listitem', { name: 'General' })).toBe(general);
    },
  );

  it.each<Answered>(['500', 'cdn', 'network'])(
    'failing settings and schema loads (%s): the table still shows',
    async (fault) => {
      serve();
      server.use(
        http.get(`${API}/notification-preferences/schema`, answer(fault)),
        http.get(`${API}/notification-preferences/${USER}`, answer(fault)),
      );
      renderFollowed();
      const general = await screen.findByRole('listitem', { name: 'General' });
      expect(
        await within(general).findByRole('checkbox', {
          name: 'Notification popup Notify me of new comments',
        }),
      ).toBeChecked();
    },
  );
});
