import { type ActionReducerMapBuilder, current, type Draft, isDraft } from '@reduxjs/toolkit';
import type { ApiDiscussion } from '@/api/types/discussions';
import { type AppAsyncThunk, trackSaves } from '@/store/createLoadThunk';
import { addOptimisticUpdate } from '@/store/optimistic';
import { applyReaction, mergeReactionCounts } from '../reactions/applyReaction';
import { changeDiscussionAuthor, reportDiscussion } from './discussionListExtras';
import {
  bumpDiscussion,
  changeDiscussionType,
  deleteDiscussion,
  dismissDiscussion,
  muteDiscussion,
  patchDiscussion,
  reactToDiscussion,
  setDiscussionTags,
  toggleBookmark,
} from './discussionsActions';
import {
  discussionsAdapter,
  type DiscussionSaveKind,
  type DiscussionSnapshot,
  type DiscussionsState,
  saveKey,
} from './discussionsState';
import { moveUpEverywhere, removeEverywhere } from './listOrder';

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
 * a patch, mute and dismiss. Added by `addDiscussionSaveCases` after the answer cases.
 */
function addDiscussionOptimisticUpdates(builder: ActionReducerMapBuilder<DiscussionsState>): void {
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

/**
 * How the discussions slice applies the saves on one discussion: what each answer changes,
 * the optimistic changes (above) and each save's request state under `saveKey(kind, id)`. `discussionsSlice.ts` calls it in its `extraReducers` after its own
 * `addCase`s (this adds cases, then matchers).
 */
export function addDiscussionSaveCases(builder: ActionReducerMapBuilder<DiscussionsState>): void {
  builder
    .addCase(patchDiscussion.fulfilled, (state, { payload }) => {
      discussionsAdapter.upsertOne(state, payload);
    })
    .addCase(changeDiscussionType.fulfilled, (state, { payload, meta }) => {
      if (payload) discussionsAdapter.upsertOne(state, payload);
      else
        discussionsAdapter.updateOne(state, {
          id: meta.arg.discussionID,
          changes: { type: meta.arg.type },
        });
    })
    .addCase(setDiscussionTags.fulfilled, (state, { payload, meta }) => {
      if (payload)
        discussionsAdapter.updateOne(state, {
          id: meta.arg.discussionID,
          changes: { tags: payload },
        });
    })
    .addCase(deleteDiscussion.fulfilled, (state, { meta }) => {
      removeEverywhere(state, [meta.arg.discussionID]);
    })
    .addCase(reactToDiscussion.fulfilled, (state, { payload, meta }) => {
      const discussion = state.entities[meta.arg.discussionID];
      if (discussion && payload) mergeReactionCounts(discussion, payload);
    })
    .addCase(dismissDiscussion.fulfilled, (state, { payload, meta }) => {
      discussionsAdapter.updateOne(state, { id: meta.arg.discussionID, changes: payload });
    })
    .addCase(muteDiscussion.fulfilled, (state, { payload, meta }) => {
      discussionsAdapter.updateOne(state, { id: meta.arg.discussionID, changes: payload });
    })
    .addCase(bumpDiscussion.fulfilled, (state, { payload, meta }) => {
      if (payload) discussionsAdapter.upsertOne(state, payload);
      moveUpEverywhere(state, meta.arg.discussionID);
    });
  addDiscussionOptimisticUpdates(builder);
  trackSaves<DiscussionsState, { discussionID: number }, DiscussionSaveKind>(
    builder,
    [
      ['patch', patchDiscussion],
      ['type', changeDiscussionType],
      ['tags', setDiscussionTags],
      ['delete', deleteDiscussion],
      ['bookmark', toggleBookmark],
      ['reaction', reactToDiscussion],
      ['dismiss', dismissDiscussion],
      ['mute', muteDiscussion],
      ['bump', bumpDiscussion],
      ['author', changeDiscussionAuthor],
      ['report', reportDiscussion],
    ],
    {
      map: (state) => state.saves,
      key: (kind, arg) => saveKey(kind, arg.discussionID),
    },
  );
}
