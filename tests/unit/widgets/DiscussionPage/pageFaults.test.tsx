// The post page (DiscussionPage) under API faults, at the widget level (issue 30 §2): the faults
// the browser no longer repeats per call (tests/e2e/apiFaultsDiscussionPage.test.ts keeps a
// refusal with its rollback and toast, the 408 of a reaction, the hangs and a network error).
// A failed load is LoadFailure (a 403 and a 404 are not retried: the reader goes elsewhere);
// a failed save is the one rollback and failure toast (commentActions.test.tsx,
// commentsThunks.test.ts). The client's answer to each fault of each call is
// tests/unit/api/faultMatrix.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { ToastHost } from '@/mount/ToastHost';
import { selectToasts } from '@/store/toastsSlice';
import { DiscussionPage } from '../../../../widgets/DiscussionPage/DiscussionPage';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';
import { comment, discussion, GUEST, MEMBER, MODERATOR } from './fixtures';

type Answered = Exclude<FaultName, 'hang'>;

const PATH = '/discussion/5/how-do-widgets-mount';
beforeEach(() => window.history.replaceState(null, '', PATH));

/** Page 1 of a thread of 5 comments, preloaded, 2 a page. */
function renderLongThread(config: BootstrapConfig = GUEST) {
  return renderWithProviders(
    <>
      <DiscussionPage
        discussionID={5}
        discussion={discussion({ countComments: 5 })}
        comments={[comment(1), comment(2)]}
        totalComments={5}
        limit={2}
      />
      <ToastHost />
    </>,
    { config },
  );
}
const thread = () => screen.getByRole('region', { name: 'Comments' });
const pager = () => screen.getAllByRole('navigation', { name: 'Comment pages' })[0] as HTMLElement;

describe('DiscussionPage: a failed comment page says so in the thread', () => {
  it.each<Answered>(['408', 'cdn', 'malformed'])(
    '%s: the message with Retry, which loads the page',
    async (fault) => {
      let failing = true;
      server.use(
        http.get(`${API}/comments`, () =>
          failing
            ? answer(fault)()
            : HttpResponse.json([comment(3), comment(4)], {
                headers: { 'x-app-page-result-count': '5' },
              }),
        ),
      );
      const { user } = renderLongThread();
      await user.click(within(pager()).getByRole('button', { name: 'Next' }));
      const alert = await within(thread()).findByRole('alert');
      expect(alert).toHaveTextContent(FAULT_SAYS[fault]);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How do widgets mount?');
      failing = false;
      await user.click(within(thread()).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Comment body 3')).toBeInTheDocument();
    },
  );

  // A refusal is not retried: the reader goes elsewhere, and that works.
  it.each<Answered>(['403', '404'])(
    '%s: its own page without Retry; Previous goes back to the first page',
    async (fault) => {
      server.use(http.get(`${API}/comments`, answer(fault)));
      const { user } = renderLongThread();
      await user.click(within(pager()).getByRole('button', { name: 'Next' }));
      const alert = await within(thread()).findByRole('alert');
      expect(alert).toHaveTextContent(fault === '404' ? /could not be found/ : /permission/i);
      expect(within(thread()).queryByRole('button', { name: 'Retry' })).toBeNull();
      await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
      expect(await screen.findByText('Comment body 1')).toBeInTheDocument();
    },
  );

  it('a failed sort change (a CDN page) says so, and Retry loads the sorted page', async () => {
    let failing = true;
    server.use(
      http.get(`${API}/comments`, () =>
        failing
          ? answer('cdn')()
          : HttpResponse.json([comment(5), comment(4)], {
              headers: { 'x-app-page-result-count': '5' },
            }),
      ),
    );
    const { user } = renderLongThread();
    await user.selectOptions(screen.getAllByLabelText('Sort by')[0]!, 'Newest');
    expect(await within(thread()).findByRole('alert')).toHaveTextContent(FAULT_SAYS.cdn);
    expect(screen.getAllByLabelText('Sort by')[0]).toBeEnabled();
    failing = false;
    await user.click(within(thread()).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Comment body 5')).toBeInTheDocument();
  });
});

describe('DiscussionPage: a failed discussion load shows its error page', () => {
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    server.use(
      http.get(`${API}/discussions/5`, answer(fault)),
      http.get(`${API}/comments`, () =>
        HttpResponse.json([], { headers: { 'x-app-page-result-count': '0' } }),
      ),
    );
    renderWithProviders(<DiscussionPage discussionID={5} />, { config: GUEST });
    if (fault === '404') {
      expect(
        await screen.findByRole('heading', { name: 'Discussion Not Found' }),
      ).toBeInTheDocument();
      return;
    }
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(fault === '403' ? /permission/i : FAULT_SAYS[fault]);
    expect(within(alert).queryAllByRole('button', { name: 'Retry' })).toHaveLength(
      fault === '403' ? 0 : 1,
    );
  });
});

describe('DiscussionPage: the answers of a question', () => {
  const ASKER: BootstrapConfig = { ...MEMBER, currentUser: { userID: 4, name: 'author' } };
  const question = discussion({ type: 'question', statusID: 1 });
  const render = () =>
    renderWithProviders(
      <>
        <DiscussionPage
          discussionID={5}
          discussion={question}
          comments={[comment(1), comment(2)]}
          totalComments={2}
        />
        <ToastHost />
      </>,
      { config: ASKER },
    );
  const accept = () =>
    within(screen.getByRole('article', { name: 'Comment by writer2' })).getByRole('button', {
      name: 'Accept Answer',
    });

  it.each<Answered>(['500', 'cdn', 'network'])(
    'the discussion refetched after an accepted answer fails (%s): the page keeps the discussion and the answer',
    async (fault) => {
      server.use(
        http.patch(`${API}/comments/2/answer`, () =>
          HttpResponse.json(comment(2, { attributes: { answer: { status: 'accepted' } } })),
        ),
        http.get(`${API}/discussions/5`, answer(fault)),
      );
      const { user } = render();
      await user.click(accept());
      const answered = screen.getByRole('article', { name: 'Comment by writer2' });
      expect(await within(answered).findByText('Accepted Answer')).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How do widgets mount?');
    },
  );

  // A 408 counts as success (01 §7): nothing breaks, no failure toast, and the refetched
  // discussion is what the server has.
  it('an answer answered 408: no failure, and the question is refetched', async () => {
    let refetched = 0;
    server.use(
      http.patch(`${API}/comments/2/answer`, answer('408')),
      http.get(`${API}/discussions/5`, () => {
        refetched += 1;
        return HttpResponse.json(question);
      }),
    );
    const { user, store } = render();
    await user.click(accept());
    await waitFor(() => expect(refetched).toBe(1));
    expect(selectToasts(store.getState()).filter((t) => t.isError)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How do widgets mount?');
  });
});

describe('DiscussionPage: a vote taken back that fails', () => {
  it('DELETE /comments/{id}/reactions/{userID} (a CDN page): the vote stays pressed, the toast says why', async () => {
    const voted = comment(2, {
      score: 1,
      reactions: [
        {
          tagID: 1,
          urlcode: 'Up',
          name: 'Up',
          class: 'Positive',
          count: 1,
          reactionValue: 1,
          hasReacted: true,
        },
        { tagID: 2, urlcode: 'Down', name: 'Down', class: 'Negative', count: 0, reactionValue: -1 },
      ],
    });
    server.use(http.delete(`${API}/comments/2/reactions/2`, answer('cdn')));
    const { user, store } = renderWithProviders(
      <>
        <DiscussionPage
          discussionID={5}
          discussion={discussion()}
          comments={[comment(1), voted]}
          totalComments={2}
        />
        <ToastHost />
      </>,
      { config: MODERATOR },
    );
    const up = () =>
      within(screen.getByRole('article', { name: 'Comment by writer2' })).getByRole('button', {
        name: 'Up',
      });
    expect(up()).toHaveAttribute('aria-pressed', 'true');
    await user.click(up());
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((t) => String(t.body))).toEqual([
        expect.stringMatching(FAULT_SAYS.cdn),
      ]),
    );
    await waitFor(() => expect(up()).toBeEnabled());
    expect(up()).toHaveAttribute('aria-pressed', 'true');
  });
});
