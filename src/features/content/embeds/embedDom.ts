import { sanitizeUrl } from '@/utils/links';
import type { EmbedData } from './embedData';

/** An element with a class and, optionally, its text (always as text, never as HTML). */
export function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className?: string,
  content?: string,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  if (className) element.className = className;
  if (content !== undefined) element.textContent = content;
  return element;
}

/** A link to user-supplied content (the URL already checked). */
export function makeLink(doc: Document, url: string, className?: string): HTMLAnchorElement {
  const link = make(doc, 'a', className);
  link.href = url;
  link.rel = 'nofollow noopener ugc';
  return link;
}

/**
 * The host name shown on cards (`www.` dropped), or '' for an unparsable URL. A leaving-page
 * link (04 §5.5, `…/home/leaving?target=…`) keeps its address but shows its target's host.
 */
export function hostOf(url: string, doc: Document): string {
  try {
    const parsed = new URL(url, doc.baseURI);
    const target = parsed.pathname.endsWith('/home/leaving')
      ? parsed.searchParams.get('target')
      : null;
    return (target ? new URL(target) : parsed).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A lazily loaded image (alt given: '' for decoration). */
export function makeImage(
  doc: Document,
  src: string,
  alt: string,
  className: string,
): HTMLImageElement {
  const image = make(doc, 'img', className);
  image.src = src;
  image.alt = alt;
  image.setAttribute('loading', 'lazy');
  image.setAttribute('decoding', 'async');
  return image;
}

/**
 * The placeholder's content replaced by the plain safe link: the embed's URL when its data
 * named a safe one, else the fallback link already inside if its href is safe, else its text.
 */
export function showFallback(placeholder: HTMLElement, data?: Pick<EmbedData, 'url'>): void {
  const doc = placeholder.ownerDocument;
  const inner = placeholder.querySelector('a[href]');
  const url = data?.url ?? sanitizeUrl(inner?.getAttribute('href'));
  const label = inner?.textContent?.trim() || placeholder.textContent?.trim() || url || '';
  placeholder.replaceChildren(url === undefined ? label : makeLink(doc, url));
  if (url !== undefined) (placeholder.firstChild as HTMLAnchorElement).textContent = label;
  placeholder.classList.add('fw-embed', 'fw-embed--fallback');
  placeholder.setAttribute('data-fw-embed', 'fallback');
}
