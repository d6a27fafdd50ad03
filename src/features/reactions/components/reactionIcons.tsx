import type { ReactElement } from 'react';

/** Urlcode → icon (03 §3), drawn inline on a 24×24 grid with `currentColor`. */
const PATHS: Record<string, string> = {
  up: 'M12 5l7 9H5z',
  down: 'M12 19l7-9H5z',
  like: 'M12 21s-7-4.5-9.5-9A5 5 0 0 1 12 6a5 5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z',
  dislike: 'M12 21s-7-4.5-9.5-9A5 5 0 0 1 12 6a5 5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9zM4 4l16 16',
  agree: 'M7 11v9H4v-9zM7 11l4-8a2 2 0 0 1 2 2v4h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 2H7',
  disagree: 'M17 13V4h3v9zM17 13l-4 8a2 2 0 0 1-2-2v-4H5a2 2 0 0 1-2-2l2-7a2 2 0 0 1 2-2h10',
  insightful: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5V16h8v-2.5A6 6 0 0 0 12 3z',
  awesome: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  promote: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  lol: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14s1.5 3 4 3 4-3 4-3M9 9h.01M15 9h.01',
  wtf: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 17a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9 9h.01M15 9h.01',
  support: 'M4 12l4 4 4-4 4 4 4-4M4 8l8-4 8 4',
  offtopic: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
};
const FALLBACK = 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z';

export function hasReactionIcon(urlcode: string): boolean {
  return urlcode.toLowerCase() in PATHS;
}

/**
 * The icon of a reaction; decorative (the button around it carries the name). Its outline (or,
 * for up and down, its fill) comes from the `.fw-reactionIcon` rules of reactions.css.
 */
export function ReactionIcon({ urlcode }: { urlcode: string }): ReactElement {
  const code = urlcode.toLowerCase();
  const filled = code === 'up' || code === 'down';
  return (
    <svg
      className={filled ? 'fw-reactionIcon fw-reactionIcon--filled' : 'fw-reactionIcon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      <path d={PATHS[code] ?? FALLBACK} />
    </svg>
  );
}
