/*
 * The first unread comment of a discussion (issue 37 §2), apart from postPageUrl.ts so that the
 * discussion list, which links to it, does not download the post page's address helpers.
 */

/**
 * The hash of a link to a discussion's first unread comment (issue 37 §2): the list's "N new"
 * link is the discussion's address with this hash, and the post page opens at the comment the
 * discussion's `countUnread` points to, with that page in the address and the hash gone.
 */
export const FIRST_UNREAD_HASH = '#unread';

/** The link to a discussion's first unread comment: its address with `#unread`. */
export function firstUnreadHref(url: string): string {
  return `${url.split('#')[0]}${FIRST_UNREAD_HASH}`;
}

/**
 * The 1-based position of the first unread comment in oldest-first order, from the discussion's
 * `countComments` and `countUnread` (03 §3); undefined when nothing is unread.
 */
export function firstUnreadPosition(
  countComments: number,
  countUnread: number,
): number | undefined {
  if (!(countUnread > 0) || !(countComments > 0)) return undefined;
  return Math.max(1, countComments - Math.min(countUnread, countComments) + 1);
}
