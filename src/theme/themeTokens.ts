import {
  ANIMATION,
  AVATAR_SIZES,
  BORDER,
  COLLAPSIBLE,
  COUNT_BADGE_MAX,
  DROPDOWN,
  FONT_FAMILY,
  FONT_SIZES,
  FORM,
  HEADER_HIDE,
  LAYOUT,
  LOADER_DELAY_MS,
  MODAL_WIDTHS,
  PRIMARY_COLOR,
  RESIZE_DEBOUNCE_MS,
  SEARCH,
  TITLE_BAR,
  TOAST,
  TOOLTIP,
  Z_INDEX,
} from './themeConstants';

export type ThemeToken = `--fw-${string}`;

const px = (n: number): string => `${n}px`;
const ms = (n: number): string => `${n}ms`;

/** Our palette. Not in the spec; every text pair passes WCAG AA (4.5:1) on its background. */
const PALETTE = {
  '--fw-primary': PRIMARY_COLOR,
  '--fw-primary-contrast': '#ffffff',
  '--fw-primary-hover': 'color-mix(in srgb, var(--fw-primary) 85%, #000)',
  '--fw-fg': '#222529',
  '--fw-fg-muted': '#555a62',
  '--fw-bg': '#ffffff',
  '--fw-bg-subtle': '#f5f7fa',
  '--fw-border-color': '#dddee0',
  '--fw-focus-ring': '#0b5394',
  '--fw-shadow': '0 1px 3px rgba(20,30,40,.12), 0 4px 14px rgba(20,30,40,.08)',
  '--fw-error-fg': '#a3001b',
  '--fw-error-bg': '#fdeeee',
  '--fw-warning-fg': '#7a4a00',
  '--fw-warning-bg': '#fff6e5',
  '--fw-info-fg': '#0a4f7a',
  '--fw-info-bg': '#eaf4fb',
  '--fw-neutral-fg': '#222529',
  '--fw-neutral-bg': '#f5f7fa',
  '--fw-skeleton': '#e8eaed',
  '--fw-badge-bg': '#c8102e',
  '--fw-badge-fg': '#ffffff',
  '--fw-title-bar-bg': 'var(--fw-primary)',
  '--fw-title-bar-fg': 'var(--fw-primary-contrast)',
} as const;

/** Every constant of spec 02 §9 as a custom property with its default, plus our palette. */
export const THEME_TOKENS: Readonly<Record<ThemeToken, string>> = {
  ...PALETTE,
  // Layout
  '--fw-full-gutter': px(LAYOUT.fullGutter),
  '--fw-panel-width': px(LAYOUT.panelWidth),
  '--fw-middle-column-width': px(LAYOUT.middleColumnWidth),
  '--fw-middle-column-min-width': px(LAYOUT.minimalMiddleColumnWidth),
  '--fw-narrow-content-width': px(LAYOUT.narrowContentWidth),
  '--fw-side-panel-width': px(LAYOUT.sidePanelWidth),
  '--fw-page-middle-column-min-width': px(LAYOUT.pageMinMiddleColumnWidth),
  '--fw-breakpoint-two-columns': px(LAYOUT.breakpointTwoColumns),
  '--fw-breakpoint-xs': px(LAYOUT.breakpointXs),
  '--fw-breakpoint-mobile-table': px(LAYOUT.mobileTable),
  '--fw-breakpoint-compact': px(LAYOUT.compact),
  '--fw-breakpoint-mobile-portrait': px(LAYOUT.mobilePortrait),
  '--fw-breakpoint-mobile-landscape': px(LAYOUT.mobileLandscape),
  // Form
  '--fw-input-height': px(FORM.elementHeight),
  '--fw-form-max-width': px(FORM.maxWidth),
  '--fw-input-large-height': px(FORM.largeInputHeight),
  '--fw-input-giant-height': px(FORM.giantInputHeight),
  '--fw-button-min-width': px(FORM.buttonMinWidth),
  '--fw-button-compact-height': px(FORM.buttonCompactHeight),
  // Type, borders, animation
  '--fw-font-family': FONT_FAMILY,
  '--fw-font-size-large': px(FONT_SIZES.large),
  '--fw-font-size-medium': px(FONT_SIZES.medium),
  '--fw-font-size-small': px(FONT_SIZES.small),
  '--fw-font-size-title': px(FONT_SIZES.title),
  '--fw-font-size-large-title': px(FONT_SIZES.largeTitle),
  '--fw-border-radius': px(BORDER.radius),
  '--fw-border-width': px(BORDER.width),
  '--fw-animation-duration': `${ANIMATION.duration / 1000}s`,
  '--fw-animation-easing': ANIMATION.easing,
  '--fw-animation': `${ANIMATION.duration / 1000}s ${ANIMATION.easing}`,
  '--fw-loading-animation-duration': `${ANIMATION.loadingDuration / 1000}s`,
  // Title bar and avatars
  '--fw-title-bar-height': px(TITLE_BAR.height),
  '--fw-title-bar-height-with-label': px(TITLE_BAR.heightWithLabel),
  '--fw-title-bar-mobile-height': px(TITLE_BAR.mobileHeight),
  '--fw-avatar-xsmall': px(AVATAR_SIZES.xsmall),
  '--fw-avatar-small': px(AVATAR_SIZES.small),
  '--fw-avatar-medium': px(AVATAR_SIZES.medium),
  '--fw-avatar-large': px(AVATAR_SIZES.large),
  '--fw-avatar-xlarge': px(AVATAR_SIZES.xlarge),
  // Overlays
  '--fw-toast-width': px(TOAST.width),
  '--fw-toast-wide-width': px(TOAST.wideWidth),
  '--fw-toast-max-height': px(TOAST.maxHeight),
  '--fw-toast-auto-dismiss': ms(TOAST.autoDismissMs),
  '--fw-toast-removal-delay': ms(TOAST.removalDelayMs),
  '--fw-tooltip-min-width': px(TOOLTIP.minWidth),
  '--fw-tooltip-max-width': px(TOOLTIP.maxWidth),
  '--fw-tooltip-rest-delay': ms(TOOLTIP.restDelayMs),
  '--fw-tooltip-hide-delay': ms(TOOLTIP.hideDelayMs),
  '--fw-loader-delay': ms(LOADER_DELAY_MS),
  '--fw-modal-small': px(MODAL_WIDTHS.small),
  '--fw-modal-medium': px(MODAL_WIDTHS.medium),
  '--fw-modal-large': px(MODAL_WIDTHS.large),
  '--fw-modal-xl': px(MODAL_WIDTHS.xl),
  '--fw-modal-xxl': px(MODAL_WIDTHS.xxl),
  '--fw-dropdown-width': px(DROPDOWN.width),
  '--fw-dropdown-medium-width': px(DROPDOWN.mediumWidth),
  '--fw-title-bar-dropdown-min-width': px(DROPDOWN.titleBarMinWidth),
  '--fw-title-bar-dropdown-max-height': `${DROPDOWN.titleBarMaxHeight}vh`,
  '--fw-z-base': String(Z_INDEX.base),
  '--fw-z-title-bar': String(Z_INDEX.titleBar),
  '--fw-z-modal': String(Z_INDEX.modal),
  // Behaviour
  '--fw-resize-debounce': ms(RESIZE_DEBOUNCE_MS),
  '--fw-header-hide-scroll': px(HEADER_HIDE.scroll),
  '--fw-header-hide-step': px(HEADER_HIDE.step),
  '--fw-collapsible-max-height': px(COLLAPSIBLE.maxHeight),
  '--fw-collapsible-overshoot': px(COLLAPSIBLE.overshoot),
  '--fw-count-badge-max': String(COUNT_BADGE_MAX),
  // Search
  '--fw-search-suggestion-page-size': String(SEARCH.suggestionPageSize),
  '--fw-mega-menu-close-delay': ms(SEARCH.megaMenuCloseMs),
  '--fw-mega-menu-hide-delay': ms(SEARCH.megaMenuHideMs),
  '--fw-mega-menu-max-height': `${SEARCH.megaMenuMaxHeight}vh`,
  '--fw-banner-search-max-width': px(SEARCH.bannerSearchMaxWidth),
  '--fw-banner-search-min-height': px(SEARCH.bannerSearchMinHeight),
  '--fw-banner-min-height': px(SEARCH.bannerMinHeight),
  '--fw-content-container-min-width': px(SEARCH.contentContainerMinWidth),
  '--fw-right-image-min-width': px(SEARCH.rightImageMinWidth),
  '--fw-content-banner-min-height': `clamp(${px(SEARCH.contentBannerMinHeightMin)}, ${px(SEARCH.contentBannerMinHeight)}, ${px(SEARCH.contentBannerMinHeightMax)})`,
  '--fw-scope-selector-width': px(SEARCH.scopeSelectorWidth),
  '--fw-scope-selector-compact-width': px(SEARCH.scopeSelectorCompactWidth),
  '--fw-search-message-min-height': px(SEARCH.messageMinHeight),
  '--fw-search-message-width': px(SEARCH.messageWidth),
};

/**
 * The base theme stylesheet: the tokens on `.fw-root` (every marker the runtime mounts into
 * and every portal container), the root's typography, and `.fw-srOnly`. Nothing here matches
 * an element outside our roots; inside them only our own `fw-` elements change box model.
 */
export function buildThemeCss(): string {
  const tokens = Object.entries(THEME_TOKENS)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return (
    `.fw-root{${tokens}box-sizing:border-box;font-family:var(--fw-font-family);` +
    'font-size:var(--fw-font-size-medium);line-height:1.5;color:var(--fw-fg);' +
    'letter-spacing:normal;text-transform:none;text-align:start;' +
    '-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}' +
    '.fw-root [class*="fw-"],.fw-root [class*="fw-"]::before,.fw-root [class*="fw-"]::after' +
    '{box-sizing:border-box}' +
    // Legacy themes style bare headings and paragraphs (`h3 { color: #900; text-transform:
    // uppercase }`); our own ones start from the root's text instead.
    '.fw-root :where(h1,h2,h3,h4,h5,h6,p,pre)[class*="fw-"]{color:inherit;font-family:inherit;' +
    'font-style:normal;text-transform:none;letter-spacing:normal;text-shadow:none}' +
    '.fw-srOnly{position:absolute!important;width:1px!important;height:1px!important;' +
    'margin:-1px!important;padding:0!important;border:0!important;overflow:hidden!important;' +
    'clip:rect(0 0 0 0)!important;white-space:nowrap!important}' +
    '@media (prefers-reduced-motion:reduce){.fw-root{--fw-animation-duration:0s;' +
    '--fw-animation:0s linear}}'
  );
}
