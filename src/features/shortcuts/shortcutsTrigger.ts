import type { Runtime } from '@/store/runtimeTypes';

/**
 * The runtime's part of the shortcuts: a listener that loads their chunk on the first key
 * pressed without Ctrl, Alt or Meta and hands it that key, and one that opens their dialog from
 * a link to `#keyboard-shortcuts` (a site's footer or help page), the way back when they are
 * turned off. Pages where nobody types cost nothing more.
 */
export function listenForShortcuts(doc: Document, runtime: Runtime): void {
  const load = (): Promise<typeof import('./pageShortcuts')> => import('./pageShortcuts');
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    doc.removeEventListener('keydown', onKey);
    load().then(
      (m) => m.startPageShortcuts(doc, runtime, event),
      () => doc.addEventListener('keydown', onKey),
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
