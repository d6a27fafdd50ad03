import { parseColor } from '@/theme/color';
import { TITLE_BAR } from '@/theme/themeConstants';

export type Positioning = 'StickySolid' | 'StickyTransparent' | 'StaticSolid' | 'StaticTransparent';
export type BorderType = 'none' | 'border' | 'shadow' | 'shadowAsBorder';

export const POSITIONINGS: readonly Positioning[] = [
  'StickySolid',
  'StickyTransparent',
  'StaticSolid',
  'StaticTransparent',
];

/** StickySolid by default; transparent modes fall back to solid where not allowed (02 §4). */
export function resolvePositioning(value: unknown, allowTransparent: boolean): Positioning {
  const mode = POSITIONINGS.includes(value as Positioning) ? (value as Positioning) : 'StickySolid';
  if (allowTransparent) return mode;
  return mode === 'StickyTransparent'
    ? 'StickySolid'
    : mode === 'StaticTransparent'
      ? 'StaticSolid'
      : mode;
}

export function isSticky(mode: Positioning): boolean {
  return mode.startsWith('Sticky');
}

/** A pixel height from the props, else the spec's default: 48, 64 with labels, 44 on mobile. */
export function resolveHeight(value: unknown, isCompact: boolean, withLabels = false): number {
  const n = Number(value);
  if (value !== undefined && value !== null && Number.isFinite(n) && n >= 32 && n <= 200) return n;
  if (isCompact) return TITLE_BAR.mobileHeight;
  return withLabels ? TITLE_BAR.heightWithLabel : TITLE_BAR.height;
}

/** A colour from the props when it parses; invalid colours are ignored (with a warning). */
export function resolveColor(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (parseColor(value)) return String(value);
  console.warn(`[forum-widgets] TitleBar: Invalid color detected: ${String(value)}`);
  return undefined;
}

export function resolveBorder(value: unknown): BorderType {
  return value === 'none' || value === 'shadow' || value === 'shadowAsBorder' ? value : 'border';
}
