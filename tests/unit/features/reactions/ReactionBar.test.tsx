import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type ReactElement, useState } from 'react';
import type { ReactionRecordType } from '@/api/endpoints/reactions';
import type { ApiReaction, ApiReactionLogEntry } from '@/api/types/discussions';
import { applyReaction } from '@/features/reactions/applyReaction';
import { ReactionBar } from '@/features/reactions/components/ReactionBar';
import { fetchReactionLog, selectReactionLog } from '@/features/reactions/reactionLogSlice';
import { LoadStatus } from '@/store/loadable';
import { API, recordRequests, server } from '../../../support/msw';
import { makeTestStore, renderWithProviders } from '../../../support/renderWithProviders';

const reactions = (): ApiReaction[] => [
  { tagID: 1, urlcode: 'Up', name: 'Up', class: 'Positive', count: 1, reactionValue: 1 },
  { tagID: 2, urlcode: 'Down', name: 'Down', class: 'Negative', count: 0, reactionValue: -1 },
  { tagID: 3, urlcode: 'Like', name: 'Like', class: 'Positive', count: 2, reactionValue: 0 },
  { tagID: 9, urlcode: 'Spam', name: 'Spam', class: 'Flag', count: 0, reactionValue: 0 },
];

const logEntry = (userID: number, name: string, tagID: number, urlcode: string) =>
  ({
    recordType: 'comment',
    recordID: 7,
    tagID,
    userID,
    dateInserted: '2026-01-01T00:00:00Z',
    user: { userID, name },
    reactionType: { tagID, urlcode, name: urlcode, class: 'Positive' },
  }) as ApiReactionLogEntry;

interface HarnessProps {
  recordType?: ReactionRecordType;
  canSeeUsers?: boolean;
  canSeeLog?: boolean;
  label?: string;
  onChosen?: (reactionType: string) => void;
}

/** A record holding its reactions in state; choosing applies the real reaction rule to it. */
function Harness({
  recordType = 'comment',
  canSeeUsers = false,
  canSeeLog = false,
  label,
  onChosen,
}: HarnessProps): ReactElement {
  const [record, setRecord] = useState({ reactions: reactions(), score: 1 });
  return (
    <ReactionBar
      recordType={recordType}
      recordID={7}
      reactions={record.reactions}
      score={record.score}
      busy={false}
      canReact
      canSeeUsers={canSeeUsers}
      canSeeLog={canSeeLog}
      has={(name) => name !== 'reactions.negative.add'}
      label={label}
      onReact={(reactionType) => {
        onChosen?.(reactionType);
        setRecord((old) => {
          const next = structuredClone(old);
          applyReaction(next, reactionType);
          return next;
        });
      }}
    />
  );
}

describe('ReactionBar on any record', () => {
  it('names its group, offers only the reactions the viewer may add, and hands the choice back', async () => {
    const chosen: string[] = [];
    const { user } = renderWithProviders(
      <Harness label="Reactions to the comment" onChosen={(r) => chosen.push(r)} />,
    );
    const group = screen.getByRole('group', { name: 'Reactions to the comment' });
    // Down needs reactions.negative.add, which this viewer lacks; Flag reactions are never votes.
    expect(within(group).getByRole('button', { name: 'Down' })).toBeDisabled();
    expect(within(group).getAllByText('1 points')).not.toHaveLength(0);
    await user.click(within(group).getByRole('button', { name: 'Up' }));
    expect(chosen).toEqual(['Up']);
    expect(within(group).getByRole('button', { name: 'Up' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getAllByText('2 points')).not.toHaveLength(0);
    await user.click(within(group).getByRole('button', { name: 'Add Reaction' }));
    expect(screen.getByRole('menuitem', { name: /Like/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Spam/ })).toBeNull();
  });

  it("names who reacted from the comment's own log, GET /comments/{id}/reactions", async () => {
    const requests = recordRequests();
    server.use(
      http.get(`${API}/comments/7/reactions`, () =>
        HttpResponse.json([logEntry(3, 'ann', 3, 'Like'), logEntry(4, 'bob', 3, 'Like')]),
      ),
    );
    const { user, store } = renderWithProviders(<Harness canSeeUsers />);
    const like = screen.getByRole('button', { name: 'Like 2' });
    // The first hover fetches the log; the names show from then on.
    await user.hover(like);
    await waitFor(() =>
      expect(selectReactionLog(store.getState(), 'comment', 7).status).toBe(LoadStatus.SUCCESS),
    );
    await user.unhover(screen.getByRole('button', { name: 'Like 2' }));
    await user.hover(screen.getByRole('button', { name: 'Like 2' }));
    expect(await screen.findByText('ann, bob')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'GET /api/v2/comments/7/reactions',
    ]);
  });

  it('keeps keyboard focus on the button whose focus fetched the names (no remount when they arrive)', async () => {
    server.use(
      http.get(`${API}/comments/7/reactions`, () =>
        HttpResponse.json([logEntry(3, 'ann', 3, 'Like')]),
      ),
    );
    const { store } = renderWithProviders(<Harness canSeeUsers />);
    const like = screen.getByRole('button', { name: 'Like 2' });
    like.focus();
    await waitFor(() =>
      expect(selectReactionLog(store.getState(), 'comment', 7).status).toBe(LoadStatus.SUCCESS),
    );
    // The same element, still focused, now described by the names.
    expect(screen.getByRole('button', { name: 'Like 2' })).toBe(like);
    expect(document.activeElement).toBe(like);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('ann');
  });

  it("opens the moderators' reaction log of the record, 'No Reactions Yet' when empty", async () => {
    server.use(http.get(`${API}/comments/7/reactions`, () => HttpResponse.json([])));
    const { user } = renderWithProviders(<Harness canSeeLog />);
    await user.click(screen.getByRole('button', { name: 'Reaction Log' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reaction Log' });
    expect(await within(dialog).findByText('No Reactions Yet')).toBeInTheDocument();
  });
});

describe('the reaction log slice', () => {
  it('keeps the logs of a discussion and a comment of the same ID apart', async () => {
    server.use(
      http.get(`${API}/comments/7/reactions`, () =>
        HttpResponse.json([logEntry(3, 'ann', 3, 'Like')]),
      ),
      http.get(`${API}/discussions/7/reactions`, () => HttpResponse.json([])),
    );
    const store = makeTestStore();
    await store.dispatch(fetchReactionLog({ recordType: 'comment', recordID: 7 }));
    expect(selectReactionLog(store.getState(), 'comment', 7).data).toHaveLength(1);
    expect(selectReactionLog(store.getState(), 'discussion', 7).status).toBe(LoadStatus.PENDING);
    await store.dispatch(fetchReactionLog({ recordType: 'discussion', recordID: 7 }));
    await waitFor(() =>
      expect(selectReactionLog(store.getState(), 'discussion', 7).data).toEqual([]),
    );
    expect(selectReactionLog(store.getState(), 'comment', 7).data).toHaveLength(1);
  });
});
