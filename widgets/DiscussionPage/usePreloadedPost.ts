import type { ApiDiscussion } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import { commentsPreloaded } from '@/features/comments/commentsSlice';
import { discussionsPreloaded } from '@/features/discussions/discussionsSlice';
import { usePreloaded } from '@/store/usePreloaded';

/*
 * What the server preloaded for a post, put in the store before the first render: the post page
 * (DiscussionPage) and the post layout's assets (PostAssets) take the same props.
 */

/** The discussion the server gave, when it is the one asked for (as `GET /discussions/{id}`). */
export function usePreloadedDiscussion(discussionID: number, discussion: unknown): void {
  usePreloaded(() => {
    const d = discussion as ApiDiscussion | undefined;
    if (!d || d.discussionID !== discussionID) return undefined;
    return discussionsPreloaded({
      params: { discussionID: [discussionID], expand: ['insertUser.signature'] },
      discussions: [d],
      paging: {},
    });
  });
}

/** A page of comments the server gave (as `GET /comments`), with the thread's total. */
export function usePreloadedComments(
  at: { discussionID: number; sort: string; page: number; limit: number },
  comments: unknown,
  total: unknown,
): void {
  usePreloaded(() =>
    Array.isArray(comments)
      ? commentsPreloaded({
          ...at,
          comments: comments as ApiComment[],
          total:
            typeof total === 'number' && Number.isSafeInteger(total) && total >= 0
              ? total
              : comments.length,
        })
      : undefined,
  );
}
