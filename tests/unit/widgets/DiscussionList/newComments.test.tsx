import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

/** Issue 37 §2: the list's "N new" link to the first comment new since the last visit. */
const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  category: { name: 'General', url: 'http://localhost/categories/general' },
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  countViews: 12,
  countComments: 10,
  dateInserted: '2025-06-01T00:00:00Z',
  dateLastComment: '2025-06-01T00:00:00Z',
  score: 0,
  ...extra,
});

const MEMBER: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: {
    permissions: [{ type: 'global', id: null, permissions: { 'session.valid': true } }],
  },
};

function renderList(
  config: BootstrapConfig,
  discussions: ApiDiscussion[],
  displayType?: 'compact' | 'full',
) {
  return renderWithProviders(
    <DiscussionList
      apiParams={{ limit: 10, page: 1 }}
      discussions={discussions}
      paging={{ currentPage: 1, limit: 10, total: discussions.length }}
      displayType={displayType}
    />,
    { config },
  );
}
const row = (name: string) => screen.getByRole('listitem', { name });

describe('DiscussionList: comments new since the last visit', () => {
  it.each(['full', 'compact'] as const)(
    'links a member to the first of 3 new comments of 10, in place of "New" (%s)',
    (displayType) => {
      const requests = recordRequests();
      renderList(MEMBER, [item(1, { unread: true, countUnread: 3 })], displayType);
      const link = within(row('Discussion 1')).getByRole('link', { name: '3 new comments' });
      expect(link).toHaveTextContent(/^3 new$/);
      expect(link).toHaveAttribute('href', '/discussion/1/d#unread');
      expect(within(row('Discussion 1')).queryByText('New')).toBeNull();
      expect(requests).toHaveLength(0);
    },
  );

  it('names one new comment in the singular and keeps the short form', () => {
    renderList(MEMBER, [item(1, { unread: true, countUnread: 1, url: '/discussion/1/d#c5' })]);
    const link = within(row('Discussion 1')).getByRole('link', { name: '1 new comment' });
    expect(link).toHaveTextContent(/^1 new$/);
    expect(link).toHaveAttribute('href', '/discussion/1/d#unread');
  });

  it('shows nothing when no comment is new', () => {
    renderList(MEMBER, [item(1, { unread: false, countUnread: 0 })]);
    expect(within(row('Discussion 1')).queryByRole('link', { name: /new comment/ })).toBeNull();
    expect(within(row('Discussion 1')).queryByText(/new$/i)).toBeNull();
  });

  it('shows only "New" for a discussion never visited (every comment unread)', () => {
    renderList(MEMBER, [item(1, { unread: true, countUnread: 10 })]);
    expect(within(row('Discussion 1')).queryByRole('link', { name: /new comment/ })).toBeNull();
    expect(within(row('Discussion 1')).getByText('New')).toBeInTheDocument();
  });

  it('never shows a guest new comments', () => {
    server.use(
      http.get(`${API}/users/$me/permissions`, () => HttpResponse.json({ permissions: [] })),
      http.get(`${API}/users/me`, () => HttpResponse.json({ userID: 0, name: 'Guest' })),
    );
    renderList({ ...TEST_CONFIG }, [item(1, { unread: true, countUnread: 3 })]);
    expect(within(row('Discussion 1')).queryByRole('link', { name: /new comment/ })).toBeNull();
    expect(within(row('Discussion 1')).queryByText(/new$/i)).toBeNull();
  });

  it('renders an unsafe discussion link as not clickable', () => {
    renderList(MEMBER, [item(1, { unread: true, countUnread: 3, url: 'javascript:alert(1)' })]);
    const badge = within(row('Discussion 1')).getByText('3 new');
    expect(badge).not.toHaveAttribute('href');
  });
});
