import { beforeDayFilter, datePosition } from '@/features/comments/commentDateJump';

describe('datePosition', () => {
  it('lands on the same comment in both date sorts: the first one from the date on', () => {
    // 10 comments, 4 before the date: the 5th oldest is the 6th newest.
    expect(datePosition('dateInserted', 10, 4)).toBe(5);
    expect(datePosition('-dateInserted', 10, 4)).toBe(6);
  });

  it('goes to the newest comment for a date after the thread, the oldest for one before it', () => {
    expect(datePosition('dateInserted', 10, 10)).toBe(10);
    expect(datePosition('-dateInserted', 10, 10)).toBe(1);
    expect(datePosition('dateInserted', 10, 0)).toBe(1);
    expect(datePosition('-dateInserted', 10, 0)).toBe(10);
  });

  it('stays within the thread when the count outgrows the total it knows', () => {
    expect(datePosition('dateInserted', 10, 14)).toBe(10);
    expect(datePosition('-dateInserted', 10, 14)).toBe(1);
  });
});

describe('beforeDayFilter', () => {
  it('asks for the comments before the local start of the day', () => {
    expect(beforeDayFilter('2026-05-01')).toBe(`<${new Date(2026, 4, 1).toISOString()}`);
  });

  it.each(['', '2026-5-1', 'May 1', '2026-05-01T00:00'])('refuses %p', (day) => {
    expect(beforeDayFilter(day)).toBeNull();
  });
});
