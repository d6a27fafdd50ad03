import { t } from '@/i18n/translate';
import { contentIcon, eachSafely, nextContentID, within } from './contentDom';

/**
 * The server formats: rich2's `div.spoiler` (04 §3.3: fixed button chrome, then the lines in
 * `div.spoiler-content`), the older `details.spoiler`, and the legacy `div.Spoiler`.
 */
export const SPOILER_SELECTOR = 'div.spoiler, details.spoiler, div.Spoiler';

const EYE =
  'M8 3C4.4 3 1.6 5.4.5 8c1.1 2.6 3.9 5 7.5 5s6.4-2.4 7.5-5C14.4 5.4 11.6 3 8 3zm0 8.2A3.2 3.2 0 1 1 8 4.8a3.2 3.2 0 0 1 0 6.4zM8 6.3a1.7 1.7 0 1 0 0 3.4 1.7 1.7 0 0 0 0-3.4z';

function label(open: boolean): string {
  return open ? t('Hide spoiler') : t('Show spoiler');
}

/** rich2's `div.spoiler` and `details.spoiler`, as opposed to the legacy `div.Spoiler`. */
function isRich2Spoiler(spoiler: HTMLElement): boolean {
  return spoiler.tagName === 'DETAILS' || spoiler.classList.contains('spoiler');
}

/**
 * The spoiler's contents as nodes: `.spoiler-content`'s children, else all but the summary and
 * the server's button chrome (04 §3.3's `.spoiler-buttonContainer`).
 */
function contentsOf(spoiler: HTMLElement): Node[] {
  if (isRich2Spoiler(spoiler)) {
    const inner = Array.from(spoiler.children).find((c) => c.classList.contains('spoiler-content'));
    if (inner) return Array.from(inner.childNodes);
    return Array.from(spoiler.childNodes).filter(
      (node) =>
        !(
          node instanceof Element &&
          (node.tagName === 'SUMMARY' || node.classList.contains('spoiler-buttonContainer'))
        ),
    );
  }
  return Array.from(spoiler.childNodes);
}

function upgradeSpoiler(spoiler: HTMLElement): void {
  if (spoiler.classList.contains('fw-spoiler')) return;
  const doc = spoiler.ownerDocument;
  const region = doc.createElement('div');
  region.className = 'fw-spoiler-content';
  region.id = nextContentID('spoiler');
  region.hidden = true;
  region.append(...contentsOf(spoiler));

  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'fw-spoiler-toggle';
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', region.id);
  const text = doc.createElement('span');
  text.textContent = label(false);
  button.append(contentIcon(doc, EYE, 'fw-spoiler-icon'), text);
  button.addEventListener('click', () => {
    const open = region.hidden === true;
    region.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    text.textContent = label(open);
  });

  // A <details> keeps its own open state and summary toggle; a div does not. Both become a
  // plain block so only our button toggles.
  const block = isRich2Spoiler(spoiler) ? doc.createElement('div') : spoiler;
  block.classList.add('fw-spoiler');
  block.replaceChildren(button, region);
  // The new block drops the server's class, so a theme's own `.spoiler` look (and its script's
  // `.js-toggleSpoiler` button) does not wrap ours a second time.
  if (block !== spoiler) spoiler.replaceWith(block);
}

/**
 * Spoilers in `root` become a "Show spoiler" button (`aria-expanded`, `aria-controls`) and
 * their hidden contents. An upgraded spoiler is left alone.
 */
export function upgradeSpoilers(root: HTMLElement): void {
  eachSafely(within(root, SPOILER_SELECTOR), upgradeSpoiler);
}
