import type { ReactElement } from 'react';

/** Urlcode → icon (03 §3). Up and Down are drawn; the others are emoji. */
const EMOJI: Record<string, string> = {
  promote: '🚀',
  offtopic: '🙅',
  insightful: '💡',
  disagree: '👎',
  agree: '👍',
  dislike: '😕',
  like: '❤️',
  support: '🤝',
  awesome: '🌟',
  lol: '😂',
  wtf: '😲',
};

export function hasReactionIcon(urlcode: string): boolean {
  const code = urlcode.toLowerCase();
  return code === 'up' || code === 'down' || code in EMOJI;
}

/** The icon of a reaction; decorative (the button around it carries the name). */
export function ReactionIcon({ urlcode }: { urlcode: string }): ReactElement {
  const code = urlcode.toLowerCase();
  if (code === 'up' || code === 'down') {
    return (
      <svg className="fw-reactionIcon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={code === 'up' ? 'M12 5l7 9H5z' : 'M12 19l7-9H5z'} fill="currentColor" />
      </svg>
    );
  }
  return (
    <span className="fw-reactionIcon" aria-hidden="true">
      {EMOJI[code] ?? '•'}
    </span>
  );
}
