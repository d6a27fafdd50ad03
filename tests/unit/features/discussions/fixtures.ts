import type { ApiDiscussion } from '@/api/types/discussions';

export function discussion(id: number, overrides: Partial<ApiDiscussion> = {}): ApiDiscussion {
  return {
    discussionID: id,
    name: `Discussion ${id}`,
    categoryID: 1,
    bookmarked: false,
    closed: false,
    score: 0,
    reactions: [
      { tagID: 1, urlcode: 'Up', count: 0, reactionValue: 1 },
      { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 },
    ],
    ...overrides,
  };
}
