const PORTAL_CLASS = 'fw-root fw-portal';

const containers = new WeakMap<Document, HTMLElement>();

/**
 * The one body-level container that modals, toasts and tooltips render into. It carries
 * `fw-root`, so the theme's custom properties and our scoped styles apply inside it. If a
 * page script removes it, the next call puts a fresh one back.
 */
export function getPortalContainer(doc: Document = document): HTMLElement {
  const existing = containers.get(doc);
  if (existing && existing.isConnected) return existing;
  const container = doc.createElement('div');
  container.className = PORTAL_CLASS;
  container.setAttribute('data-fw-portal', '');
  doc.body.appendChild(container);
  containers.set(doc, container);
  return container;
}
