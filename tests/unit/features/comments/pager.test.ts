import {
  commentAdded,
  commentsPreloaded,
  selectCommentPage,
} from '@/features/comments/commentsSlice';
import { parsePostPageLocation, postPageUrl } from '@/features/comments/postPageUrl';
import { parseJump, resultText, showBottomPager, totalPages } from '@/ui/pagerMath';
import { makeTestStore } from '../../../support/renderWithProviders';
import { comment, comments, MEMBER_CONFIG } from './fixtures';

/** The pager's input as the post page builds it from a page of the store. */
function pagerOf(store: ReturnType<typeof makeTestStore>, page: number, limit = 30) {
  const params = { discussionID: 5, sort: 'dateInserted', page, limit };
  const data = selectCommentPage(store.getState(), params).data!;
  return { page, limit, count: data.ids.length, total: data.total };
}

describe('the post page’s pager over a thread (03 §2, §4, §5, §9)', () => {
  it('reads a 70-comment thread as 3 pages of 30, the last one 61 - 70, with a bottom pager', () => {
    const store = makeTestStore(MEMBER_CONFIG);
    store.dispatch(
      commentsPreloaded({
        discussionID: 5,
        sort: 'dateInserted',
        page: 3,
        limit: 30,
        comments: comments(61, 10),
        total: 70,
      }),
    );
    const pager = pagerOf(store, 3);
    expect(totalPages(pager)).toBe(3);
    expect(resultText(pager)).toBe('61 - 70 of 70');
    expect(showBottomPager(pager.total, pager.limit)).toBe(true);

    store.dispatch(commentAdded(comment(71)));
    expect(resultText(pagerOf(store, 3))).toBe('61 - 71 of 71');
  });

  it('shows no bottom pager when the whole thread fits on one page', () => {
    const store = makeTestStore(MEMBER_CONFIG);
    store.dispatch(
      commentsPreloaded({
        discussionID: 5,
        sort: 'dateInserted',
        page: 1,
        limit: 30,
        comments: comments(1, 30),
        total: 30,
      }),
    );
    const pager = pagerOf(store, 1);
    expect(totalPages(pager)).toBe(1);
    expect(showBottomPager(pager.total, pager.limit)).toBe(false);
  });

  it('jumps by digits only, clamped to the pages, and writes the page into the address', () => {
    const here = parsePostPageLocation('/discussion/65/long-thread', '?sort=-score&focus=1');
    const jump = (raw: string): string =>
      postPageUrl({ ...here, page: parseJump(raw, 3, here.page), search: '?sort=-score&focus=1' });
    expect(jump('2')).toBe('/discussion/65/long-thread/p2?sort=-score&focus=1');
    expect(jump('p9x')).toBe('/discussion/65/long-thread/p3?sort=-score&focus=1');
    expect(jump('0')).toBe('/discussion/65/long-thread?sort=-score&focus=1');
    expect(jump('')).toBe('/discussion/65/long-thread?sort=-score&focus=1');
  });

  it('starts a new sort on page 1 with the sort in the query string', () => {
    const here = parsePostPageLocation('/discussion/65/long-thread/p3', '');
    expect(postPageUrl({ ...here, page: 1, sort: '-experimentalTrending' })).toBe(
      '/discussion/65/long-thread?sort=-experimentalTrending',
    );
  });
});
