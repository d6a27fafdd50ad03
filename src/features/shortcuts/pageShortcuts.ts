import { selectSiteUrl } from '@/store/bootstrapSlice';
import type { Runtime } from '@/store/runtimeTypes';
import { sanitizeUrl } from '@/utils/links';
import { DIALOG_EVENT, startShortcuts } from './startShortcuts';

/** The site's home: the config's siteUrl (when it is a safe URL) with a final slash, else `/`. */
export function homeOf(siteUrl: string | undefined): string {
  const safe = siteUrl ? sanitizeUrl(siteUrl) : undefined;
  return safe ? `${safe.replace(/\/+$/, '')}/` : '/';
}

/** The page's one set of shortcuts, per document: its cleanup. */
const started = new WeakMap<Document, () => void>();

/**
 * Starts the page's shortcuts with the runtime, once per document: the home from the config's
 * siteUrl and the dialog as a lazy chunk mounted through the runtime. Returns their cleanup.
 */
export function startPageShortcuts(
  doc: Document,
  runtime: Runtime,
  early: readonly KeyboardEvent[] = [],
): () => void {
  const running = started.get(doc);
  // Its listener has seen the `early` keys already.
  if (running) return running;
  const stop = startShortcuts(
    doc,
    {
      homeUrl: () => homeOf(selectSiteUrl(runtime.store.getState())),
      openDialog: (request) =>
        void import('./openShortcutsDialog').then((m) =>
          m.openShortcutsDialog(doc, runtime, request),
        ),
    },
    early,
  );
  const cleanup = (): void => {
    if (started.get(doc) !== cleanup) return;
    started.delete(doc);
    stop();
  };
  started.set(doc, cleanup);
  return cleanup;
}

/**
 * Opens the dialog from a link (`a[href="#keyboard-shortcuts"]`, see the trigger): the way back
 * for a visitor who turned the single-key shortcuts off, `?` included.
 */
export function openPageShortcutsDialog(doc: Document, runtime: Runtime): void {
  startPageShortcuts(doc, runtime);
  doc.dispatchEvent(new Event(DIALOG_EVENT));
}
