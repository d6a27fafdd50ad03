import { screen, within } from '@testing-library/react';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

// 02 §5, §6: the author edits own content only while it is not closed and the edit timeout
// (seconds, -1 no limit) has not passed; moderators, discussions.manage, community.moderate and
// holders of discussions.edit on the category can always edit.

const HOUR = 3600;
const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  dateInserted: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});
const viewer = (userID: number, names: string[], editTimeout = HOUR): BootstrapConfig => ({
  ...TEST_CONFIG,
  currentUser: { userID, name: `user${userID}` },
  config: { 'garden.editTimeout': editTimeout },
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: Object.fromEntries(['session.valid', ...names].map((n) => [n, true])),
      },
    ],
  },
});

function renderList(config: BootstrapConfig, discussions: ApiDiscussion[]) {
  return renderWithProviders(
    <DiscussionList
      apiParams={{ limit: 10, page: 1 }}
      discussions={discussions}
      paging={{ currentPage: 1, limit: 10, total: discussions.length }}
    />,
    { config },
  );
}
const editOf = (name: string) =>
  within(screen.getByRole('listitem', { name })).queryByRole('link', { name: /^Edit/ });

describe('who may edit a discussion (02 §5)', () => {
  it('offers the author Edit with the time left on open content, and none on closed content', () => {
    renderList(viewer(4, []), [item(1), item(2, { closed: true })]);
    expect(editOf('Discussion 1')).toHaveTextContent(/^Edit \(\d+ minutes\)$/);
    expect(editOf('Discussion 2')).toBeNull();
  });

  it('offers the author no Edit once the edit timeout has passed', () => {
    renderList(viewer(4, []), [item(1, { dateInserted: '2020-01-01T00:00:00Z' })]);
    expect(editOf('Discussion 1')).toBeNull();
  });

  it('gives the author an unlimited Edit when the timeout is -1', () => {
    renderList(viewer(4, [], -1), [item(1, { dateInserted: '2020-01-01T00:00:00Z' })]);
    expect(editOf('Discussion 1')).toHaveTextContent(/^Edit$/);
  });

  it.each([['discussions.moderate'], ['discussions.manage'], ['community.moderate']])(
    'lets a holder of %s edit anyone’s content at any time, closed or not',
    (permission) => {
      const old = '2020-01-01T00:00:00Z';
      renderList(viewer(2, [permission]), [
        item(1, { dateInserted: old }),
        item(2, { dateInserted: old, closed: true }),
      ]);
      expect(editOf('Discussion 1')).toHaveTextContent(/^Edit$/);
      expect(editOf('Discussion 2')).toHaveTextContent(/^Edit$/);
    },
  );

  it('lets a category edit holder edit with no time limit', () => {
    renderList(viewer(2, ['discussions.edit']), [item(1, { closed: true })]);
    expect(editOf('Discussion 1')).toHaveTextContent(/^Edit$/);
  });

  it('offers other members no Edit', () => {
    renderList(viewer(3, ['comments.add']), [item(1)]);
    expect(editOf('Discussion 1')).toBeNull();
  });
});
