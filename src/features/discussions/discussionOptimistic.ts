import { type ActionReducerMapBuilder, current, type Draft, isDraft } from '@reduxjs/toolkit';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { AppAsyncThunk } from '@/store/createLoadThunk';
import { addOptimisticUpdate } from '@/store/optimistic';
import {
  dismissDiscussion,
  muteDiscussion,
  reactToDiscussion,
  toggleBookmark,
} from './discussionsActions';
import type { DiscussionSnapshot, DiscussionsState } from './discussionsState';
import { patchDiscussion } from './discussionsActions';
import { applyReaction } from '../reactions/applyReaction';

type Field = keyof DiscussionSnapshot;

/**
 * An optimistic change to one discussion: the `fields` it touches are kept as they were,
 * `change` edits the entity when the request starts, and the kept fields come back if it
 * fails. A discussion not in the store is left alone.
 */
function optimisticDiscussion<Returned, Arg extends { discussionID: number }>(
  builder: ActionReducerMapBuilder<DiscussionsState>,
  thunk: AppAsyncThunk<Returned, Arg>,
  fields: (arg: Arg) => readonly Field[],
  change: (discussion: Draft<ApiDiscussion>, arg: Arg) => void,
): void {
  addOptimisticUpdate(builder, thunk, {
    apply: (state, arg) => {
      const discussion = state.entities[arg.discussionID];
      if (!discussion) return undefined;
      const snapshot: Record<string, unknown> = {};
      for (const field of fields(arg)) {
        const value: unknown = discussion[field];
        snapshot[field] = isDraft(value) ? current(value) : value;
      }
      change(discussion, arg);
      return snapshot as DiscussionSnapshot;
    },
    revert: (state, arg, snapshot) => {
      const discussion = state.entities[arg.discussionID];
      if (discussion) Object.assign(discussion, snapshot);
    },
  });
}

const TOGGLES = ['closed', 'sink', 'resolved', 'pinned', 'muted', 'dismissed'] as const;
type Toggles = Partial<Record<(typeof TOGGLES)[number], unknown>>;

/** The boolean toggles of a save (03 §4), applied at once. */
function optimisticToggles<Returned, Arg extends { discussionID: number }>(
  builder: ActionReducerMapBuilder<DiscussionsState>,
  thunk: AppAsyncThunk<Returned, Arg>,
  toggles: (arg: Arg) => Toggles,
): void {
  optimisticDiscussion(
    builder,
    thunk,
    (arg) => TOGGLES.filter((field) => typeof toggles(arg)[field] === 'boolean'),
    (discussion, arg) => {
      const changes = toggles(arg);
      for (const field of TOGGLES) {
        const value = changes[field];
        if (typeof value === 'boolean') discussion[field] = value;
      }
    },
  );
}

/**
 * The discussions' optimistic saves, one place each (CONVENTIONS "State"): bookmark, reaction
 * (score and counts; the thunk reads the old reactions from the snapshot) and the toggles of
 * a patch, mute and dismiss. Called by the slice after its own cases.
 */
export function addDiscussionOptimisticUpdates(
  builder: ActionReducerMapBuilder<DiscussionsState>,
): void {
  optimisticDiscussion(
    builder,
    toggleBookmark,
    () => ['bookmarked'],
    (discussion, arg) => {
      discussion.bookmarked = arg.bookmarked;
    },
  );
  optimisticDiscussion(
    builder,
    reactToDiscussion,
    () => ['reactions', 'score'],
    (discussion, arg) => applyReaction(discussion, arg.reactionType),
  );
  optimisticToggles(builder, patchDiscussion, (arg) => arg.patch);
  optimisticToggles(builder, muteDiscussion, (arg) => ({ muted: arg.muted }));
  optimisticToggles(builder, dismissDiscussion, (arg) => ({ dismissed: arg.dismissed }));
}
