import { reactionUsersText } from '@/features/reactions/components/ReactionBar';

describe('reaction tooltip', () => {
  it("lists up to 5 users, then '+N'", () => {
    expect(reactionUsersText(['a', 'b'])).toBe('a, b');
    expect(reactionUsersText(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e +2');
  });
});
