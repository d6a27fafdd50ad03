import DOMPurify from 'dompurify';
import { sanitizeUrl } from '@/utils/links';

/** Structure and formatting only: nothing that runs, submits or restyles the page. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'];
const FORBID_ATTR = ['style', 'id', 'name'];

/**
 * The server's HTML (already sanitised there) sanitised again with DOMPurify, each link and
 * source through `sanitizeUrl` (an unsafe one is dropped), as a fragment of this document.
 * `id` and `name` are dropped so a post cannot take the place of a permalink target.
 */
export function safeFragment(html: string, doc: Document = document): DocumentFragment {
  const fragment = doc.importNode(
    DOMPurify.sanitize(html, {
      RETURN_DOM_FRAGMENT: true,
      FORBID_TAGS,
      FORBID_ATTR,
    }),
    true,
  );
  for (const element of Array.from(fragment.querySelectorAll('[href], [src], [srcset]'))) {
    element.removeAttribute('srcset');
    for (const name of ['href', 'src']) {
      if (!element.hasAttribute(name)) continue;
      const safe = sanitizeUrl(element.getAttribute(name));
      if (safe === undefined) element.removeAttribute(name);
      else element.setAttribute(name, safe);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank')
      element.setAttribute('rel', 'noopener noreferrer ugc');
  }
  return fragment;
}
