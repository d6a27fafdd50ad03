// Issue 34 §1: the saves on one record are keyed by the domain's union of kinds, so a misspelt
// kind is a type error (`npm run typecheck` fails on an unused `@ts-expect-error`).
import { commentSaveKey } from '@/features/comments/commentsState';
import { saveKey } from '@/features/discussions/discussionsState';
import { makeTestStore } from '../../support/renderWithProviders';
import { selectDiscussionSave } from '@/features/discussions/discussionsSlice';
import { selectCommentSave } from '@/features/comments/commentsSlice';

it('keys the saves of a discussion or a comment by a kind of its domain', () => {
  expect(saveKey('bookmark', 12)).toBe('bookmark:12');
  expect(commentSaveKey('answer', 7)).toBe('answer:7');
  // @ts-expect-error -- not a discussion save
  expect(saveKey('bookmarked', 12)).toBe('bookmarked:12');
  // @ts-expect-error -- a discussion save, not a comment save
  expect(commentSaveKey('bump', 7)).toBe('bump:7');
  const state = makeTestStore().getState();
  expect(selectDiscussionSave(state, 'mute', 1).status).toBe('PENDING');
  expect(selectCommentSave(state, 'report', 1).status).toBe('PENDING');
  // @ts-expect-error -- misspelt
  expect(selectDiscussionSave(state, 'mutes', 1).status).toBe('PENDING');
});
