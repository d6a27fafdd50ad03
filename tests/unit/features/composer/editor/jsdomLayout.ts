/**
 * jsdom has no layout: ranges lack getClientRects and getBoundingClientRect, which
 * ProseMirror calls when it scrolls the selection into view. Empty rectangles stand in.
 */
const emptyRects = (): DOMRectList =>
  Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (!Range.prototype.getClientRects) Range.prototype.getClientRects = emptyRects;
if (!Range.prototype.getBoundingClientRect) {
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}

export {};
