import { type RefObject, useEffect, useEffectEvent } from 'react';
import { claimFlyout, releaseFlyout } from './flyoutCoordinator';

/**
 * While `open`, holds the page-wide flyout slot; when another flyout (in any React root)
 * opens, `onClosedByOther` runs so this one closes.
 */
export function useExclusiveFlyout(open: boolean, onClosedByOther: () => void): void {
  const closedByOther = useEffectEvent(onClosedByOther);
  useEffect(() => {
    if (!open) return undefined;
    const close = (): void => closedByOther();
    claimFlyout(close);
    return () => releaseFlyout(close);
  }, [open]);
}

/** While `open`, runs `onOutside` for a pointer press anywhere outside `containerRef`. */
export function useOutsidePointerDown(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onOutside: () => void,
): void {
  const outside = useEffectEvent(onOutside);
  useEffect(() => {
    const container = containerRef.current;
    if (!open || !container) return undefined;
    const doc = container.ownerDocument;
    const listener = (event: Event): void => {
      if (!event.composedPath().includes(container)) outside();
    };
    doc.addEventListener('pointerdown', listener, true);
    return () => doc.removeEventListener('pointerdown', listener, true);
  }, [open, containerRef]);
}

/** Menu items and options that arrow keys move between, skipping disabled ones. */
export function getNavigableItems(container: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * The index arrow keys, Home and End lead to from `current` in a list of `count` items
 * (wrapping), or null for other keys.
 */
export function nextIndexForKey(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The first label at or after `from` (wrapping) starting with `char`, for typeahead. */
export function indexForTypeahead(labels: string[], char: string, from: number): number {
  const needle = char.toLocaleLowerCase();
  for (let step = 0; step < labels.length; step += 1) {
    const index = (from + step) % labels.length;
    if (labels[index]?.trim().toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}
