import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import { trackSaves } from '@/store/createLoadThunk';
import { mergeReactionCounts } from '../reactions/applyReaction';
import { changeDiscussionAuthor, reportDiscussion } from './discussionListExtras';
import { addDiscussionOptimisticUpdates } from './discussionOptimistic';
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
  type DiscussionsState,
  saveKey,
} from './discussionsState';
import { moveUpEverywhere, removeEverywhere } from './listOrder';

/**
 * How the discussions slice applies the saves on one discussion: what each answer changes,
 * the optimistic changes (`discussionOptimistic.ts`) and each save's request state under
 * `saveKey(kind, id)`. `discussionsSlice.ts` calls it in its `extraReducers` after its own
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
