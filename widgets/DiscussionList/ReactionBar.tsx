import { type ReactElement, useState } from 'react';
import type { ApiReaction } from '../../src/api/types/discussions';
import { reactToDiscussion } from '../../src/features/discussions/discussionActionsThunks';
import type { DiscussionView } from '../../src/features/discussions/discussionView';
import { selectDiscussionSave } from '../../src/features/discussions/discussionsSelectors';
import {
  fetchReactionLog,
  selectReactionLog,
} from '../../src/features/discussions/reactionLogSlice';
import { t } from '../../src/i18n/translate';
import { useAppDispatch, useAppSelector } from '../../src/store/hooks';
import { LoadStatus } from '../../src/store/loadable';
import { Flyout } from '../../src/ui/Flyout';
import { FlyoutMenuItem } from '../../src/ui/FlyoutMenuItem';
import { Tooltip } from '../../src/ui/Tooltip';
import { allowedReactions } from './actionPermissions';
import { pointsLabel } from './itemLabels';
import { ReactionIcon } from './reactionIcons';
import { ReactionLogModal } from './ReactionLogModal';

/** Users shown in a reaction tooltip before '+N' (03 §9). */
export const TOOLTIP_USERS = 5;

/** 'ann, bob, cy, dee, eve +2': up to 5 names, then the overflow. */
export function reactionUsersText(names: string[]): string {
  const shown = names.slice(0, TOOLTIP_USERS).join(', ');
  const rest = names.length - TOOLTIP_USERS;
  return rest > 0 ? `${shown} +${rest}` : shown;
}

interface ReactionBarProps {
  discussion: DiscussionView;
  canReact: boolean;
  canSeeUsers: boolean;
  canSeeLog: boolean;
  has: (name: string) => boolean;
}

/** The score with Up and Down, the other reactions the viewer may add, and the reaction log. */
export function ReactionBar({
  discussion,
  canReact,
  canSeeUsers,
  canSeeLog,
  has,
}: ReactionBarProps): ReactElement {
  const dispatch = useAppDispatch();
  const id = discussion.id;
  const busy = useAppSelector(
    (state) => selectDiscussionSave(state, 'reaction', id).status === LoadStatus.LOADING,
  );
  const reactions = discussion.reactions;
  const offered = canReact ? allowedReactions(reactions, has) : [];
  const up = reactions.find((r) => r.urlcode === 'Up');
  const down = reactions.find((r) => r.urlcode === 'Down');
  const others = offered.filter((r) => r.urlcode !== 'Up' && r.urlcode !== 'Down');
  const score = discussion.score;
  const react = (reaction: ApiReaction): void => {
    void dispatch(reactToDiscussion({ discussionID: id, reactionType: reaction.urlcode }));
  };
  const prefetch = (): void => {
    if (canSeeUsers) void dispatch(fetchReactionLog({ discussionID: id }));
  };
  const vote = (reaction: ApiReaction | undefined, label: string): ReactElement | null => {
    if (!reaction) return null;
    const allowed = offered.includes(reaction);
    return (
      <ReactionButton
        discussionID={id}
        reaction={reaction}
        label={label}
        disabled={!allowed || busy}
        canSeeUsers={canSeeUsers}
        onReact={() => react(reaction)}
        onPrefetch={prefetch}
        showCount={false}
      />
    );
  };
  return (
    <div className="fw-reactions" role="group" aria-label={t('Reactions', 'Reactions')}>
      <div className="fw-score">
        {vote(up, t('Up', 'Up'))}
        <span className="fw-score-value" title={pointsLabel(score)}>
          <span aria-hidden="true">{score}</span>
        </span>
        {vote(down, t('Down', 'Down'))}
        <span className="fw-score-label">{pointsLabel(score)}</span>
      </div>
      {others
        .filter((reaction) => reaction.count > 0 || reaction.hasReacted)
        .map((reaction) => (
          <ReactionButton
            key={reaction.urlcode}
            discussionID={id}
            reaction={reaction}
            label={t(reaction.name ?? reaction.urlcode, reaction.name ?? reaction.urlcode)}
            disabled={busy}
            canSeeUsers={canSeeUsers}
            onReact={() => react(reaction)}
            onPrefetch={prefetch}
            showCount
          />
        ))}
      {others.length > 0 && (
        <Flyout
          buttonContent={<span aria-hidden="true">+</span>}
          buttonLabel={t('Add Reaction', 'Add Reaction')}
          buttonClassName="fw-reaction fw-reaction--add"
        >
          {others.map((reaction) => (
            <FlyoutMenuItem
              key={reaction.urlcode}
              onSelect={() => react(reaction)}
              isDisabled={busy}
            >
              <ReactionIcon urlcode={reaction.urlcode} />{' '}
              {t(reaction.name ?? reaction.urlcode, reaction.name ?? reaction.urlcode)}
            </FlyoutMenuItem>
          ))}
        </Flyout>
      )}
      {canSeeLog && <ReactionLogButton discussionID={id} />}
    </div>
  );
}

interface ReactionButtonProps {
  discussionID: number;
  reaction: ApiReaction;
  label: string;
  disabled: boolean;
  canSeeUsers: boolean;
  showCount: boolean;
  onReact: () => void;
  onPrefetch: () => void;
}

function ReactionButton({
  discussionID,
  reaction,
  label,
  disabled,
  canSeeUsers,
  showCount,
  onReact,
  onPrefetch,
}: ReactionButtonProps): ReactElement {
  const names = useAppSelector((state) =>
    canSeeUsers ? reactionNames(selectReactionLog(state, discussionID).data, reaction) : '',
  );
  const button = (
    <button
      type="button"
      className={`fw-reaction${reaction.hasReacted ? ' fw-reaction--active' : ''}`}
      aria-pressed={reaction.hasReacted === true}
      aria-label={showCount ? `${label} ${reaction.count}` : label}
      disabled={disabled}
      onClick={onReact}
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
    >
      <ReactionIcon urlcode={reaction.urlcode} />
      {showCount && <span className="fw-reaction-count">{reaction.count}</span>}
    </button>
  );
  if (!canSeeUsers || names === '') return button;
  return <Tooltip label={names}>{button}</Tooltip>;
}

function reactionNames(
  log:
    | { tagID: number; user?: { name: string }; reactionType?: { urlcode: string } | null }[]
    | undefined,
  reaction: ApiReaction,
): string {
  if (!log) return '';
  const names = log
    .filter(
      (entry) => entry.tagID === reaction.tagID || entry.reactionType?.urlcode === reaction.urlcode,
    )
    .map((entry) => entry.user?.name ?? t('Unknown User', 'Unknown User'));
  return reactionUsersText(names);
}

/** The moderators' reaction log: fetched lazily on hover or focus when stale (03 §4). */
function ReactionLogButton({ discussionID }: { discussionID: number }): ReactElement {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const prefetch = (): void => {
    void dispatch(fetchReactionLog({ discussionID }));
  };
  return (
    <>
      <button
        type="button"
        className="fw-button fw-button--text fw-reactionLogButton"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch();
          setOpen(true);
        }}
      >
        {t('Reaction Log', 'Reaction Log')}
      </button>
      {open && <ReactionLogModal discussionID={discussionID} onClose={() => setOpen(false)} />}
    </>
  );
}
