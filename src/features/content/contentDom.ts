/** Small DOM builders the content upgrades share: no HTML strings, only created nodes. */

const SVG = 'http://www.w3.org/2000/svg';

let sequence = 0;

/** A page-unique id for `aria-controls` and friends. */
export function nextContentID(prefix: string): string {
  sequence += 1;
  return `fw-${prefix}-${sequence}`;
}

/** A 16 px decorative icon (hidden from assistive technology) drawn from one path. */
export function contentIcon(doc: Document, path: string, className: string): SVGSVGElement {
  const svg = doc.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', className);
  const shape = doc.createElementNS(SVG, 'path');
  shape.setAttribute('d', path);
  shape.setAttribute('fill', 'currentColor');
  svg.appendChild(shape);
  return svg;
}

/** Text only screen readers read (the theme's `.fw-srOnly`). */
export function srOnlyText(doc: Document, text: string): HTMLSpanElement {
  const span = doc.createElement('span');
  span.className = 'fw-srOnly';
  span.textContent = text;
  return span;
}

/**
 * Runs `upgrade` on each element, each in its own `try`: a malformed block stays as the server
 * sent it and the others are still upgraded.
 */
export function eachSafely<E extends Element>(
  elements: Iterable<E>,
  upgrade: (e: E) => void,
): void {
  for (const element of elements) {
    try {
      upgrade(element);
    } catch {
      // Left as it was: one bad block must not stop the page.
    }
  }
}

/** The elements of `root` (and `root` itself) that match `selector`, in document order. */
export function within<E extends Element = HTMLElement>(root: Element, selector: string): E[] {
  const found = Array.from(root.querySelectorAll<E>(selector));
  return root.matches(selector) ? [root as unknown as E, ...found] : found;
}
