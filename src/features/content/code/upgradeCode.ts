/**
 * Gives each `pre > code` block inside `root` a copy button, and highlights them with the lazy
 * highlighter chunk (loaded only when a code block exists). INTERFACE STUB: issue 19.
 */
export function upgradeCode(root: HTMLElement): void {
  void root;
}
