import { questionStatus, toDiscussionView } from '@/features/discussions/discussionView';
import { discussion } from './fixtures';

describe('toDiscussionView', () => {
  it('gives the list item what it shows, apart from the wire names', () => {
    const author = { userID: 3, name: 'Ann' };
    const view = toDiscussionView(
      {
        ...discussion(5, { pinned: true, sink: true, unread: true, insertUser: author }),
        insertUserID: 3,
        dateInserted: '2024-01-02T00:00:00Z',
        category: { name: 'General', url: '/categories/general' },
        tags: [
          { tagID: 1, name: 'news', type: 'User' },
          { tagID: 2, name: 'status', type: 'Status' },
        ],
      },
      false,
    );
    expect(view).toMatchObject({
      id: 5,
      title: 'Discussion 5',
      url: '/discussion/5',
      announced: true,
      sunk: true,
      resolved: false,
      unread: true,
      author,
      authorID: 3,
      // No comment yet: the last activity is the author's start.
      lastUser: author,
      lastDate: '2024-01-02T00:00:00Z',
      categoryName: 'General',
      categoryUrl: '/categories/general',
      countComments: 0,
      countViews: 0,
      tags: [{ tagID: 2, name: 'status', type: 'Status' }],
    });
  });

  it('reads the report count and the question status', () => {
    const question = {
      ...discussion(6, { type: 'Question', attributes: { question: { status: 'Accepted' } } }),
      reportMeta: { countReports: 2 },
    };
    expect(toDiscussionView(question, true)).toMatchObject({ reportCount: 2, questionStatus: 3 });
    expect(questionStatus(discussion(7, { type: 'question', statusID: 2 }))).toBe(2);
    expect(questionStatus(discussion(8, { type: 'question' }))).toBe(1);
    expect(questionStatus(discussion(9))).toBeUndefined();
  });
});
