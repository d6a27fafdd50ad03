import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiDiscussion, ApiReaction } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const reaction = (tagID: number, urlcode: string, extra: Partial<ApiReaction> = {}) => ({
  tagID,
  urlcode,
  name: urlcode,
  class: 'Positive',
  count: 0,
  hasReacted: false,
  ...extra,
});
const reactions = (): ApiReaction[] => [
  reaction(1, 'Up', { reactionValue: 1 }),
  reaction(2, 'Down', { class: 'Negative', reactionValue: -1 }),
  reaction(3, 'Like'),
  reaction(4, 'Promote'),
];
const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  score: 0,
  reactions: reactions(),
  ...extra,
});
const viewer = (names: string[]): BootstrapConfig => ({
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: Object.fromEntries(
          ['session.valid', 'comments.add', 'reactions.positive.add', ...names].map((n) => [
            n,
            true,
          ]),
        ),
      },
    ],
  },
});
function renderList(config: BootstrapConfig, discussions: ApiDiscussion[] = [item(1)]) {
  return renderWithProviders(
    <DiscussionList
      apiParams={{ limit: 10, page: 1 }}
      discussions={discussions}
      paging={{ currentPage: 1, limit: 10, total: discussions.length }}
    />,
    { config },
  );
}
const row = (name: string) => screen.getByRole('listitem', { name });

describe('reactions on a discussion item', () => {
  it('offers Promote only with curation.manage (03 §6)', async () => {
    const { user, unmount } = renderList(viewer([]));
    await user.click(within(row('Discussion 1')).getByRole('button', { name: 'Add Reaction' }));
    expect(screen.getByRole('menuitem', { name: /Like/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Promote/ })).toBeNull();
    unmount();

    const curator = renderList(viewer(['curation.manage']));
    await curator.user.click(
      within(row('Discussion 1')).getByRole('button', { name: 'Add Reaction' }),
    );
    expect(screen.getByRole('menuitem', { name: /Promote/ })).toBeInTheDocument();
  });

  it('refetches the discussion after a reaction, so the counts are the server’s (03 §4)', async () => {
    const requests = recordRequests();
    const onServer = item(1, {
      score: 7,
      reactions: reactions().map((r) =>
        r.urlcode === 'Up' ? { ...r, count: 7, hasReacted: true } : { ...r, count: 5 },
      ),
    });
    server.use(
      http.post(`${API}/discussions/1/reactions`, () => HttpResponse.json([], { status: 201 })),
      http.get(`${API}/discussions/1`, () => HttpResponse.json(onServer)),
    );
    const { user } = renderList(viewer([]));
    await user.click(within(row('Discussion 1')).getByRole('button', { name: 'Up' }));
    await waitFor(() =>
      expect(within(row('Discussion 1')).getAllByText('7 points')).not.toHaveLength(0),
    );
    expect(within(row('Discussion 1')).getByRole('button', { name: 'Like 5' })).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /api/v2/discussions/1/reactions',
      'GET /api/v2/discussions/1',
    ]);
  });
});
