import type { Runtime } from '@/store/runtimeTypes';

/**
 * The runtime's part of the shortcuts: a listener that loads their chunk on the first key
 * pressed without Ctrl, Alt or Meta and hands it that key. Pages where nobody types cost
 * nothing more.
 */
export function listenForShortcuts(doc: Document, runtime: Runtime): void {
  const onKey = (event: KeyboardEvent): void => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    doc.removeEventListener('keydown', onKey);
    import('./pageShortcuts').then(
      (m) => m.startPageShortcuts(doc, runtime, event),
      () => doc.addEventListener('keydown', onKey),
    );
  };
  doc.addEventListener('keydown', onKey);
}
