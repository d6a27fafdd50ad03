import { startTransition, useEffect, useState } from 'react';

/** Rows in a long list's first commit: more than two screens of discussions or comments. */
export const FIRST_ROWS = 50;
/** Rows added by each background render after the first commit. */
export const ROWS_PER_STEP = 500;

/**
 * How many rows of a `total`-row list to render now. Up to `first` rows render at once, as
 * before; a longer list renders its first `first` rows in the first commit and the rest in
 * background renders of `step` rows (React transitions: they yield to clicks and typing, and
 * the page paints between them), until every row is in the document.
 *
 * The count never shrinks while `resetKey` stays the same (a refetch of the same page keeps
 * every mounted row and its focus); a new `resetKey` (another page or sort) starts again from
 * `first`.
 */
export function useProgressiveCount(
  total: number,
  resetKey: string,
  first: number = FIRST_ROWS,
  step: number = ROWS_PER_STEP,
): number {
  const [state, setState] = useState(() => ({ key: resetKey, count: first }));
  let count = state.count;
  if (state.key !== resetKey) {
    // Adjusting state while rendering (React's documented pattern): no extra commit.
    count = first;
    setState({ key: resetKey, count });
  }
  const shown = Math.min(total, count);
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() =>
      setState((previous) =>
        previous.key === resetKey ? { key: resetKey, count: previous.count + step } : previous,
      ),
    );
  }, [shown, total, resetKey, step]);
  return shown;
}
