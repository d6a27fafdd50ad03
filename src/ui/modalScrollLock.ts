/**
 * Locks the page behind open modals. Nested modals share one lock: the body's own inline
 * overflow and padding come back only when the last modal closes. The scrollbar's width is
 * added as padding so the page does not shift sideways.
 */
const locks = new WeakMap<Document, { count: number; overflow: string; paddingRight: string }>();

export function lockBodyScroll(doc: Document): void {
  const current = locks.get(doc);
  if (current) {
    current.count += 1;
    return;
  }
  const { body, documentElement } = doc;
  locks.set(doc, {
    count: 1,
    overflow: body.style.overflow,
    paddingRight: body.style.paddingRight,
  });
  const scrollbar = (doc.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  if (scrollbar > 0) {
    const padding = parseFloat(doc.defaultView?.getComputedStyle(body).paddingRight ?? '') || 0;
    body.style.paddingRight = `${padding + scrollbar}px`;
  }
  body.style.overflow = 'hidden';
}

export function unlockBodyScroll(doc: Document): void {
  const current = locks.get(doc);
  if (!current) return;
  current.count -= 1;
  if (current.count > 0) return;
  locks.delete(doc);
  doc.body.style.overflow = current.overflow;
  doc.body.style.paddingRight = current.paddingRight;
}
