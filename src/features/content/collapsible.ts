/**
 * Collapses `element` to 100 px with an Expand/Collapse toggle when it is taller than 100 + 50
 * px (02 §9); shorter content is left alone. Returns the cleanup. INTERFACE STUB: issue 19.
 */
export function makeCollapsible(
  element: HTMLElement,
  options: { maxHeight?: number; overshoot?: number } = {},
): () => void {
  void element;
  void options;
  return () => undefined;
}
