import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ToastHost } from '@/mount/ToastHost';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { API, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const item = (id: number, extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: id,
  name: `Discussion ${id}`,
  categoryID: 1,
  url: `http://localhost/discussion/${id}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  dateLastComment: `2025-06-0${10 - id}T00:00:00Z`,
  ...extra,
});
const CURATOR: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 2, name: 'curator' },
  permissions: {
    permissions: [
      {
        type: 'global',
        id: null,
        permissions: { 'session.valid': true, 'curation.manage': true },
      },
    ],
  },
};

function renderList(discussions: ApiDiscussion[]) {
  return renderWithProviders(
    <>
      <DiscussionList
        apiParams={{ limit: 10, page: 1 }}
        discussions={discussions}
        paging={{ currentPage: 1, limit: 10, total: discussions.length }}
      />
      <ToastHost />
    </>,
    { config: CURATOR },
  );
}
/** The items' titles, top to bottom (without a list title, each item's title is an h2). */
const order = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function bump(user: ReturnType<typeof renderList>['user'], name: string) {
  const row = screen.getByRole('listitem', { name });
  await user.click(within(row).getByRole('button', { name: 'Discussion Options' }));
  await user.click(screen.getByRole('menuitem', { name: 'Bump' }));
}

describe('bump (03 §4: bump moves a post up)', () => {
  it('moves the bumped discussion to the top of the list, below the announcements', async () => {
    server.use(
      http.patch(`${API}/discussions/4/bump`, () =>
        HttpResponse.json(item(4, { dateLastComment: '2025-06-10T00:00:00Z' })),
      ),
    );
    const { user } = renderList([item(1, { pinned: true }), item(2), item(3), item(4)]);
    await bump(user, 'Discussion 4');
    expect(await screen.findByText('Success! This post has been bumped.')).toBeInTheDocument();
    await waitFor(() =>
      expect(order()).toEqual(['Discussion 1', 'Discussion 4', 'Discussion 2', 'Discussion 3']),
    );
  });

  it('leaves the order alone when the bump fails', async () => {
    server.use(
      http.patch(`${API}/discussions/3/bump`, () =>
        HttpResponse.json({ message: 'Nope', description: 'Too soon.' }, { status: 400 }),
      ),
    );
    const { user } = renderList([item(1), item(2), item(3)]);
    await bump(user, 'Discussion 3');
    expect(await screen.findByText('Too soon.')).toBeInTheDocument();
    expect(order()).toEqual(['Discussion 1', 'Discussion 2', 'Discussion 3']);
  });
});
