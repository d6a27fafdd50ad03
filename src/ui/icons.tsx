import type { ReactElement } from 'react';

/** Stroke paths on a 24×24 grid (Feather-style outlines), drawn with `currentColor`. */
const PATHS = {
  alert: 'M12 3 2 20h20L12 3zM12 10v4M12 17.5v.01',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  close: 'M18 6 6 18M6 6l12 12',
  chevron: 'm6 9 6 6 6-6',
  bookmark: 'M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z',
  notFound: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35M8 8.5l6 5M14 8.5l-6 5',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  share: 'M4 12v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7M16 6l-4-4-4 4M12 2v13',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  /** An accessible name makes the icon an image; without one it is hidden from assistive technology. */
  label?: string;
  className?: string;
  filled?: boolean;
}

/**
 * A small inline SVG icon: no network, inherits the text colour. Its stroke and fill come from
 * the `.fw-icon` rules of controls.css (`fw-icon--filled` fills it), not from attributes, so each
 * icon is two elements with three or four attributes.
 */
export function Icon({ name, label, className, filled }: IconProps): ReactElement {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={`fw-icon${filled ? ' fw-icon--filled' : ''}${className ? ` ${className}` : ''}`}
      viewBox="0 0 24 24"
      {...a11y}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** The "×" of close, dismiss and clear buttons, sized in pixels; needs no stylesheet. */
export function CloseIcon({ size = 20 }: { size?: number }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
