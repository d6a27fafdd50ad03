/**
 * Makes the editor state take a selection the browser has made but not yet reported.
 *
 * The browser moves a selection made by keys (Shift+Arrow, End, Ctrl+A…) itself, and tells
 * the page only in a `selectionchange` event, a task later. ProseMirror copies the DOM
 * selection into its state on that event; on keydown it flushes pending DOM mutations, but not
 * a selection the event has not reported yet. So a key pressed at once after the selection
 * (keyboard and screen-reader users, a slow phone, a busy page: the browser runs input before
 * other tasks) reached the commands with the selection before: Shift+ArrowLeft five times then
 * Ctrl+B made `hello wor<strong>ld</strong>`.
 *
 * `takeDomSelection` closes that gap: when the page's selection inside the editor is not the
 * state's, it hands ProseMirror the `selectionchange` it would soon get, and ProseMirror reads
 * the DOM selection by its own rules (node selections, ignored nodes, a selection it set
 * itself) and dispatches it. The real event that follows finds nothing new.
 */
import type { EditorView } from 'prosemirror-view';

/** Views being synced now: reading the selection can run key handlers again (Android Enter). */
const syncing = new WeakSet<EditorView>();

/** True when the page's selection lies in the editor and is not the state's selection. */
function domSelectionMoved(view: EditorView): boolean {
  const root = view.root as Document | (ShadowRoot & { getSelection?: () => Selection | null });
  const selection = root.getSelection?.() ?? view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode) return false;
  if (!view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return false;
  try {
    const anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
    const head = view.posAtDOM(focusNode, selection.focusOffset);
    return anchor !== view.state.selection.anchor || head !== view.state.selection.head;
  } catch {
    // A position ProseMirror cannot map: let it decide.
    return true;
  }
}

/** Brings the selection the user sees into `view.state` before a command reads it. */
export function takeDomSelection(view: EditorView): void {
  if (view.isDestroyed || view.composing || !view.hasFocus() || syncing.has(view)) return;
  if (!domSelectionMoved(view)) return;
  syncing.add(view);
  try {
    view.dom.ownerDocument.dispatchEvent(new Event('selectionchange'));
  } finally {
    syncing.delete(view);
  }
}
