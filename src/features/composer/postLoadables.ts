import type { Loadable } from '../../store/loadable';
import type { RootState } from '../../store/store';

/*
 * Where the composer's post slice keeps each request's Loadable, for the thunks' `condition`.
 * It imports neither the slice nor the thunks (the slice imports the thunks), so no import
 * cycle. Undefined until the slice is injected; widgets read `postSlice.ts`.
 */

type Post = NonNullable<RootState['composerPosts']>;

/** The key of one post or save: a form can send it only once at a time. */
export function postSaveKey(
  target:
    | { kind: 'newDiscussion' }
    | { kind: 'editDiscussion'; discussionID: number }
    | { kind: 'newComment'; discussionID: number; parentCommentID?: number }
    | { kind: 'editComment'; commentID: number },
): string {
  switch (target.kind) {
    case 'newDiscussion':
      return 'discussion:new';
    case 'editDiscussion':
      return `discussion:${target.discussionID}`;
    case 'newComment':
      return `comment:new:${target.discussionID}:${target.parentCommentID ?? 0}`;
    case 'editComment':
      return `comment:${target.commentID}`;
  }
}

/** The key of a record's source or quote: `discussion:5`, `comment:7`. */
export const recordKey = (recordType: 'discussion' | 'comment', recordID: number): string =>
  `${recordType}:${recordID}`;

export const selectPostSaveLoadable = (
  state: RootState,
  key: string,
): Loadable<unknown> | undefined => state.composerPosts?.saves[key];

export const selectPostSourceLoadable = (
  state: RootState,
  key: string,
): Post['sources'][string] | undefined => state.composerPosts?.sources[key];

export const selectQuoteLoadable = (
  state: RootState,
  key: string,
): Post['quotes'][string] | undefined => state.composerPosts?.quotes[key];
