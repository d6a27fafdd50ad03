/**
 * The DOM side of the wire nodes (schemaWire.ts): each keeps its rich2 element in a `data-wire`
 * attribute, so copying and pasting inside the editor keeps it whole; server embed placeholders
 * (`[data-embedjson]`, 04 §5.1) become embed nodes as 04 §7 step 5 says.
 */
import { isRich2Element, type Rich2Element } from '@/api/types/rich2';
import type { Attrs } from 'prosemirror-model';
import { sanitizeUrl } from '@/utils/links';

export function wireAttr(wire: Rich2Element): string {
  return JSON.stringify(wire);
}

/** The rich2 element a `data-wire` attribute holds, or null. */
export function wireOf(dom: HTMLElement | string): Rich2Element | null {
  if (typeof dom === 'string') return null;
  try {
    const value: unknown = JSON.parse(dom.getAttribute('data-wire') ?? '');
    return isRich2Element(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Where the editor may load an image from: an address on this site (as a path), or https.
 * Anything else is shown as its text.
 */
export function displayImageSrc(url: string): string | null {
  const safe = sanitizeUrl(url);
  if (!safe) return null;
  try {
    const parsed = new URL(safe, window.location.href);
    if (parsed.origin === window.location.origin)
      return `${parsed.pathname}${parsed.search}${parsed.hash}`;
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * 04 §7 step 5: an element of class `js-embed` or `embedExternal`, or an `a`, that carries
 * `data-embedjson` becomes a node of the JSON's `embedStyle` (default `rich_embed_card`) with the
 * JSON as `embedData`. Returns the attributes when that style is `style`, else null.
 */
export function embedFromHtml(dom: HTMLElement, style: string): { wire: Rich2Element } | null {
  const carrier =
    dom.tagName === 'A' ||
    dom.classList.contains('js-embed') ||
    dom.classList.contains('embedExternal');
  if (!carrier) return null;
  let data: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(dom.getAttribute('data-embedjson') ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    data = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const type = typeof data.embedStyle === 'string' ? data.embedStyle : 'rich_embed_card';
  if (type !== style) return null;
  const url = typeof data.url === 'string' ? data.url : '';
  const wire: Rich2Element = {
    type,
    embedData: data,
    children: [{ text: data.embedType === 'image' ? '' : url }],
  };
  if (data.embedType === 'iframe' && (data.width !== undefined || data.height !== undefined))
    wire.frameAttributes = { height: data.height, width: data.width };
  return { wire };
}

/** A server mention (04 §4.2): `a.atMention` with its data attributes. */
export function atMentionAttrs(dom: HTMLElement | string): Attrs | false {
  if (typeof dom === 'string') return false;
  const id = dom.getAttribute('data-userid');
  const href = (dom as HTMLAnchorElement).href;
  const name =
    dom.getAttribute('data-username') ??
    decodeURIComponent(href.replace(/\/+$/, '').split('/').pop() ?? '');
  if (!name) return false;
  const userID = Number(id);
  return {
    userID: Number.isInteger(userID) && userID > 0 ? userID : null,
    name,
    wire: {
      type: '@',
      name,
      ...(id === null ? {} : { userID: id }),
      url: href,
      domID: `mentionSuggestion${id ?? 'undefined'}`,
      children: [{ text: '' }],
    },
  };
}
