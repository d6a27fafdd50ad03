import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH } from '@/theme/themeConstants';

/** 02 §4, §9: closes 250 ms after pointer and focus have both left; hidden 200 ms later. */
export const MEGA_MENU_CLOSE_MS = SEARCH.megaMenuCloseMs;
export const MEGA_MENU_HIDE_MS = SEARCH.megaMenuHideMs;

export interface MegaMenuState {
  /** The item whose menu is expanded. */
  openID: string | null;
  /** The item whose menu is in the DOM: expanded, or collapsing until it is hidden. */
  shownID: string | null;
  open: (id: string) => void;
  /** Collapse now (Escape); it is hidden 200 ms later. */
  close: () => void;
  pointerEntered: (id: string) => void;
  pointerLeft: () => void;
  focusEntered: (id: string) => void;
  focusLeft: () => void;
}

/** The mega menu's open, collapsing and hidden states and their timers. */
export function useMegaMenu(): MegaMenuState {
  const [openID, setOpenID] = useState<string | null>(null);
  const [shownID, setShownID] = useState<string | null>(null);
  const pointerIn = useRef(false);
  const focusIn = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clearTimers = (): void => {
    clearTimeout(closeTimer.current);
    clearTimeout(hideTimer.current);
    closeTimer.current = undefined;
    hideTimer.current = undefined;
  };

  const open = useCallback((id: string): void => {
    clearTimers();
    setOpenID(id);
    setShownID(id);
  }, []);

  const close = useCallback((): void => {
    clearTimers();
    setOpenID(null);
    hideTimer.current = setTimeout(() => setShownID(null), MEGA_MENU_HIDE_MS);
  }, []);

  const maybeClose = useCallback((): void => {
    if (pointerIn.current || focusIn.current) return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, MEGA_MENU_CLOSE_MS);
  }, [close]);

  useEffect(() => clearTimers, []);

  return {
    openID,
    shownID,
    open,
    close,
    pointerEntered: (id) => {
      pointerIn.current = true;
      open(id);
    },
    pointerLeft: () => {
      pointerIn.current = false;
      maybeClose();
    },
    focusEntered: (id) => {
      focusIn.current = true;
      open(id);
    },
    focusLeft: () => {
      focusIn.current = false;
      maybeClose();
    },
  };
}
