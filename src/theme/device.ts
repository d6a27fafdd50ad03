import { useSyncExternalStore } from 'react';
import { LAYOUT, RESIZE_DEBOUNCE_MS } from './themeConstants';

export type DeviceClass = 'xs' | 'mobile' | 'tablet' | 'no_bleed' | 'desktop';

/**
 * The widest viewport of each device class. `mobile` ends where a middle column and one panel
 * no longer fit (550 + 216); `no_bleed` ends at the full content width (a 672 middle column,
 * two 216 panels, each with a 40 gutter).
 */
export const DEVICE_MAX_WIDTHS = {
  xs: LAYOUT.breakpointXs,
  mobile: LAYOUT.minimalMiddleColumnWidth + LAYOUT.panelWidth,
  tablet: LAYOUT.breakpointTwoColumns,
  no_bleed: LAYOUT.middleColumnWidth + 2 * LAYOUT.panelWidth + 3 * LAYOUT.fullGutter,
} as const;

/** The device class for a viewport width (each bound inclusive). */
export function getDeviceClass(width: number): DeviceClass {
  if (width <= DEVICE_MAX_WIDTHS.xs) return 'xs';
  if (width <= DEVICE_MAX_WIDTHS.mobile) return 'mobile';
  if (width <= DEVICE_MAX_WIDTHS.tablet) return 'tablet';
  if (width <= DEVICE_MAX_WIDTHS.no_bleed) return 'no_bleed';
  return 'desktop';
}

/** Spec 02 §9 mobile breakpoints: up to 600 wide in portrait, up to 932 wide in landscape. */
export function isMobileViewport(width: number, height: number): boolean {
  return width > height ? width <= LAYOUT.mobileLandscape : width <= LAYOUT.mobilePortrait;
}

interface Viewport {
  width: number;
  height: number;
}

/**
 * One resize listener for the whole page, shared by every `useDevice`, `useIsCompact` and
 * `useIsMobileViewport` in every widget root; it is added with the first subscriber and removed with the last.
 * Resizes are debounced by 100 ms.
 */
const listeners = new Set<() => void>();
let viewport: Viewport = { width: 0, height: 0 };
let timer: ReturnType<typeof setTimeout> | undefined;

function measure(): Viewport {
  const width = window.innerWidth;
  const height = window.innerHeight;
  if (width !== viewport.width || height !== viewport.height) viewport = { width, height };
  return viewport;
}

function onResize(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    const before = viewport;
    if (measure() !== before) for (const notify of [...listeners]) notify();
  }, RESIZE_DEBOUNCE_MS);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    measure();
    window.addEventListener('resize', onResize);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** While nobody listens the stored size may be stale, so read the window then. */
const getViewport = (): Viewport => (listeners.size === 0 ? measure() : viewport);
const SERVER_VIEWPORT: Viewport = { width: DEVICE_MAX_WIDTHS.no_bleed + 1, height: 800 };
const serverViewport = (): Viewport => SERVER_VIEWPORT;

/** The current device class, updated 100 ms after the window stops resizing. */
export function useDevice(): DeviceClass {
  return getDeviceClass(useSyncExternalStore(subscribe, getViewport, serverViewport).width);
}

/**
 * True below `breakpoint` px of viewport width (the title bar's compact layout: 800 px unless
 * configured, 02 §2), debounced like `useDevice` and sharing its one resize listener.
 */
export function useIsCompact(breakpoint: number): boolean {
  return useSyncExternalStore(subscribe, getViewport, serverViewport).width < breakpoint;
}

/** True on a mobile-sized viewport (600 portrait / 932 landscape), debounced like `useDevice`. */
export function useIsMobileViewport(): boolean {
  const { width, height } = useSyncExternalStore(subscribe, getViewport, serverViewport);
  return isMobileViewport(width, height);
}
