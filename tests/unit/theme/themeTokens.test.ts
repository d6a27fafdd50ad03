import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contrastRatio, parseColor } from '@/theme/color';
import { buildThemeCss, THEME_TOKENS, type ThemeToken } from '@/theme/themeTokens';

describe('theme tokens', () => {
  it.each<[ThemeToken, string]>([
    // Layout
    ['--fw-full-gutter', '40px'],
    ['--fw-panel-width', '216px'],
    ['--fw-middle-column-width', '672px'],
    ['--fw-middle-column-min-width', '550px'],
    ['--fw-narrow-content-width', '900px'],
    ['--fw-side-panel-width', '292px'],
    ['--fw-page-middle-column-min-width', '600px'],
    ['--fw-breakpoint-two-columns', '1200px'],
    ['--fw-breakpoint-xs', '500px'],
    ['--fw-breakpoint-mobile-table', '600px'],
    ['--fw-breakpoint-compact', '800px'],
    ['--fw-breakpoint-mobile-portrait', '600px'],
    ['--fw-breakpoint-mobile-landscape', '932px'],
    // Form
    ['--fw-input-height', '36px'],
    ['--fw-form-max-width', '528px'],
    ['--fw-input-large-height', '48px'],
    ['--fw-input-giant-height', '82px'],
    ['--fw-button-min-width', '104px'],
    ['--fw-button-compact-height', '24px'],
    // Type, border, colour, animation
    ['--fw-font-size-large', '16px'],
    ['--fw-font-size-medium', '14px'],
    ['--fw-font-size-small', '12px'],
    ['--fw-font-size-title', '24px'],
    ['--fw-font-size-large-title', '32px'],
    ['--fw-border-radius', '6px'],
    ['--fw-border-width', '1px'],
    ['--fw-primary', '#037DBC'],
    ['--fw-animation', '0.1s ease-out'],
    ['--fw-loading-animation-duration', '2s'],
    // Title bar and avatars
    ['--fw-title-bar-height', '48px'],
    ['--fw-title-bar-height-with-label', '64px'],
    ['--fw-title-bar-mobile-height', '44px'],
    ['--fw-avatar-xsmall', '24px'],
    ['--fw-avatar-small', '28px'],
    ['--fw-avatar-medium', '40px'],
    ['--fw-avatar-large', '100px'],
    ['--fw-avatar-xlarge', '145px'],
    // Overlays
    ['--fw-toast-width', '280px'],
    ['--fw-toast-wide-width', '380px'],
    ['--fw-toast-max-height', '120px'],
    ['--fw-toast-auto-dismiss', '3000ms'],
    ['--fw-toast-removal-delay', '2000ms'],
    ['--fw-tooltip-min-width', '150px'],
    ['--fw-tooltip-max-width', '320px'],
    ['--fw-tooltip-rest-delay', '100ms'],
    ['--fw-tooltip-hide-delay', '500ms'],
    ['--fw-loader-delay', '150ms'],
    ['--fw-modal-small', '375px'],
    ['--fw-modal-medium', '516px'],
    ['--fw-modal-large', '720px'],
    ['--fw-modal-xl', '1022px'],
    ['--fw-modal-xxl', '1320px'],
    ['--fw-dropdown-width', '250px'],
    ['--fw-dropdown-medium-width', '300px'],
    ['--fw-title-bar-dropdown-min-width', '350px'],
    ['--fw-title-bar-dropdown-max-height', '90vh'],
    ['--fw-z-base', '1060'],
    ['--fw-z-title-bar', '1050'],
    ['--fw-z-modal', '1050'],
    // Behaviour
    ['--fw-resize-debounce', '100ms'],
    ['--fw-header-hide-scroll', '400px'],
    ['--fw-header-hide-step', '10px'],
    ['--fw-collapsible-max-height', '100px'],
    ['--fw-collapsible-overshoot', '50px'],
    ['--fw-count-badge-max', '99'],
    // Search
    ['--fw-search-suggestion-page-size', '20'],
    ['--fw-mega-menu-close-delay', '250ms'],
    ['--fw-mega-menu-hide-delay', '200ms'],
    ['--fw-mega-menu-max-height', '60vh'],
    ['--fw-banner-search-max-width', '705px'],
    ['--fw-banner-search-min-height', '40px'],
    ['--fw-banner-min-height', '50px'],
    ['--fw-content-container-min-width', '550px'],
    ['--fw-right-image-min-width', '500px'],
    ['--fw-content-banner-min-height', 'clamp(80px, 120px, 180px)'],
    ['--fw-scope-selector-width', '142px'],
    ['--fw-scope-selector-compact-width', '58px'],
    ['--fw-search-message-min-height', '49px'],
    ['--fw-search-message-width', '900px'],
  ])('declares %s with the spec default %s', (token, value) => {
    expect(THEME_TOKENS[token]).toBe(value);
    expect(buildThemeCss()).toContain(`${token}:${value};`);
  });

  it('uses Open Sans as the default font', () => {
    expect(THEME_TOKENS['--fw-font-family']).toMatch(/^'Open Sans', /);
  });

  it.each([
    ['--fw-fg', '--fw-bg'],
    ['--fw-fg-muted', '--fw-bg'],
    ['--fw-fg-muted', '--fw-bg-subtle'],
    ['--fw-primary', '--fw-bg'],
    ['--fw-primary-contrast', '--fw-primary'],
    ['--fw-error-fg', '--fw-error-bg'],
    ['--fw-warning-fg', '--fw-warning-bg'],
    ['--fw-info-fg', '--fw-info-bg'],
    ['--fw-neutral-fg', '--fw-neutral-bg'],
    ['--fw-badge-fg', '--fw-badge-bg'],
  ] as Array<[ThemeToken, ThemeToken]>)(
    'gives text in %s at least 4.5:1 contrast on %s',
    (fg, bg) => {
      const ratio = contrastRatio(parseColor(THEME_TOKENS[fg])!, parseColor(THEME_TOKENS[bg])!);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/** Every top-level selector of a stylesheet, with @media blocks opened and @keyframes skipped. */
function selectorsOf(css: string): string[] {
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@keyframes[^{]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
    .replace(/@media[^{]+\{/g, '');
  // Commas inside :where(...) / :is(...) do not separate selectors.
  return [...flat.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((match) =>
    match[1]!.split(/,(?![^(]*\))/).map((selector) => selector.trim()),
  );
}

describe('style scoping', () => {
  it('puts every rule of the base theme on our roots or our own fw- classes', () => {
    const selectors = selectorsOf(buildThemeCss());
    expect(selectors.length).toBeGreaterThan(2);
    for (const selector of selectors) expect(selector).toMatch(/^\.fw-(root|srOnly)\b/);
  });

  const uiDir = join(__dirname, '../../../src/ui');
  const mine = [
    'alert.css',
    'bookmarkButton.css',
    'collapsibleContent.css',
    'controls.css',
    'countBadge.css',
    'errorPage.css',
    'loader.css',
    'userPhoto.css',
  ];

  it('ships a stylesheet for each listed component', () => {
    const present = readdirSync(uiDir);
    for (const file of mine) expect(present).toContain(file);
  });

  it.each(mine)('scopes every selector of %s to an fw- element inside .fw-root', (file) => {
    const selectors = selectorsOf(readFileSync(join(uiDir, file), 'utf8'));
    expect(selectors.length).toBeGreaterThan(0);
    for (const selector of selectors) expect(selector).toMatch(/^\.fw-root \.fw-[\w-]+/);
  });
});
