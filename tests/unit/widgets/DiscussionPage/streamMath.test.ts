import {
  inDateOrder,
  inSortOrder,
  isDrawn,
  LOAD_AHEAD_PX,
  nextLoad,
  pageCount,
  pagesOf,
  placeOf,
  positionOf,
} from '../../../../widgets/DiscussionPage/streamMath';

const ends = {
  range: { first: 5, last: 6 },
  pages: 12,
  firstSettled: true,
  lastSettled: true,
  firstTop: -5000,
  lastBottom: 5000,
  viewportHeight: 800,
  armed: true,
  laidOut: true,
};

describe('the continuous thread arithmetic', () => {
  it('lists the pages held and counts the thread’s pages', () => {
    expect(pagesOf({ first: 3, last: 5 })).toEqual([3, 4, 5]);
    expect(pageCount(340, 30)).toBe(12);
    expect(pageCount(0, 30)).toBe(1);
    expect(pageCount(30, 30)).toBe(1);
    expect(pageCount(31, 30)).toBe(2);
  });

  it('draws the page in view and two on each side, and any page not measured yet', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((p) => isDrawn(p, 5, true))).toEqual([3, 4, 5, 6, 7]);
    expect(isDrawn(1, 9, false)).toBe(true);
  });

  it('finds a position’s page and index, and back', () => {
    expect(placeOf(1, 30)).toEqual({ page: 1, index: 0 });
    expect(placeOf(30, 30)).toEqual({ page: 1, index: 29 });
    expect(placeOf(31, 30)).toEqual({ page: 2, index: 0 });
    expect(placeOf(340, 30)).toEqual({ page: 12, index: 9 });
    expect(placeOf(0, 30)).toEqual({ page: 1, index: 0 });
    for (const position of [1, 29, 30, 31, 101, 340])
      expect(positionOf(placeOf(position, 30).page, placeOf(position, 30).index, 30)).toBe(
        position,
      );
  });

  it('mirrors positions in the newest-first sort and has none in the score sorts', () => {
    expect(inSortOrder(101, 'dateInserted', 340)).toBe(101);
    expect(inSortOrder(101, '-dateInserted', 340)).toBe(240);
    expect(inDateOrder(240, '-dateInserted', 340)).toBe(101);
    expect(inSortOrder(1, '-score', 340)).toBeUndefined();
    expect(inDateOrder(1, '-experimentalTrending', 340)).toBeUndefined();
  });

  it('asks for the next page when the end comes within reach, never past the last', () => {
    expect(nextLoad(ends)).toBeUndefined();
    expect(nextLoad({ ...ends, lastBottom: 800 + LOAD_AHEAD_PX - 1 })).toBe('next');
    expect(nextLoad({ ...ends, lastBottom: 800 + LOAD_AHEAD_PX })).toBeUndefined();
    expect(nextLoad({ ...ends, range: { first: 5, last: 12 }, lastBottom: 100 })).toBeUndefined();
    expect(nextLoad({ ...ends, lastBottom: 100, lastSettled: false })).toBeUndefined();
  });

  it('asks for the page above only once the reader was inside the first page', () => {
    expect(nextLoad({ ...ends, firstTop: -LOAD_AHEAD_PX + 1 })).toBe('previous');
    expect(nextLoad({ ...ends, firstTop: -LOAD_AHEAD_PX + 1, armed: false })).toBeUndefined();
    expect(nextLoad({ ...ends, range: { first: 1, last: 2 }, firstTop: 0 })).toBeUndefined();
    expect(nextLoad({ ...ends, firstTop: 0, firstSettled: false })).toBeUndefined();
  });

  it('loads nothing while the thread has no layout (hidden)', () => {
    expect(nextLoad({ ...ends, lastBottom: 0, firstTop: 0, laidOut: false })).toBeUndefined();
  });
});
