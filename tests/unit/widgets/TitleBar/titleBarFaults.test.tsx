// The title bar's own calls under API faults, at the widget level (issue 30 §2): Mark All Read
// (PATCH /notifications), one dot (PATCH /notifications/{id}) and the messages list (GET
// /conversations), with every answered fault, the ones the browser no longer repeats among
// them (tests/e2e/apiFaultsTitleBar.test.ts keeps a refusal of each "mark read", their hang and
// 408, and the messages load without an answer or hanging, in the flyout and the compact
// panel, which show the same two lists). A failed "mark read" changes nothing and says why in a
// toast; a failed list shows its error and asks again when opened again. The client's answer to
// each fault of each call is tests/unit/api/faultMatrix.test.ts; panelLists.test.tsx has the
// toasts' details (one at a time, the description first).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUnreadNotificationCount } from '@/features/notifications/notificationsSlice';
import { MessagesList } from '../../../../widgets/TitleBar/MessagesList';
import { NotificationsList } from '../../../../widgets/TitleBar/NotificationsList';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { member, notifications, Panel, unreadDots } from './panel';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';

type Answered = Exclude<FaultName, 'hang'>;

const FAILING: Array<Exclude<Answered, '408'>> = [
  '500',
  '403',
  '404',
  'cdn',
  'malformed',
  'network',
];

describe('title bar notifications: a failed "mark read" changes nothing and says why', () => {
  beforeEach(() =>
    server.use(http.get(`${API}/notifications`, () => HttpResponse.json(notifications))),
  );

  it.each(FAILING)('Mark All Read × %s', async (fault) => {
    server.use(http.patch(`${API}/notifications`, answer(fault)));
    const seen = recordRequests();
    const { store, user } = renderWithProviders(<Panel list={<NotificationsList />} />, {
      config: member,
    });
    await screen.findByText('First');
    const markAll = screen.getByRole('button', { name: 'Mark All Read' });
    await user.click(markAll);
    expect(await screen.findByText(FAULT_SAYS[fault], { selector: '.fw-toast *' })).toBeVisible();
    expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(unreadDots()).toHaveLength(2);
    expect(selectUnreadNotificationCount(store.getState())).toBe(2);
    await waitFor(() => expect(markAll).toHaveAttribute('aria-disabled', 'false'));
  });

  it.each(FAILING)('one dot × %s', async (fault) => {
    server.use(http.patch(`${API}/notifications/1`, answer(fault)));
    const seen = recordRequests();
    const { store, user } = renderWithProviders(<Panel list={<NotificationsList />} />, {
      config: member,
    });
    await screen.findByText('First');
    await user.click(unreadDots()[0]!);
    expect(await screen.findByText(FAULT_SAYS[fault], { selector: '.fw-toast *' })).toBeVisible();
    expect(seen.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(unreadDots()).toHaveLength(2);
    expect(selectUnreadNotificationCount(store.getState())).toBe(2);
  });
});

describe('title bar messages: a failed load shows its error, and opening again asks again', () => {
  // A 408 counts as success (01 §7), but its body is no list: its message.
  it.each<Answered>(['500', '403', '404', '408', 'cdn', 'malformed', 'network'])(
    'GET /conversations × %s',
    async (fault) => {
      let failing = true;
      server.use(
        http.get(`${API}/conversations`, () =>
          failing
            ? answer(fault)()
            : HttpResponse.json([{ conversationID: 7, name: 'Hello there', countUnread: 1 }]),
        ),
      );
      const seen = recordRequests();
      const { user } = renderWithProviders(<Panel list={<MessagesList />} />, { config: member });
      expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
      expect(screen.queryByText('Hello there')).toBeNull();

      failing = false;
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      await user.click(screen.getByRole('button', { name: 'Toggle' }));
      expect(await screen.findByText('Hello there')).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(seen.filter((r) => new URL(r.url).pathname === '/api/v2/conversations')).toHaveLength(
        2,
      );
    },
  );
});
