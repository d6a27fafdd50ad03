import DOMPurify from 'dompurify';
import { type CSSProperties, type ReactElement, useLayoutEffect, useRef } from 'react';
import { sanitizeUrl } from '../../src/utils/links';

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

/** A post's body or a signature: the sanitised HTML in a `div`, replaced when `html` changes. */
export function UserContent({
  html,
  className,
  style,
}: {
  html: string;
  className: string;
  style?: CSSProperties;
}): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) element.replaceChildren(safeFragment(html, element.ownerDocument));
  }, [html]);
  return <div ref={ref} className={`fw-userContent ${className}`} style={style} />;
}
