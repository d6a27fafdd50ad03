import { getLocale } from './translate';

/** Compact units, largest first (spec 02 §5): thousand, million, billion, trillion. */
const UNITS = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(
  locale: string,
  maximumFractionDigits: number,
  minimumFractionDigits = 0,
): Intl.NumberFormat {
  const cacheKey = `${locale}|${maximumFractionDigits}|${minimumFractionDigits}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, { maximumFractionDigits, minimumFractionDigits });
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/** The formatted whole numbers under `SMALL`, per locale, filled as they are asked for. */
const SMALL = 1000;
const smallNumbers = new Map<string, string[]>();

/**
 * The full value with the locale's grouping: 1234567 → '1,234,567' in `en`,
 * '1.234.567' in `de`. Up to three decimals are kept. NaN reads '0'.
 */
export function formatFullNumber(value: number, locale: string = getLocale()): string {
  // Counts under 1000 (most views, comments and scores of a list) are formatted once per locale.
  if (value >= 0 && value < SMALL && Number.isInteger(value) && !Object.is(value, -0)) {
    let small = smallNumbers.get(locale);
    if (!small) smallNumbers.set(locale, (small = []));
    return (small[value] ??= formatter(locale, 3).format(value));
  }
  return formatter(locale, 3).format(Number.isNaN(value) ? 0 : value);
}

/**
 * A short count: plain under 1000, then k, m, b, t with one decimal, always shown
 * (spec 02 §5): 1234 → '1.2k', 2500000 → '2.5m', 1000 → '1.0k', 1_000_000 → '1.0m'.
 *
 * - The decimal is truncated, never rounded up, so a count is never overstated and
 *   999950 or 999999 reads '999.9k', never '1000.0k'.
 * - The decimal separator follows the locale ('1,2k' in `de`); the suffixes do not change.
 * - Negative values keep their sign ('-1.2k'); NaN reads '0'.
 * Show `formatFullNumber` alongside (e.g. in a `title`) when the exact count matters.
 */
export function formatCompactNumber(value: number, locale: string = getLocale()): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(abs)) return formatFullNumber(value, locale);
  const unit = UNITS.find((candidate) => abs >= candidate.value);
  if (!unit) return formatFullNumber(value, locale);
  // Integer tenths of the unit, divided exactly: avoids 4.1 * 10 = 40.99… float drift.
  const tenths = Math.floor(abs / (unit.value / 10));
  const shown = (Math.sign(value) * tenths) / 10;
  return `${formatter(locale, 1, 1).format(shown)}${unit.suffix}`;
}
