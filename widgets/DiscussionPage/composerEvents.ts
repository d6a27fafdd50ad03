import { useEffect, useEffectEvent } from 'react';

/**
 * The comment box's DOM events (its documented contract, docs/widgets/comment-box.md): the
 * page drives the box with `reply` and `quote` and hears what it did. Named here, not imported,
 * because one widget never imports another.
 */
export const COMPOSER_EVENTS = {
  reply: 'fw:comment-reply',
  quote: 'fw:comment-quote',
  posted: 'fw:comment-posted',
  edited: 'fw:comment-edited',
  editCancelled: 'fw:comment-edit-cancelled',
} as const;

function emit(name: string, detail: unknown): void {
  document.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
}

/** Asks the discussion's comment box to quote a post. */
export function requestQuote(
  discussionID: number,
  recordType: 'discussion' | 'comment',
  recordID: number,
): void {
  emit(COMPOSER_EVENTS.quote, { discussionID, recordType, recordID });
}

/** Asks the discussion's comment box to answer a comment. */
export function requestReply(discussionID: number, commentID: number, author: string): void {
  emit(COMPOSER_EVENTS.reply, { discussionID, commentID, author });
}

function detailOf(event: Event): Record<string, unknown> {
  const detail = (event as CustomEvent).detail as unknown;
  return typeof detail === 'object' && detail !== null ? (detail as Record<string, unknown>) : {};
}

/** Calls `handler(detail)` for each `name` event about `discussionID` while mounted. */
export function useComposerEvent(
  name: string,
  discussionID: number,
  handler: (detail: Record<string, unknown>) => void,
): void {
  const onEvent = useEffectEvent((event: Event) => {
    const detail = detailOf(event);
    if (detail.discussionID !== undefined && detail.discussionID !== discussionID) return;
    handler(detail);
  });
  useEffect(() => {
    const listener = (event: Event): void => onEvent(event);
    document.addEventListener(name, listener);
    return () => document.removeEventListener(name, listener);
  }, [name]);
}
