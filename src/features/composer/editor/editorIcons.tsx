import type { ReactElement } from 'react';

/** Outline paths on a 24×24 grid, drawn with `currentColor` (like src/ui/icons.tsx). */
const PATHS = {
  bold: 'M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z',
  italic: 'M19 4h-9M14 20H5M15 4 9 20',
  strike:
    'M4 12h16M16 6.5C15 5 13.5 4.5 12 4.5c-2.5 0-4.5 1.3-4.5 3.5M8 17.5c1 1.5 2.5 2 4 2 2.7 0 4.5-1.4 4.5-3.5',
  code: 'm8 7-5 5 5 5M16 7l5 5-5 5',
  link: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.2-1.2',
  bulletList: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  orderedList: 'M10 6h10M10 12h10M10 18h10M4 4.5h1.5V9M4 9h3M4 14.5h3L4 19h3',
  quote: 'M4 5v14M9 8h11M9 12h11M9 16h7',
  codeBlock: 'M3 4h18v16H3zM8 10l-2 2 2 2M16 10l2 2-2 2M13 9l-2 6',
  spoiler:
    'M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c5.5 0 9 7 9 7a17 17 0 0 1-2.7 3.6M6.6 6.6A17 17 0 0 0 3 12s3.5 7 9 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  upload:
    'M21 11.5 12.5 20a5.5 5.5 0 0 1-7.8-7.8l8.5-8.5a3.7 3.7 0 0 1 5.2 5.2l-8.5 8.5a1.8 1.8 0 0 1-2.6-2.6l7.8-7.8',
  chevron: 'm6 9 6 6 6-6',
} as const;

export type EditorIconName = keyof typeof PATHS;

/** A toolbar icon; always decorative (the button carries the name). */
export function EditorIcon({ name }: { name: EditorIconName }): ReactElement {
  return (
    <svg className="fw-rich-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
