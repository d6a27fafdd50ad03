import { t } from '@/i18n/translate';
import { injectStyles } from '@/theme/injectStyles';
import { COLLAPSIBLE } from '@/theme/themeConstants';
import css from './collapsible.css';

/** The resize debounce of 02 §9. */
const REMEASURE_DELAY = 100;

let nextId = 0;

/** The element's cleanup while it is collapsible, so a second call returns the first one's. */
const active = new WeakMap<HTMLElement, () => void>();

/**
 * Collapses `element` to `maxHeight` px (with a fade) and puts a real Expand/Collapse button
 * after it when its content is taller than `maxHeight + overshoot` px (02 §9: 100 and 50);
 * shorter content is left alone. The height is measured again, 100 ms after the last change,
 * when an image inside loads or the element or its children resize. Returns the cleanup, which
 * removes the button, the observers and the clamp. Calling it again on the same element
 * returns the first call's cleanup.
 */
export function makeCollapsible(
  element: HTMLElement,
  options: { maxHeight?: number; overshoot?: number } = {},
): () => void {
  const existing = active.get(element);
  if (existing) return existing;
  const maxHeight = options.maxHeight ?? COLLAPSIBLE.maxHeight;
  const overshoot = options.overshoot ?? COLLAPSIBLE.overshoot;
  const doc = element.ownerDocument;
  injectStyles('content-collapsible', css, doc);

  const ownId = element.id === '';
  if (ownId) element.id = `fw-collapsible-${++nextId}`;
  let button: HTMLButtonElement | undefined;
  let expanded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = (): void => {
    const collapsed = button !== undefined && !expanded;
    element.classList.toggle('fw-collapsible--collapsed', collapsed);
    element.style.maxHeight = collapsed ? `${maxHeight}px` : '';
    if (!button) return;
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? t('Collapse') : t('Expand');
  };

  const onToggle = (): void => {
    expanded = !expanded;
    render();
  };

  const measure = (): void => {
    timer = undefined;
    const tall = element.scrollHeight > maxHeight + overshoot;
    if (tall && !button) {
      button = doc.createElement('button');
      button.type = 'button';
      button.className = 'fw-collapsible-toggle';
      button.setAttribute('aria-controls', element.id);
      button.addEventListener('click', onToggle);
      element.after(button);
    } else if (!tall && button) {
      button.remove();
      button = undefined;
      expanded = false;
    }
    render();
  };

  const remeasure = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(measure, REMEASURE_DELAY);
  };

  const images = Array.from(element.querySelectorAll('img'));
  for (const image of images) image.addEventListener('load', remeasure);
  // While clamped, the element's own box no longer grows with its content: watch the children.
  const observer =
    typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(remeasure);
  if (observer) {
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
  }
  measure();

  const cleanup = (): void => {
    if (active.get(element) !== cleanup) return;
    active.delete(element);
    if (timer !== undefined) clearTimeout(timer);
    observer?.disconnect();
    for (const image of images) image.removeEventListener('load', remeasure);
    button?.remove();
    button = undefined;
    element.classList.remove('fw-collapsible--collapsed');
    element.style.maxHeight = '';
    if (ownId) element.removeAttribute('id');
  };
  active.set(element, cleanup);
  return cleanup;
}
