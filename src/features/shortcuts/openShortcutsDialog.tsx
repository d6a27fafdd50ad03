import type { Runtime } from '@/store/runtimeTypes';
import { ShortcutsDialog } from './components/ShortcutsDialog';
import type { DialogRequest } from './startShortcuts';

const open = new WeakSet<Document>();

/**
 * Mounts the shortcuts dialog through the runtime (its one React root and error boundary) into
 * a container of its own; the dialog itself renders in the page's portal. Once per document
 * at a time.
 */
export function openShortcutsDialog(doc: Document, runtime: Runtime, request: DialogRequest): void {
  if (open.has(doc)) return;
  open.add(doc);
  const el = doc.createElement('div');
  el.setAttribute('data-fw-shortcuts', '');
  doc.body.appendChild(el);
  let closed = false;
  const close = (): void => {
    if (closed) return;
    closed = true;
    handle.unmount();
    el.remove();
    open.delete(doc);
  };
  const handle = runtime.mountWidget(
    el,
    ShortcutsDialog,
    { ...request, onClose: close },
    { onMounted: () => undefined, onRenderError: () => undefined, onDismiss: close },
  );
}
