/**
 * The HTML filter in front of the schema's parse rules, for pasted HTML and for existing
 * `html`/`wysiwyg` bodies. HTML is first read into an inert document (no scripts run, no
 * images load), where inline styles that carry formatting (bold, italic, strike) become the
 * matching elements and classes are cut down to the few the parse rules read; then DOMPurify
 * keeps only structural and formatting elements and a handful of attributes (`data:` images
 * become uploads first, dataImages.ts). No style, no event handler, no script, iframe, form
 * or SVG survives; the schema then drops the rest.
 */
import DOMPurify from 'dompurify';
import { swapDataImages } from './dataImages';

const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol',
  'li', 'a', 'strong', 'b', 'em', 'i', 's', 'del', 'strike', 'img', 'div', 'span', 'details',
  'summary', 'section', 'article', 'header', 'footer', 'figure', 'figcaption', 'table',
  'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'dl', 'dt', 'dd', 'hr', 'u', 'sub', 'sup',
]; // prettier-ignore

/**
 * `data-pm-slice` is ProseMirror's own marker when copying inside the editor (depths only);
 * `data-wire` holds a rich2 element the editor keeps whole (schemaWire.ts); `data-embedjson`,
 * `data-username` and `title` are read from a forum server's embeds, mentions and emoji (04 §7
 * step 5). All are data to the parse rules, never markup.
 */
const ALLOWED_ATTR = [
  'href', 'src', 'alt', 'title', 'start', 'class', 'data-userid', 'data-username', 'data-name',
  'data-size', 'data-media-id', 'data-pm-slice', 'data-wire', 'data-embedjson',
]; // prettier-ignore

/** The classes the schema's parse rules look for; every other class goes. */
const KEPT_CLASSES = new Set([
  'spoiler',
  'spoiler-content',
  'mention',
  'atMention',
  'emoji',
  'js-embed',
  'embedExternal',
  'fw-rich-embed',
  'fw-rich-embed-inline',
  'fw-rich-emoji',
  'fw-rich-opaque',
  'fw-rich-opaque-inline',
  'fw-rich-attachment',
  'fw-rich-mention',
  'fw-rich-spoiler',
]);

const PURIFY_CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Form controls go with their text (a button's label is not content).
  ADD_FORBID_CONTENTS: ['button', 'select', 'textarea', 'option', 'optgroup', 'datalist'],
};

const BOLD_WEIGHT = /^(bold|bolder|[6-9]\d\d)$/;
const NORMAL_WEIGHT = /^(normal|lighter|[1-5]\d\d)$/;

function parseInert(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

function moveChildren(from: Element, to: Element): void {
  while (from.firstChild) to.appendChild(from.firstChild);
}

/** Wraps the element's children in `tag` (a `<span style="font-weight:700">` → strong inside). */
function wrapChildren(element: Element, tag: string): void {
  const wrapper = element.ownerDocument.createElement(tag);
  moveChildren(element, wrapper);
  element.appendChild(wrapper);
}

/** `font-weight: 700; font-style:italic` → `{ 'font-weight': '700', 'font-style': 'italic' }`. */
function inlineStyle(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      found[part.slice(0, colon).trim().toLowerCase()] = part
        .slice(colon + 1)
        .replace(/!important/i, '')
        .trim()
        .toLowerCase();
  }
  return found;
}

/**
 * Formatting that arrives only as inline style (word processors, Google Docs) becomes
 * elements before the styles are dropped; a `<b style="font-weight:normal">` (Google Docs
 * wraps a whole paste in one) stops being bold.
 */
function stylesToElements(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll<HTMLElement>('[style]'))) {
    // The attribute's text, not `element.style`: under a strict style-src the browser leaves the
    // CSSOM of these inert elements empty, though the attribute is still there.
    const style = inlineStyle(element.getAttribute('style') ?? '');
    const fontWeight = style['font-weight'] ?? '';
    const fontStyle = style['font-style'] ?? '';
    const decoration = `${style['text-decoration'] ?? ''} ${style['text-decoration-line'] ?? ''}`;
    const tag = element.tagName;
    if ((tag === 'B' || tag === 'STRONG') && NORMAL_WEIGHT.test(fontWeight)) {
      const span = element.ownerDocument.createElement('span');
      moveChildren(element, span);
      element.replaceWith(span);
      continue;
    }
    if (BOLD_WEIGHT.test(fontWeight) && tag !== 'B' && tag !== 'STRONG') {
      wrapChildren(element, 'strong');
    }
    if (fontStyle === 'italic' && tag !== 'I' && tag !== 'EM') wrapChildren(element, 'em');
    if (decoration.includes('line-through') && !['S', 'DEL', 'STRIKE'].includes(tag)) {
      wrapChildren(element, 's');
    }
  }
}

function keepKnownClasses(body: HTMLElement): void {
  for (const element of Array.from(body.querySelectorAll('[class]'))) {
    const kept = Array.from(element.classList).filter((name) => KEPT_CLASSES.has(name));
    if (kept.length > 0) element.setAttribute('class', kept.join(' '));
    else element.removeAttribute('class');
  }
}

/** Sanitised HTML, safe to hand to ProseMirror's clipboard parser (`transformPastedHTML`). */
export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  const { body } = parseInert(html);
  stylesToElements(body);
  keepKnownClasses(body);
  swapDataImages(body);
  return DOMPurify.sanitize(body.innerHTML, PURIFY_CONFIG);
}

/** The sanitised HTML as the body of an inert document, for `DOMParser.parse`. */
export function sanitizedElement(html: string): HTMLElement {
  return parseInert(sanitizeHtml(html)).body;
}
