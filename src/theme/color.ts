/** Colour parsing for theme variables (spec 02 §5: an invalid colour raises 'Invalid color detected'). */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 to 1. */
  a: number;
}

export const INVALID_COLOR_MESSAGE = 'Invalid color detected';

/** The named colours we accept besides hex, rgb() and hsl(): CSS level 1 plus transparent. */
const NAMED: Record<string, string> = {
  transparent: '#0000',
  black: '#000',
  white: '#fff',
  red: '#f00',
  lime: '#0f0',
  blue: '#00f',
  yellow: '#ff0',
  aqua: '#0ff',
  fuchsia: '#f0f',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  olive: '#808000',
  green: '#008000',
  purple: '#800080',
  teal: '#008080',
  navy: '#000080',
  orange: '#ffa500',
};

const NUM = '([+-]?(?:\\d+\\.?\\d*|\\.\\d+))';
const SEP = '\\s*(?:,\\s*|\\s)';
const ALPHA = `(?:\\s*[,/]\\s*${NUM}(%?))?`;
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = new RegExp(
  `^rgba?\\(\\s*${NUM}(%?)${SEP}\\s*${NUM}(%?)${SEP}\\s*${NUM}(%?)${ALPHA}\\s*\\)$`,
  'i',
);
const HSL = new RegExp(
  `^hsla?\\(\\s*${NUM}(?:deg)?${SEP}\\s*${NUM}%${SEP}\\s*${NUM}%${ALPHA}\\s*\\)$`,
  'i',
);

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));
const channel = (value: string, percent: string): number =>
  Math.round(clamp(percent ? (Number(value) * 255) / 100 : Number(value), 0, 255));
const alpha = (value: string | undefined, percent: string | undefined): number =>
  value === undefined ? 1 : clamp(percent ? Number(value) / 100 : Number(value), 0, 1);

function fromHex(hex: string): Rgba {
  const digits = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
  const n = (i: number): number => parseInt(digits.slice(i, i + 2), 16);
  return { r: n(0), g: n(2), b: n(4), a: digits.length === 8 ? n(6) / 255 : 1 };
}

function fromHsl(h: number, s: number, l: number): Omit<Rgba, 'a'> {
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const k = (n: number): number => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number): number =>
    Math.round(255 * (light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return { r: f(0), g: f(8), b: f(4) };
}

/** Parses hex, rgb()/rgba(), hsl()/hsla() or a basic named colour; anything else is undefined. */
export function parseColor(value: unknown): Rgba | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  const named = NAMED[text];
  if (named) return fromHex(named.slice(1));
  const hex = HEX.exec(text);
  if (hex) return fromHex(hex[1]!);
  const rgb = RGB.exec(text);
  if (rgb) {
    const [, r, rp, g, gp, b, bp, a, ap] = rgb;
    return { r: channel(r!, rp!), g: channel(g!, gp!), b: channel(b!, bp!), a: alpha(a, ap) };
  }
  const hsl = HSL.exec(text);
  if (hsl) {
    const [, h, s, l, a, ap] = hsl;
    const hue = ((Number(h) % 360) + 360) % 360;
    return { ...fromHsl(hue, Number(s), Number(l)), a: alpha(a, ap) };
  }
  return undefined;
}

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/** A colour as CSS we generated ourselves: `#rrggbb`, or `rgba(r, g, b, a)` when translucent. */
export function formatColor({ r, g, b, a }: Rgba): string {
  return a >= 1
    ? `#${hex2(r)}${hex2(g)}${hex2(b)}`
    : `rgba(${r}, ${g}, ${b}, ${Math.round(a * 1000) / 1000})`;
}

/**
 * The colour normalised to CSS we wrote, never the raw input. Throws
 * `Error('Invalid color detected')` for anything that is not a colour — including
 * `expression(…)`, `url(javascript:…)`, `red; background: url(…)`.
 */
export function ensureColor(value: unknown): string {
  const color = parseColor(value);
  if (!color) throw new Error(INVALID_COLOR_MESSAGE);
  return formatColor(color);
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const lin = (c: number): number => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio between two opaque colours (1 to 21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** White text when it reaches 4.5:1 on `background`, otherwise whichever of white and near-black reads better. */
export function readableTextOn(background: Rgba): string {
  const onWhite = contrastRatio(background, { r: 255, g: 255, b: 255, a: 1 });
  const onDark = contrastRatio(background, { r: 17, g: 17, b: 17, a: 1 });
  return onWhite >= 4.5 || onWhite >= onDark ? '#ffffff' : '#111111';
}
