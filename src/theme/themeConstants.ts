/**
 * The business constants of spec 02 §9, as numbers for code and (in `themeTokens.ts`) as
 * CSS custom properties for styles. Sizes are CSS pixels, durations milliseconds.
 */

export const LAYOUT = {
  fullGutter: 40,
  panelWidth: 216,
  middleColumnWidth: 672,
  minimalMiddleColumnWidth: 550,
  narrowContentWidth: 900,
  /** Page layouts (two and three columns). */
  sidePanelWidth: 292,
  pageMinMiddleColumnWidth: 600,
  breakpointTwoColumns: 1200,
  breakpointXs: 500,
  mobileTable: 600,
  compact: 800,
  mobilePortrait: 600,
  mobileLandscape: 932,
} as const;

export const FORM = {
  elementHeight: 36,
  maxWidth: 528,
  largeInputHeight: 48,
  giantInputHeight: 82,
  buttonMinWidth: 104,
  buttonCompactHeight: 24,
} as const;

export const FONT_FAMILY =
  "'Open Sans', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const FONT_SIZES = { large: 16, medium: 14, small: 12, title: 24, largeTitle: 32 } as const;

export const BORDER = { radius: 6, width: 1 } as const;

export const PRIMARY_COLOR = '#037DBC';

export const ANIMATION = { duration: 100, easing: 'ease-out', loadingDuration: 2000 } as const;

export const TITLE_BAR = { height: 48, heightWithLabel: 64, mobileHeight: 44 } as const;

export const AVATAR_SIZES = { xsmall: 24, small: 28, medium: 40, large: 100, xlarge: 145 } as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

export const TOAST = {
  width: 280,
  wideWidth: 380,
  maxHeight: 120,
  autoDismissMs: 3000,
  removalDelayMs: 2000,
} as const;

export const TOOLTIP = {
  minWidth: 150,
  maxWidth: 320,
  restDelayMs: 100,
  hideDelayMs: 500,
} as const;

export const LOADER_DELAY_MS = 150;

export const MODAL_WIDTHS = { small: 375, medium: 516, large: 720, xl: 1022, xxl: 1320 } as const;

export const DROPDOWN = {
  width: 250,
  mediumWidth: 300,
  titleBarMinWidth: 350,
  /** Percent of the viewport height. */
  titleBarMaxHeight: 90,
} as const;

export const Z_INDEX = { base: 1060, titleBar: 1050, modal: 1050 } as const;

export const RESIZE_DEBOUNCE_MS = 100;
export const HEADER_HIDE = { scroll: 400, step: 10 } as const;
export const COLLAPSIBLE = { maxHeight: 100, overshoot: 50 } as const;
export const COUNT_BADGE_MAX = 99;

export const SEARCH = {
  suggestionPageSize: 20,
  megaMenuCloseMs: 250,
  megaMenuHideMs: 200,
  /** Percent of the viewport height. */
  megaMenuMaxHeight: 60,
  bannerSearchMaxWidth: 705,
  bannerSearchMinHeight: 40,
  bannerMinHeight: 50,
  contentContainerMinWidth: 550,
  rightImageMinWidth: 500,
  contentBannerMinHeight: 120,
  contentBannerMinHeightMin: 80,
  contentBannerMinHeightMax: 180,
  scopeSelectorWidth: 142,
  scopeSelectorCompactWidth: 58,
  messageMinHeight: 49,
  messageWidth: 900,
} as const;
