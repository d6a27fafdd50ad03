import { type ReactElement, useState } from 'react';
import type { ReactionRecordType } from '@/api/endpoints/reactions';
import type { ApiReaction } from '@/api/types/discussions';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem } from '@/ui/FlyoutMenuItem';
import { Tooltip } from '@/ui/Tooltip';
import { useStyles } from '@/ui/useStyles';
import { allowedReactions } from '../allowedReactions';
import { fetchReactionLog, selectReactionLog } from '../reactionLogSlice';
import { pointsLabel } from './pointsLabel';
import { ReactionIcon } from './reactionIcons';
import { ReactionLogModal } from './ReactionLogModal';
import css from './reactions.css';

/** Users shown in a reaction tooltip before '+N' (03 §9). */
export const TOOLTIP_USERS = 5;

/** 'ann, bob, cy, dee, eve +2': up to 5 names, then the overflow. */
export function reactionUsersText(names: string[]): string {
  const shown = names.slice(0, TOOLTIP_USERS).join(', ');
  const rest = names.length - TOOLTIP_USERS;
  return rest > 0 ? `${shown} +${rest}` : shown;
}

export interface ReactionBarProps {
  recordType: ReactionRecordType;
  recordID: number;
  /** The record's reactions with their counts and whether the viewer gave each. */
  reactions: ApiReaction[];
  score: number;
  /** A reaction of this record is being saved: the buttons wait. */
  busy: boolean;
  canReact: boolean;
  /** May see who reacted (`reactions.view`): names in each reaction's tooltip. */
  canSeeUsers: boolean;
  /** May open the reaction log (moderators). */
  canSeeLog: boolean;
  has: (permission: string) => boolean;
  onReact: (reactionType: string) => void;
  /** The group's accessible name; 'Reactions' by default. */
  label?: string;
}

/**
 * The score with Up and Down, the other reactions the viewer may add, and the reaction log, for
 * any record with reactions (a discussion, a comment). The caller saves: `onReact` gets the
 * chosen urlcode (choosing the current one again removes it) and `busy` says a save runs.
 */
export function ReactionBar({
  recordType,
  recordID,
  reactions,
  score,
  busy,
  canReact,
  canSeeUsers,
  canSeeLog,
  has,
  onReact,
  label,
}: ReactionBarProps): ReactElement {
  useStyles('reactions', css);
  const dispatch = useAppDispatch();
  const offered = canReact ? allowedReactions(reactions, has) : [];
  const up = reactions.find((r) => r.urlcode === 'Up');
  const down = reactions.find((r) => r.urlcode === 'Down');
  const others = offered.filter((r) => r.urlcode !== 'Up' && r.urlcode !== 'Down');
  const react = (reaction: ApiReaction): void => onReact(reaction.urlcode);
  const prefetch = (): void => {
    if (canSeeUsers) void dispatch(fetchReactionLog({ recordType, recordID }));
  };
  const vote = (reaction: ApiReaction | undefined, label: string): ReactElement | null => {
    if (!reaction) return null;
    const allowed = offered.includes(reaction);
    return (
      <ReactionButton
        recordType={recordType}
        recordID={recordID}
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
    <div className="fw-reactions" role="group" aria-label={label ?? t('Reactions')}>
      <div className="fw-score">
        {vote(up, t('Up'))}
        <span className="fw-score-value" title={pointsLabel(score)}>
          <span aria-hidden="true">{score}</span>
        </span>
        {vote(down, t('Down'))}
        <span className="fw-score-label">{pointsLabel(score)}</span>
      </div>
      {others
        .filter((reaction) => reaction.count > 0 || reaction.hasReacted)
        .map((reaction) => (
          <ReactionButton
            key={reaction.urlcode}
            recordType={recordType}
            recordID={recordID}
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
          buttonLabel={t('Add Reaction')}
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
      {canSeeLog && <ReactionLogButton recordType={recordType} recordID={recordID} />}
    </div>
  );
}

interface ReactionButtonProps {
  recordType: ReactionRecordType;
  recordID: number;
  reaction: ApiReaction;
  label: string;
  disabled: boolean;
  canSeeUsers: boolean;
  showCount: boolean;
  onReact: () => void;
  onPrefetch: () => void;
}

function ReactionButton({
  recordType,
  recordID,
  reaction,
  label,
  disabled,
  canSeeUsers,
  showCount,
  onReact,
  onPrefetch,
}: ReactionButtonProps): ReactElement {
  const names = useAppSelector((state) =>
    canSeeUsers ? reactionNames(selectReactionLog(state, recordType, recordID).data, reaction) : '',
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
  if (!canSeeUsers) return button;
  // Wrapped from the start, with no tooltip until the names arrive: wrapping the button only
  // when they did would remount it and drop the keyboard focus that fetched them.
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
    .map((entry) => entry.user?.name ?? t('Unknown User'));
  return reactionUsersText(names);
}

/** The moderators' reaction log: fetched lazily on hover or focus when stale (03 §4). */
function ReactionLogButton({
  recordType,
  recordID,
}: {
  recordType: ReactionRecordType;
  recordID: number;
}): ReactElement {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const prefetch = (): void => {
    void dispatch(fetchReactionLog({ recordType, recordID }));
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
        {t('Reaction Log')}
      </button>
      {open && (
        <ReactionLogModal
          recordType={recordType}
          recordID={recordID}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
