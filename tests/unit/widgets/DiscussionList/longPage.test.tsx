import { screen, waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import type { ApiDiscussion } from '@/api/types/discussions';
import { toggleBookmark } from '@/features/discussions/discussionsActions';
import { FIRST_ROWS } from '@/ui/useProgressiveCount';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { setItemRenderObserver } from '../../../../widgets/DiscussionList/DiscussionListItem';
import { recordRequests, TEST_CONFIG } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

const N = 120;
const discussions: ApiDiscussion[] = Array.from({ length: N }, (_, i) => ({
  discussionID: i + 1,
  name: `Discussion ${i + 1}`,
  categoryID: 1,
  category: { name: 'General', url: 'http://localhost/categories/general' },
  url: `http://localhost/discussion/${i + 1}/d`,
  insertUserID: 4,
  insertUser: { userID: 4, name: 'member2' },
  countViews: 10,
  countComments: 1,
  dateInserted: '2025-06-01T00:00:00Z',
  dateLastComment: '2025-06-01T00:00:00Z',
  score: 0,
  bookmarked: false,
}));
const MEMBER = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: {
    permissions: [
      { type: 'global', id: null, permissions: { 'session.valid': true, 'comments.add': true } },
    ],
  },
};

// Real scheduling, as in a browser: act() would run every background render before returning.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

function mountList() {
  const store = makeTestStore(MEMBER);
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <Provider store={store}>
        <DiscussionList
          apiParams={{ limit: N }}
          discussions={discussions}
          paging={{ currentPage: 1, limit: N, total: N }}
        />
      </Provider>,
    ),
  );
  return {
    store,
    list: () => host.querySelector('ul.fw-discussionList-items') as HTMLUListElement,
    unmount: () => {
      flushSync(() => root.unmount());
      host.remove();
    },
  };
}

describe('DiscussionList, a page of more than 50 discussions', () => {
  it('paints the first 50 at once, then adds the rest without remounting or losing focus', async () => {
    const requests = recordRequests();
    const { list, unmount } = mountList();
    expect(FIRST_ROWS).toBe(50);
    expect(within(list()).getAllByRole('listitem', { name: /^Discussion/ })).toHaveLength(50);
    expect(list()).toHaveAttribute('aria-busy', 'true');
    // The pager already counts the whole page.
    expect(screen.getAllByText(`1 - ${N} of ${N}`).length).toBeGreaterThan(0);

    const firstItem = screen.getByRole('listitem', { name: 'Discussion 1' });
    const link = within(firstItem).getByRole('link', { name: 'Discussion 1' });
    link.focus();
    // (Counting children: role queries over 120 items at every poll would be slow in jsdom.)
    await waitFor(() => expect(list().children).toHaveLength(N), { timeout: 10_000 });
    expect(within(list()).getAllByRole('listitem', { name: /^Discussion/ })).toHaveLength(N);
    expect(list()).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('listitem', { name: 'Discussion 1' })).toBe(firstItem);
    expect(link).toHaveFocus();
    expect(screen.getByRole('listitem', { name: `Discussion ${N}` })).toBeInTheDocument();
    // No data request (the live stream's one request, answered 404 here, is not data).
    expect(requests.filter((r) => !r.url.endsWith('/api/v2/events'))).toHaveLength(0);
    unmount();
  });

  it('re-renders only the changed item once every item is in', async () => {
    // Observed from the start: setting the observer later would wrap every item anew.
    const committed: string[] = [];
    setItemRenderObserver((id) => committed.push(id));
    const { store, list, unmount } = mountList();
    await waitFor(() => expect(list()).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    const last = screen.getByRole('listitem', { name: `Discussion ${N}` });
    committed.length = 0;
    flushSync(() => {
      store.dispatch(toggleBookmark.pending('t', { discussionID: N, bookmarked: true }));
    });
    setItemRenderObserver(null);
    expect(committed).toEqual([`item-${N}`]);
    expect(screen.getByRole('listitem', { name: `Discussion ${N}` })).toBe(last);
    unmount();
  });
});
