import type { ReactElement } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { ReactionBar } from '../../reactions/components/ReactionBar';
import { reactToDiscussion } from '../discussionsActions';
import { selectDiscussionSave } from '../discussionsSlice';
import type { DiscussionView } from '../discussionView';
import type { DiscussionAction } from './actionPermissions';
import { useHas } from './useItemPermissions';

/**
 * A discussion's score, votes, reactions and reaction log, with the permission rules of its
 * allowed actions: the same bar in the discussion list and on the post page.
 */
export function DiscussionReactionBar({
  discussion,
  allowed,
}: {
  discussion: DiscussionView;
  allowed: ReadonlySet<DiscussionAction>;
}): ReactElement {
  const dispatch = useAppDispatch();
  const has = useHas();
  const id = discussion.id;
  const busy = useAppSelector(
    (state) => selectDiscussionSave(state, 'reaction', id).status === LoadStatus.LOADING,
  );
  return (
    <ReactionBar
      recordType="discussion"
      recordID={id}
      reactions={discussion.reactions}
      score={discussion.score}
      busy={busy}
      canReact={allowed.has('react')}
      canSeeUsers={allowed.has('reactionUsers')}
      canSeeLog={allowed.has('reactionLog')}
      has={has}
      onReact={(reactionType) =>
        void dispatch(reactToDiscussion({ discussionID: id, reactionType }))
      }
    />
  );
}
