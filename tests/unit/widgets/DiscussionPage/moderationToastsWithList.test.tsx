// A page with both a discussion list and the post page (issue 31 §1): both offer the options
// menu, and both import the discussions feature whose listeners raise the failure toasts. The
// listeners are registered once per page, so a failed save shows one toast, not one per widget.
// The post page alone is moderationFaults.test.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastHost } from '@/mount/ToastHost';
import { selectToasts } from '@/store/toastsSlice';
import { DiscussionList } from '../../../../widgets/DiscussionList/DiscussionList';
import { DiscussionPage } from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { discussion, MODERATOR } from './fixtures';

beforeEach(() => window.history.replaceState(null, '', '/discussion/5/how-do-widgets-mount'));

function renderBoth() {
  return renderWithProviders(
    <>
      <DiscussionList
        apiParams={{ limit: 10, page: 1 }}
        discussions={[discussion()]}
        paging={{ currentPage: 1, limit: 10, total: 1 }}
      />
      <DiscussionPage discussionID={5} discussion={discussion()} comments={[]} totalComments={0} />
      <ToastHost />
    </>,
    { config: MODERATOR },
  );
}

const post = () => screen.getByRole('article', { name: 'How do widgets mount?' });
const listed = () => screen.getByRole('listitem', { name: 'How do widgets mount?' });
const toastsSaying = (text: string) => screen.queryAllByText(text, { selector: '.fw-toast *' });

describe('A page with a discussion list and the post page', () => {
  it.each([
    ['the post page', post],
    ['the list', listed],
  ])('a Close refused from %s raises one toast, and both read open again', async (_, where) => {
    const seen = recordRequests();
    server.use(
      http.patch(`${API}/discussions/5`, () =>
        HttpResponse.json({ message: 'Closing is down.' }, { status: 500 }),
      ),
    );
    const { user, store } = renderBoth();
    await user.click(within(where()).getByRole('button', { name: 'Discussion Options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Close' }));
    expect(await screen.findByText('Closing is down.', { selector: '.fw-toast *' })).toBeVisible();
    await waitFor(() => expect(within(post()).queryByText('Closed')).toBeNull());
    expect(within(listed()).queryByText('Closed')).toBeNull();
    expect(toastsSaying('Closing is down.')).toHaveLength(1);
    expect(selectToasts(store.getState()).filter((toast) => toast.isError)).toHaveLength(1);
    expect(seen.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });
});
