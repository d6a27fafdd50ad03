let nonce: string | undefined;

const ATTR = 'data-fw-style';

/** Sets the CSP nonce that every style tag we inject carries (from the bootstrap config). */
export function setStyleNonce(value: string | undefined): void {
  nonce = value;
}

/** The tags we created, per document, so the common "already there" check touches no DOM query. */
const created = new WeakMap<Document, Map<string, HTMLStyleElement>>();

function findStyle(id: string, doc: Document): HTMLStyleElement | undefined {
  const known = created.get(doc)?.get(id);
  return known?.isConnected ? known : undefined;
}

function createStyle(id: string, css: string, doc: Document): void {
  const style = doc.createElement('style');
  style.setAttribute(ATTR, id);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.appendChild(style);
  let styles = created.get(doc);
  if (!styles) created.set(doc, (styles = new Map()));
  styles.set(id, style);
}

/**
 * Adds a stylesheet once per id to the document head. Our CSS only uses `fw-` prefixed
 * selectors, so it cannot restyle the host page. If the tag was removed (a hostile page),
 * the next call puts it back.
 */
export function injectStyles(id: string, css: string, doc: Document = document): void {
  if (!findStyle(id, doc)) createStyle(id, css, doc);
}

/** Sets the text of the stylesheet `id`, creating it if needed (run-time theme overrides). */
export function replaceStyles(id: string, css: string, doc: Document = document): void {
  const style = findStyle(id, doc);
  if (style) style.textContent = css;
  else createStyle(id, css, doc);
}
