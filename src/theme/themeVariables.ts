import type { ApiTheme } from '@/api/types/themes';
import { ensureColor, parseColor, readableTextOn } from './color';
import { replaceStyles } from './injectStyles';
import type { ThemeToken } from './themeTokens';

type Kind = 'color' | 'length' | 'font';

/**
 * Server theme variables (`GET /themes/{key}` → `assets.variables.data`) we understand,
 * by their dotted path, and the custom property each one overrides. Others are ignored.
 */
export const THEME_VARIABLE_MAP: Readonly<Record<string, readonly [ThemeToken, Kind]>> = {
  'global.mainColors.primary': ['--fw-primary', 'color'],
  'global.mainColors.primaryContrast': ['--fw-primary-contrast', 'color'],
  'global.mainColors.fg': ['--fw-fg', 'color'],
  'global.mainColors.bg': ['--fw-bg', 'color'],
  'global.border.color': ['--fw-border-color', 'color'],
  'global.border.radius': ['--fw-border-radius', 'length'],
  'global.border.width': ['--fw-border-width', 'length'],
  'global.fonts.families.body': ['--fw-font-family', 'font'],
  'global.fonts.size.large': ['--fw-font-size-large', 'length'],
  'global.fonts.size.medium': ['--fw-font-size-medium', 'length'],
  'global.fonts.size.small': ['--fw-font-size-small', 'length'],
  'global.fonts.size.title': ['--fw-font-size-title', 'length'],
  'global.fonts.size.largeTitle': ['--fw-font-size-large-title', 'length'],
  'titleBar.colors.bg': ['--fw-title-bar-bg', 'color'],
  'titleBar.colors.fg': ['--fw-title-bar-fg', 'color'],
  'titleBar.sizing.height': ['--fw-title-bar-height', 'length'],
  'titleBar.sizing.mobile.height': ['--fw-title-bar-mobile-height', 'length'],
};

export const THEME_VARIABLES_STYLE_ID = 'theme-variables';

const LENGTH = /^(\d{1,4}(?:\.\d{1,3})?)(px|rem|em|%)?$/;
const GENERIC_FONTS = new Set(['serif', 'sans-serif', 'monospace', 'system-ui', 'cursive']);
const FONT_NAME = /^[\p{L}\p{N} _-]{1,60}$/u;

function invalid(path: string): Error {
  return new Error(`Invalid theme variable: ${path}`);
}

function length(value: unknown, path: string): string {
  const match = LENGTH.exec(typeof value === 'number' ? String(value) : String(value).trim());
  if (!match) throw invalid(path);
  return `${match[1]}${match[2] ?? 'px'}`;
}

/** Font families re-quoted by us; any name with characters beyond letters, digits, space, _ and - is refused. */
function font(value: unknown, path: string): string {
  const list = Array.isArray(value) ? value : String(value).split(',');
  const names = list.map((item) =>
    String(item)
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2'),
  );
  if (names.length === 0 || names.some((name) => !FONT_NAME.test(name))) throw invalid(path);
  return names.map((name) => (GENERIC_FONTS.has(name) ? name : `'${name}'`)).join(', ');
}

function valueAt(variables: unknown, path: string): unknown {
  let node = variables;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * The custom properties that `variables` override, each value validated and re-written by
 * us. Throws `Error('Invalid color detected')` for a bad colour and
 * `Error('Invalid theme variable: <path>')` for another bad value; nothing is returned then.
 * A primary colour without an explicit contrast colour also sets `--fw-primary-contrast`
 * to white or near-black, whichever keeps text on it readable.
 */
export function themeVariablesToTokens(variables: unknown): Partial<Record<ThemeToken, string>> {
  const tokens: Partial<Record<ThemeToken, string>> = {};
  for (const [path, [token, kind]] of Object.entries(THEME_VARIABLE_MAP)) {
    const value = valueAt(variables, path);
    if (value === undefined || value === null || value === '') continue;
    if (kind === 'color') tokens[token] = ensureColor(value);
    else if (kind === 'length') tokens[token] = length(value, path);
    else tokens[token] = font(value, path);
  }
  const primary = parseColor(tokens['--fw-primary']);
  if (primary && !tokens['--fw-primary-contrast']) {
    tokens['--fw-primary-contrast'] = readableTextOn(primary);
  }
  return tokens;
}

/**
 * Overrides the theme defaults at run time with a server theme's variables
 * (e.g. `{ global: { mainColors: { primary: '#0b6e4f' } } }`). Calling it again replaces the
 * previous overrides; `{}` restores the defaults. Validates everything first and throws
 * (see `themeVariablesToTokens`) without changing the page when any value is invalid.
 */
export function applyThemeVariables(variables: unknown, doc: Document = document): void {
  const tokens = Object.entries(themeVariablesToTokens(variables));
  const css =
    tokens.length === 0
      ? ''
      : `:root .fw-root{${tokens.map(([name, value]) => `${name}:${value};`).join('')}}`;
  replaceStyles(THEME_VARIABLES_STYLE_ID, css, doc);
}

/** The variables of a `GET /themes/{key}` answer (`assets.variables.data`), or `{}`. */
export function themeVariablesOf(theme: ApiTheme | undefined): unknown {
  const data = theme?.assets.variables?.data;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data) as unknown;
    } catch {
      return {};
    }
  }
  return data ?? {};
}
