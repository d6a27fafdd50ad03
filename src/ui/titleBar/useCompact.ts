import { useSyncExternalStore } from 'react';
import { RESIZE_DEBOUNCE_MS } from '../../theme/themeConstants';

const listeners = new Set<() => void>();
let width = typeof window === 'undefined' ? 1024 : window.innerWidth;
let timer: ReturnType<typeof setTimeout> | undefined;

function onResize(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    for (const notify of [...listeners]) notify();
  }, RESIZE_DEBOUNCE_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    width = window.innerWidth;
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    }
  };
}

const getWidth = (): number => (listeners.size === 0 ? window.innerWidth : width);

/** True below the compact breakpoint (800 px unless configured), updated 100 ms after resizing. */
export function useIsCompact(breakpoint: number): boolean {
  return useSyncExternalStore(subscribe, getWidth, () => 1024) < breakpoint;
}
