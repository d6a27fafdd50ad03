/**
 * The shortcuts as the toolbar announces them (`aria-keyshortcuts`, WAI-ARIA key names) and
 * shows them in its tooltips. "Mod" is Command on Apple systems and Control elsewhere, as in
 * ProseMirror's keymaps (keymap.ts).
 */
const SHORTCUTS = {
  bold: 'Mod+B',
  italic: 'Mod+I',
  strike: 'Mod+Shift+X',
  code: 'Mod+E',
  link: 'Mod+K',
  paragraph: 'Mod+Alt+0',
  heading2: 'Mod+Alt+2',
  heading3: 'Mod+Alt+3',
  heading4: 'Mod+Alt+4',
  orderedList: 'Mod+Shift+7',
  bulletList: 'Mod+Shift+8',
  blockquote: 'Mod+Shift+9',
  codeBlock: 'Mod+Alt+C',
} as const;

export type ShortcutName = keyof typeof SHORTCUTS;

function isApple(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform);
}

/** The `aria-keyshortcuts` value: `Control+B`, or `Meta+B` on Apple systems. */
export function ariaShortcut(name: ShortcutName): string {
  return SHORTCUTS[name].replace('Mod', isApple() ? 'Meta' : 'Control');
}

/** The shortcut as people read it: `Ctrl+B`, or `⌘+B` on Apple systems. */
export function shortcutText(name: ShortcutName): string {
  return SHORTCUTS[name]
    .replace('Mod', isApple() ? '⌘' : 'Ctrl')
    .replace('Alt', isApple() ? '⌥' : 'Alt');
}
