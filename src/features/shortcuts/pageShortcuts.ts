import { selectSiteUrl } from '@/store/bootstrapSlice';
import type { Runtime } from '@/store/runtimeTypes';
import { sanitizeUrl } from '@/utils/links';
import { DIALOG_EVENT, startShortcuts } from './startShortcuts';

/** The site's home: the config's siteUrl (when it is a safe URL) with a final slash, else `/`. */
export function homeOf(siteUrl: string | undefined): string {
  const safe = siteUrl ? sanitizeUrl(siteUrl) : undefined;
  return safe ? `${safe.replace(/\/+$/, '')}/` : '/';
}

/** One set of shortcuts per document, however many runtimes start them (tests make several). */
const started = new WeakMap<Document, { users: number; stop: () => void }>();

/**
 * Starts the page's shortcuts with the runtime: the home from the config's siteUrl and the
 * dialog as a lazy chunk mounted through the runtime. Returns this caller's cleanup; the
 * listener goes when the last caller has cleaned up.
 */
export function startPageShortcuts(
  doc: Document,
  runtime: Runtime,
  first?: KeyboardEvent,
): () => void {
  let entry = started.get(doc);
  if (entry) {
    // Its listener has seen `first` already.
    entry.users += 1;
  } else {
    const stop = startShortcuts(
      doc,
      {
        homeUrl: () => homeOf(selectSiteUrl(runtime.store.getState())),
        openDialog: (request) =>
          void import('./openShortcutsDialog').then((m) =>
            m.openShortcutsDialog(doc, runtime, request),
          ),
      },
      first,
    );
    started.set(doc, (entry = { users: 1, stop }));
  }
  let done = false;
  return () => {
    if (done || !entry) return;
    done = true;
    entry.users -= 1;
    if (entry.users === 0) {
      entry.stop();
      started.delete(doc);
    }
  };
}

/**
 * Opens the dialog from a link (`a[href="#keyboard-shortcuts"]`, see the trigger): the way back
 * for a visitor who turned the single-key shortcuts off, `?` included.
 */
export function openPageShortcutsDialog(doc: Document, runtime: Runtime): void {
  startPageShortcuts(doc, runtime);
  doc.dispatchEvent(new Event(DIALOG_EVENT));
}
