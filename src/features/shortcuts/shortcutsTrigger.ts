import type { Runtime } from '@/store/runtimeTypes';

/**
 * The runtime's part of the shortcuts: a listener that loads their chunk on the first
 * character key (or Enter) pressed without Ctrl, Alt or Meta and hands it the keys pressed
 * until it is here, and one that opens their dialog from a link to `#keyboard-shortcuts` (a
 * site's footer or help page), the way back when they are turned off. Pages where nobody types
 * cost nothing more.
 */
export function listenForShortcuts(doc: Document, runtime: Runtime): void {
  const load = (): Promise<typeof import('./pageShortcuts')> => import('./pageShortcuts');
  const early: KeyboardEvent[] = [];
  const onKey = (event: KeyboardEvent): void => {
    // Not Shift alone (it comes before `?`), Tab or the arrows.
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    if (event.key.length !== 1 && event.key !== 'Enter') return;
    if (early.push(event) > 1) return;
    load().then(
      (m) => {
        doc.removeEventListener('keydown', onKey);
        m.startPageShortcuts(doc, runtime, early.splice(0));
      },
      () => (early.length = 0),
    );
  };
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (!target?.closest?.('a[href="#keyboard-shortcuts"]')) return;
    event.preventDefault();
    void load().then((m) => m.openPageShortcutsDialog(doc, runtime));
  });
}
