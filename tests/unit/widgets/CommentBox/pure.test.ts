import { editWindowOf } from '@/features/composer/components/editWindow';
import {
  commentDraftMeta,
  readQuote,
  readReply,
} from '../../../../widgets/CommentBox/commentEvents';

describe('the comment box events', () => {
  it('reads reply and quote requests for its discussion only', () => {
    expect(readReply({ commentID: 7, author: 'Ana' }, 5)).toEqual({ commentID: 7, author: 'Ana' });
    expect(readReply({ commentID: 7, discussionID: 6 }, 5)).toBeUndefined();
    expect(readReply({ commentID: 'x' }, 5)).toBeUndefined();
    expect(readQuote({ commentID: 7 }, 5)).toEqual({ recordType: 'comment', recordID: 7 });
    expect(readQuote({ recordType: 'discussion' }, 5)).toEqual({
      recordType: 'discussion',
      recordID: 5,
    });
    expect(readQuote(null, 5)).toBeUndefined();
  });
});

describe('the comment draft meta (04 §6)', () => {
  it('writes format, the comment answered and its dotted path', () => {
    expect(readReply({ commentID: 1765, commentPath: '1395.1763.1764.1765' }, 5)).toEqual({
      commentID: 1765,
      path: '1395.1763.1764.1765',
    });
    // A path that does not end in the comment answered, or is no dotted list of IDs, is not taken.
    expect(readReply({ commentID: 7, commentPath: '3.4' }, 5)).toEqual({ commentID: 7 });
    expect(readReply({ commentID: 7, commentPath: '3.x.7' }, 5)).toEqual({ commentID: 7 });
    expect(commentDraftMeta()).toEqual({ format: 'rich2', commentParentID: null });
    expect(commentDraftMeta({ commentID: 7 })).toEqual({
      format: 'rich2',
      commentParentID: 7,
      commentPath: '7',
    });
    expect(commentDraftMeta({ commentID: 1765, path: '1395.1763.1764.1765' })).toEqual({
      format: 'rich2',
      commentParentID: 1765,
      commentPath: '1395.1763.1764.1765',
    });
  });
});

describe('editWindowOf (02 §5)', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const member = { userID: 3, permissions: { permissions: [] }, editTimeout: 3600 };
  const own = { categoryID: 1, insertUserID: 3, dateInserted: '2026-01-01T11:30:00Z' };

  it('lets the author edit until the timeout, and never when closed', () => {
    expect(editWindowOf('discussion', own, member, now)).toEqual({
      allowed: true,
      deadline: Date.parse('2026-01-01T12:30:00Z'),
    });
    expect(editWindowOf('discussion', own, member, now + 31 * 60_000).allowed).toBe(false);
    expect(editWindowOf('discussion', { ...own, closed: true }, member, now).allowed).toBe(false);
    expect(editWindowOf('discussion', own, { ...member, editTimeout: -1 }, now)).toEqual({
      allowed: true,
      deadline: null,
    });
  });

  it('lets holders of edit on the category edit anyone’s post any time', () => {
    const moderator = {
      ...member,
      userID: 9,
      permissions: {
        permissions: [{ type: 'category', id: 1, permissions: { 'comments.edit': true } }],
        junctions: { category: [1] },
      },
    };
    expect(editWindowOf('comment', { ...own, closed: true }, moderator, now + 1e9)).toEqual({
      allowed: true,
      deadline: null,
    });
    expect(editWindowOf('discussion', own, moderator, now + 1e9).allowed).toBe(false);
  });
});
