import { useEffect, useState } from 'react';
import { HEADER_HIDE } from '@/theme/themeConstants';

export interface ScrollHideState {
  /** The scroll position the last decision was taken at. */
  lastY: number;
  hidden: boolean;
}

export const INITIAL_SCROLL_HIDE: ScrollHideState = { lastY: 0, hidden: false };

/**
 * The header-hiding rule (02 §2, §9): movements under the 10 px step are ignored; moving down
 * while past 400 px hides the header; moving up (or being above 400 px) shows it again.
 */
export function nextScrollHide(
  state: ScrollHideState,
  y: number,
  { threshold = HEADER_HIDE.scroll, step = HEADER_HIDE.step } = {},
): ScrollHideState {
  const position = Math.max(0, y);
  if (Math.abs(position - state.lastY) < step) return state;
  const hidden = position > state.lastY && position > threshold;
  return { lastY: position, hidden };
}

/** True while the header should be hidden; off (always false) when `enabled` is false. */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    let state: ScrollHideState = { lastY: window.scrollY, hidden: false };
    let frame = 0;
    const update = (): void => {
      frame = 0;
      state = nextScrollHide(state, window.scrollY);
      setHidden(state.hidden);
    };
    const onScroll = (): void => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled && hidden;
}
