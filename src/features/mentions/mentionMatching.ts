import type { ApiUserFragment } from '@/api/types/users';

/** Mention suggestion limit (01 §9). */
export const MENTION_LIMIT = 50;
/** Mention lookup debounce (01 §9). */
export const MENTION_DEBOUNCE_MS = 50;
/** Partial-prefix cache look-back (01 §9). */
export const MENTION_LOOKBACK = 10;
/** Users active within this window come first (01 §9). */
export const MENTION_RECENT_MS = 90 * 24 * 60 * 60 * 1000;

/** Lower-cases and strips accents, punctuation, symbols and spaces: 'Zoë_O.' → 'zoeo'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]/gu, '');
}

/** A mention suggestion: the user plus a DOM id built from the user ID (01 §3). */
export interface MentionSuggestion {
  userID: number;
  name: string;
  photoUrl?: string | null;
  dateLastActive?: string | null;
  domID: string;
}

/**
 * Keeps users whose name begins with `typed` (ignoring case, accents and punctuation),
 * puts those active in the last 90 days first (otherwise keeping the server's order) and
 * returns at most 50.
 */
export function matchMentions(
  users: ApiUserFragment[],
  typed: string,
  now: number = Date.now(),
): MentionSuggestion[] {
  const prefix = normalizeName(typed);
  const isRecent = (user: ApiUserFragment): boolean => {
    const time = user.dateLastActive ? Date.parse(user.dateLastActive) : NaN;
    return Number.isFinite(time) && now - time <= MENTION_RECENT_MS;
  };
  const matches = users.filter((user) => normalizeName(user.name).startsWith(prefix));
  const ordered = [...matches.filter(isRecent), ...matches.filter((user) => !isRecent(user))];
  return ordered.slice(0, MENTION_LIMIT).map((user) => ({
    userID: user.userID,
    name: user.name,
    photoUrl: user.photoUrl,
    dateLastActive: user.dateLastActive,
    domID: `mentionSuggestion${user.userID}`,
  }));
}
