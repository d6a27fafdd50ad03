import type { ApiDiscussionsQuery } from '@/api/types/discussions';

/**
 * Which new discussions belong to a list (issue 36 §3), from what a `discussion.created` event
 * says: `{ discussionID, categoryID }`.
 *
 * - `all`: the list has no filter (the recent discussions): every new discussion the server
 *   sent this viewer belongs (the server already left out what the viewer may not see).
 * - `category`: a `categoryID` filter and nothing else: decided from the event alone.
 * - `ask`: any other filter (tag, followed, type, author, pinned, status, child categories,
 *   site section): the event cannot tell, so the list's own query is asked again with
 *   `discussionID=[id]`, and the server answers whether the discussion is in it.
 */
export type LiveScope =
  | { kind: 'all' }
  | { kind: 'category'; categoryID: number }
  | { kind: 'ask'; filters: ApiDiscussionsQuery };

/** Params that order or cut the list; they do not change which discussions are in it. */
const NOT_FILTERS = new Set(['sort', 'limit', 'page', 'expand', 'pinOrder']);

export function liveScope(query: ApiDiscussionsQuery): LiveScope {
  const filters: ApiDiscussionsQuery = {};
  for (const [key, value] of Object.entries(query))
    if (!NOT_FILTERS.has(key) && value !== undefined) filters[key] = value;
  const keys = Object.keys(filters);
  if (keys.length === 0) return { kind: 'all' };
  const categoryID = Number(filters.categoryID);
  if (keys.length === 1 && Number.isSafeInteger(categoryID))
    return { kind: 'category', categoryID };
  return { kind: 'ask', filters };
}

/** The sorts where a new discussion comes first, so "N new discussions" at the top makes sense. */
export const NEW_AT_TOP_SORTS: ReadonlySet<string> = new Set(['-dateLastComment', '-dateInserted']);
