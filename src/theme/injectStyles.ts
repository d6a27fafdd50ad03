let nonce: string | undefined;

/** Sets the CSP nonce that every style tag we inject carries (from the bootstrap config). */
export function setStyleNonce(value: string | undefined): void {
  nonce = value;
}

/**
 * Adds a stylesheet once per id to the document head. Our CSS only uses `fw-` prefixed
 * selectors, so it cannot restyle the host page.
 */
const injected = new WeakMap<Document, Set<string>>();

export function injectStyles(id: string, css: string, doc: Document = document): void {
  const attr = `data-fw-style`;
  let ids = injected.get(doc);
  if (!ids) injected.set(doc, (ids = new Set()));
  if (ids.has(id) && doc.head.querySelector(`style[${attr}="${id}"]`)) return;
  ids.add(id);
  if (doc.head.querySelector(`style[${attr}="${id}"]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(attr, id);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.appendChild(style);
}
