/**
 * The read position kept in the browser (issue 37 §2), for guests and for sites whose server has
 * no `PUT /discussions/{id}/read`: one entry per viewer and discussion in `localStorage` under
 * `fw:read:v1:{userID}:{discussionID}` (userID 0 for a guest), holding how many of the thread's
 * comments, in date order, were read. It only moves forwards. Corrupt or foreign values read as
 * nothing; a missing, blocked or full storage is skipped, so reading never breaks.
 */
export const READ_POSITION_PREFIX = 'fw:read:v1:';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readPositionKey(userID: number, discussionID: number): string {
  return `${READ_POSITION_PREFIX}${userID}:${discussionID}`;
}

/** A stored value as a count: a whole number ≥ 0, or undefined. */
function parse(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  return Number(raw);
}

/** The stored position, or undefined (none or unreadable). */
export function readStoredPosition(userID: number, discussionID: number): number | undefined {
  try {
    return parse(storage()?.getItem(readPositionKey(userID, discussionID)) ?? null);
  } catch {
    return undefined;
  }
}

/** Stores `count` unless a larger position is stored already; returns the stored position. */
export function storePosition(userID: number, discussionID: number, count: number): number {
  const known = readStoredPosition(userID, discussionID) ?? 0;
  if (count <= known) return known;
  try {
    storage()?.setItem(readPositionKey(userID, discussionID), String(count));
  } catch {
    // Full or blocked: the position lives on in the page until it is left.
  }
  return count;
}

/**
 * Calls `onChange(count)` when another tab stores a position for this viewer and discussion
 * (the `storage` event fires in every other tab of the origin). Returns the stop.
 */
export function onStoredPosition(
  userID: number,
  discussionID: number,
  onChange: (count: number) => void,
): () => void {
  const key = readPositionKey(userID, discussionID);
  const listener = (event: StorageEvent): void => {
    if (event.key !== key) return;
    const count = parse(event.newValue);
    if (count !== undefined) onChange(count);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
