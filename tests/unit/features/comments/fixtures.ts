import type { ApiComment } from '@/api/types/posting';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { TEST_CONFIG } from '../../../support/msw';

export const MEMBER_CONFIG: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
};

export function comment(id: number, overrides: Partial<ApiComment> = {}): ApiComment {
  return {
    commentID: id,
    discussionID: 5,
    categoryID: 1,
    body: `<p>Comment ${id}</p>`,
    format: 'html',
    insertUserID: 4,
    insertUser: { userID: 4, name: 'member2', url: '/profile/member2' },
    dateInserted: '2026-01-01T00:00:00Z',
    dateUpdated: null,
    url: `http://localhost/discussion/comment/${id}#Comment_${id}`,
    score: 0,
    reactions: [
      { tagID: 1, urlcode: 'Up', count: 0, reactionValue: 1 },
      { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 },
    ],
    ...overrides,
  };
}

/** `count` comments numbered from `first`. */
export function comments(first: number, count: number): ApiComment[] {
  return Array.from({ length: count }, (_, i) => comment(first + i));
}
