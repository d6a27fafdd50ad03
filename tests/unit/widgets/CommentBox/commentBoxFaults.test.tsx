// The comment box (CommentBox) under API faults, at the widget level (issue 30 §2): the faults
// the browser no longer repeats per call (tests/e2e/apiFaultsComposerEdit.test.ts keeps, per
// call, a refusal and the hang, the draft fetch's network error, and the post's 408). A failed
// load is LoadFailure, a failed post, quote or edit the box's alert with the text kept: one path
// for every fault. The client's answer to each fault of each call is
// tests/unit/api/faultMatrix.test.ts.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CommentBox } from '../../../../widgets/CommentBox/CommentBox';
import { API, server } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { answer, FAULT_SAYS, type FaultName } from '../faultAnswers';
import {
  fakeForum,
  findEditor,
  memberConfig,
  rich2,
  typeInEditor,
  preloadEditor,
} from '../PostDiscussion/forum';

// The editor's chunk and typing in it take a few seconds on a busy machine.
jest.setTimeout(20_000);

type Answered = Exclude<FaultName, 'hang'>;

let uncaught: unknown[];
const onError = (event: ErrorEvent): void => void uncaught.push(event.error);
beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  uncaught = [];
  window.addEventListener('error', onError);
});
afterEach(() => window.removeEventListener('error', onError));

/** Discussion 5 in category 1. */
function discussionFive(): void {
  server.use(
    http.get(`${API}/discussions/5`, () =>
      HttpResponse.json({ discussionID: 5, name: 'Topic', categoryID: 1 }),
    ),
  );
}

const LOAD_SAYS = (fault: Answered): RegExp =>
  fault === '404'
    ? /could not be found/
    : fault === '403'
      ? /Permission Problem|permission/
      : FAULT_SAYS[fault];

const renderBox = (props: { commentID?: number } = {}) =>
  renderWithProviders(<CommentBox discussionID={5} {...props} />, { config: memberConfig() });

preloadEditor();

describe("CommentBox: a failed load of its discussion shows the error page in the box's place", () => {
  // A 408 holds no discussion: an error, not Loading for good (found as a bug).
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    fakeForum();
    server.use(http.get(`${API}/discussions/5`, answer(fault)));
    renderBox();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_SAYS(fault));
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
  });
});

describe('CommentBox: a failed post says why and keeps the text', () => {
  it.each<Exclude<Answered, '408'>>(['404', 'cdn', 'malformed'])('%s', async (fault) => {
    fakeForum();
    discussionFive();
    server.use(http.post(`${API}/comments`, answer(fault)));
    const { user } = renderBox();
    await typeInEditor(user, 'Comment', 'My words');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]);
    expect(await findEditor('Comment')).toHaveTextContent('My words');
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
  });
});

describe('CommentBox: a failed quote says so and keeps the text', () => {
  // A 408 holds no quote: it says the quote failed (found as a bug: an uncaught TypeError).
  it.each<Answered>(['403', '404', '408', 'cdn', 'malformed', 'network'])('%s', async (fault) => {
    fakeForum();
    discussionFive();
    server.use(http.get(`${API}/comments/7/quote`, answer(fault)));
    const { user } = renderBox();
    await typeInEditor(user, 'Comment', 'My own words.');
    act(() => {
      document.dispatchEvent(new CustomEvent('fw:comment-quote', { detail: { commentID: 7 } }));
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAULT_SAYS[fault]);
    const editor = await findEditor('Comment');
    expect(editor).toHaveTextContent('My own words.');
    expect(editor.querySelector('blockquote')).toBeNull();
    expect(uncaught).toEqual([]);
  });
});

describe('CommentBox: a comment edited in place', () => {
  it.each<Exclude<Answered, '403'>>(['500', '404', 'cdn', 'network'])(
    'a failed source load (%s) shows its error page',
    async (fault) => {
      fakeForum();
      server.use(http.get(`${API}/comments/7/edit`, answer(fault)));
      renderBox({ commentID: 7 });
      expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_SAYS(fault));
      expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull();
    },
  );

  it.each<Exclude<Answered, '408'>>(['403', 'cdn', 'malformed'])(
    'a failed save (%s) says why and keeps the text; Save can be tried again',
    async (fault) => {
      fakeForum();
      server.use(
        http.get(`${API}/comments/7/edit`, () =>
          HttpResponse.json({
            commentID: 7,
            discussionID: 5,
            body: rich2('Old words'),
            format: 'rich2',
          }),
        ),
        http.patch(`${API}/comments/7`, answer(fault)),
      );
      const { user } = renderBox({ commentID: 7 });
      expect(await findEditor('Edit comment')).toHaveTextContent('Old words');
      await typeInEditor(user, 'Edit comment', 'Really ');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FAULT_SAYS[fault]));
      expect(await findEditor('Edit comment')).toHaveTextContent('Really Old words');
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    },
  );
});
