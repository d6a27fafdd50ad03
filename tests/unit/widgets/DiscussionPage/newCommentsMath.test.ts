import {
  fittingOnPage,
  lastPageOf,
  newCommentsTarget,
} from '../../../../widgets/DiscussionPage/newCommentsMath';

const oldest = (page: number) => ({ page, sort: 'dateInserted' });

describe('where live comments go', () => {
  it('counts the new comments that fall on the page shown, oldest first', () => {
    // Page 1 of 5 held 3; 4 more: positions 3..6, of which 3 and 4 are on page 1.
    expect(fittingOnPage(oldest(1), 5, 3, 7)).toBe(2);
    expect(fittingOnPage(oldest(2), 5, 3, 7)).toBe(2);
    expect(fittingOnPage(oldest(3), 5, 3, 7)).toBe(0);
    // An earlier, full page gains nothing.
    expect(fittingOnPage(oldest(1), 30, 65, 67)).toBe(0);
    // Newest first nothing joins in place.
    expect(fittingOnPage({ page: 1, sort: '-dateInserted' }, 30, 3, 4)).toBe(0);
  });

  it('leads to the page of the first new comment, or to page 1 newest first', () => {
    expect(newCommentsTarget(oldest(1), 30, 65)).toEqual(oldest(3));
    // A full last page: the next one.
    expect(newCommentsTarget(oldest(1), 30, 30)).toEqual(oldest(2));
    expect(newCommentsTarget({ page: 2, sort: '-score' }, 30, 65)).toEqual({
      page: 1,
      sort: '-dateInserted',
    });
  });

  it('knows the last page, 1 for an empty thread', () => {
    expect(lastPageOf(0, 30)).toBe(1);
    expect(lastPageOf(30, 30)).toBe(1);
    expect(lastPageOf(31, 30)).toBe(2);
  });
});
