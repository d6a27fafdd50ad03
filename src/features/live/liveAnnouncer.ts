import { formatString, t } from '@/i18n/translate';
import { announcePolitely } from '@/ui/liveRegion';

/** At most one live announcement per this long (issue 36 §3). */
export const ANNOUNCE_INTERVAL_MS = 10 * 1000;

export type AnnouncedKind = 'comment' | 'discussion' | 'notification';

const KINDS: readonly AnnouncedKind[] = ['comment', 'discussion', 'notification'];

function phrase(kind: AnnouncedKind, count: number): string {
  if (kind === 'comment')
    return count === 1 ? t('1 new comment') : formatString(t('%s new comments'), count);
  if (kind === 'discussion')
    return count === 1 ? t('1 new discussion') : formatString(t('%s new discussions'), count);
  return count === 1 ? t('1 new notification') : formatString(t('%s new notifications'), count);
}

/** "3 new comments, 1 new discussion": the counts gathered since the last announcement. */
export function summarise(counts: Partial<Record<AnnouncedKind, number>>): string {
  const parts = KINDS.filter((kind) => (counts[kind] ?? 0) > 0).map((kind) =>
    phrase(kind, counts[kind] ?? 0),
  );
  return parts.reduce((text, part) => formatString(t('%s, %s'), text, part));
}

export interface LiveAnnouncer {
  /** Counts `count` new things of `kind`; they are announced now or in the next summary. */
  add(kind: AnnouncedKind, count?: number): void;
  stop(): void;
}

/**
 * A throttle that summarises: the first news after a quiet 10 s is announced at once; news
 * within 10 s of an announcement waits, is added up, and is said as one summary ("3 new
 * comments") when the 10 s are over. `announce` is the page's polite live region by default.
 */
export function createLiveAnnouncer(
  announce: (text: string) => void = announcePolitely,
): LiveAnnouncer {
  let pending: Partial<Record<AnnouncedKind, number>> = {};
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    timer = undefined;
    if (Object.keys(pending).length === 0) return;
    const text = summarise(pending);
    pending = {};
    lastAt = Date.now();
    announce(text);
  };

  return {
    add(kind, count = 1) {
      if (count <= 0) return;
      pending[kind] = (pending[kind] ?? 0) + count;
      if (timer !== undefined) return;
      const wait = lastAt + ANNOUNCE_INTERVAL_MS - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = {};
    },
  };
}

let pageAnnouncer: LiveAnnouncer | undefined;

/**
 * The page's one announcer: every live widget of the page adds to it, so the page as a whole
 * says at most one summary per 10 s ("3 new comments, 1 new discussion"), whichever widgets
 * heard the news. Created on first use; it is never stopped (a pending summary is still said
 * after the widget that added to it unmounts).
 */
export function sharedLiveAnnouncer(): LiveAnnouncer {
  pageAnnouncer ??= createLiveAnnouncer();
  return pageAnnouncer;
}
