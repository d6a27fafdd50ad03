import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { selectCommentPage } from '@/features/comments/commentsSlice';
import { MORE_EVENT, whenInDom } from '../../../../widgets/DiscussionPage/streamDom';
import type { HeldRange } from '../../../../widgets/DiscussionPage/useHeldRange';
import { useHeldRange } from '../../../../widgets/DiscussionPage/useHeldRange';
import { API, recordRequests, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { comment } from './fixtures';

// The stream's loading (issue 37 §1): the page joining the stream is asked for in the check that
// decided it, and a comment on an appended page, which renders in a pass of its own, is waited for.

function serveComments(): void {
  server.use(
    http.get(`${API}/comments`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      return HttpResponse.json([comment(page * 100)], {
        headers: { 'x-app-page-result-count': '90', 'x-app-page-current': String(page) },
      });
    }),
  );
}

describe('useHeldRange', () => {
  let held: HeldRange;
  function Probe({ page }: { page: number }): ReactElement {
    held = useHeldRange(5, { page, sort: 'dateInserted' }, 30);
    return <p>{`${held.range.first}-${held.range.last}`}</p>;
  }

  it('asks for the page it adds at once, and adds it once for two checks before a render', async () => {
    serveComments();
    const requests = recordRequests();
    const { store } = renderWithProviders(<Probe page={2} />);
    expect(screen.getByText('2-2')).toBeInTheDocument();
    const from = held.range;
    act(() => {
      held.extend('next', from);
      held.extend('next', from);
    });
    expect(screen.getByText('2-3')).toBeInTheDocument();
    act(() => held.extend('previous', held.range));
    expect(screen.getByText('1-3')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        selectCommentPage(store.getState(), {
          discussionID: 5,
          sort: 'dateInserted',
          page: 1,
          limit: 30,
        }).data?.ids,
      ).toEqual([100]),
    );
    const pages = requests.map((r) => new URL(r.url).searchParams.get('page'));
    expect(pages.sort()).toEqual(['1', '3']);
  });

  it('starts over at a new place', () => {
    serveComments();
    const { rerender } = renderWithProviders(<Probe page={2} />);
    act(() => held.extend('next', held.range));
    expect(screen.getByText('2-3')).toBeInTheDocument();
    rerender(<Probe page={7} />);
    expect(screen.getByText('7-7')).toBeInTheDocument();
  });
});

describe('whenInDom', () => {
  const frame = (): Promise<void> =>
    act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  const arrive = (): void => {
    document.body.dispatchEvent(new CustomEvent(MORE_EVENT, { bubbles: true }));
  };
  afterEach(() => document.body.replaceChildren());

  it('finds an element already drawn at the next frame', async () => {
    document.body.innerHTML = '<article id="Comment_7"></article>';
    const then = jest.fn();
    whenInDom('Comment_7', then);
    expect(then).not.toHaveBeenCalled();
    await frame();
    expect(then).toHaveBeenCalledWith(document.getElementById('Comment_7'));
  });

  it('waits for the page that brings it, then stops listening', async () => {
    const then = jest.fn();
    whenInDom('Comment_8', then);
    await frame();
    arrive();
    expect(then).not.toHaveBeenCalled();
    document.body.innerHTML = '<article id="Comment_8"></article>';
    arrive();
    arrive();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('gives up after three arrivals without it', async () => {
    const then = jest.fn();
    whenInDom('Comment_9', then);
    await frame();
    arrive();
    arrive();
    arrive();
    document.body.innerHTML = '<article id="Comment_9"></article>';
    arrive();
    expect(then).not.toHaveBeenCalled();
  });
});
