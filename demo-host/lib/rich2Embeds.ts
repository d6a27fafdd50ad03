/**
 * Rich embed elements of a rich2 document as the placeholders of spec 04 §5.1. The data handed
 * to each template is the node's `embedData` with `embedStyle` set from the node type when it
 * has none, and for iframes the node's `frameAttributes` over `height`/`width` (04 §3.5). Data
 * that is not valid (no absolute http(s) `url`, or an unknown `embedType`) gives the
 * `a.embedLinkLoader` link.
 */
import { esc } from './html.ts';
import { safeImageSrc } from './links.ts';
import { isObject, type Rich2Node } from './rich2.ts';
import { EXTERNAL_REL, linkHref, type Rich2RenderOptions } from './rich2Links.ts';
import { EMBED_FIELDS, withFrameSrc } from './embedTypes.ts';

type Data = Record<string, unknown>;
/** An absolute http(s) URL, or a site path (the demo host's own uploads and posts). */
const HTTP_URL = /^(?:https?:\/\/[^\s/?#]+|\/(?![/\\]))/i;
const DISPLAY_SIZES = ['large', 'medium', 'small', 'inline'];
const FLOATS = ['none', 'left', 'right'];

/** The JSON as the server writes it into `data-embedjson`: `/` escaped as `\/`. */
export function embedJson(data: Data): string {
  return esc(JSON.stringify(data).replace(/\//g, '\\/'));
}

/** The data a type declares (04 §5.2/5.3): other fields are dropped. */
function validated(data: Data): Data {
  const fields = EMBED_FIELDS[String(data.embedType)] ?? [];
  const out: Data = {};
  for (const [k, v] of Object.entries(data))
    if (fields.includes(k) || ['url', 'embedType', 'name', 'faviconUrl', 'embedStyle'].includes(k))
      out[k] = v;
  return out;
}

function hostMatches(host: string, pattern: string): boolean {
  const p = pattern.toLowerCase();
  if (p.startsWith('*.')) return host === p.slice(2) || host.endsWith(p.slice(1));
  return host === p;
}

function card(data: Data, inner: string, inline = false): string {
  const tag = inline ? 'span' : 'div';
  const cls = inline ? 'js-embed embedResponsive inlineEmbed' : 'js-embed embedResponsive';
  return `<${tag} class="${cls}" data-embedjson="${embedJson(data)}">${inner}</${tag}>`;
}

function fallbackLink(url: string, rel = true): string {
  return `<a href="${esc(linkHref(url))}"${rel ? ` rel="${EXTERNAL_REL}"` : ''}>${esc(url)}</a>`;
}

function loader(url: string, data: Data): string {
  return `<a class="embedLinkLoader" href="${esc(linkHref(url))}" data-embedjson="${embedJson(data)}" rel="${EXTERNAL_REL}">${esc(url)}</a>`;
}

function image(data: Data, src: string): string {
  const url = String(data.url);
  const displaySize = DISPLAY_SIZES.includes(String(data.displaySize))
    ? String(data.displaySize)
    : 'large';
  const float = FLOATS.includes(String(data.float)) ? String(data.float) : 'none';
  const name =
    typeof data.name === 'string'
      ? data.name
      : decodeURIComponent(url.split(/[?#]/)[0]?.split('/').pop() ?? '');
  const json: Data = {
    ...data,
    name,
    type: data.type ?? 'unknown',
    size: data.size ?? 0,
    displaySize,
    float,
  };
  const dim = (k: string): string =>
    /^\d{1,6}$/.test(String(data[k] ?? '')) ? ` ${k}="${String(data[k])}"` : '';
  const mime = /^[\w.+-]+\/[\w.+-]+$|^unknown$/.test(String(json.type))
    ? String(json.type)
    : 'unknown';
  return (
    `<span class="embedExternal embedImage display-${displaySize} float-${float}" data-embedjson="${embedJson(json)}">` +
    `<span class="embedExternal-content"><a class="embedImage-link" href="${esc(src)}" target="_blank" rel="${EXTERNAL_REL}">` +
    `<img class="embedImage-img" src="${esc(src)}" alt="${esc(name)}"${dim('height')}${dim('width')} loading="lazy" data-display-size="${displaySize}" data-float="${float}" data-type="${esc(mime)}" data-embed-type="image">` +
    `</a></span></span>`
  );
}

/** Whether a URL is one of the forum's own upload paths. */
function isOwnUpload(url: string, origin: string): boolean {
  try {
    const u = new URL(url, 'http://relative.invalid');
    const ownOrigin = origin === '' || `${u.protocol}//${u.host}` === origin;
    return ownOrigin && u.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

/**
 * Where an image is shown from: a safe image URL as it is; one of the forum's own uploads (the
 * editor stores the absolute URL the upload answered, 04 §3.5, on whatever address the demo was
 * reached by) as its site path, when the forum's address is not known (origin '').
 */
function imageSrc(url: string, origin: string): string | undefined {
  if (safeImageSrc(url) === url) return url;
  if (origin !== '' || !/^https?:\/\//i.test(url) || !isOwnUpload(url, origin)) return undefined;
  const u = new URL(url);
  return safeImageSrc(`${u.pathname}${u.search}`);
}

function file(data: Data, o: Required<Rich2RenderOptions>): string {
  const url = String(data.url);
  if (!isOwnUpload(url, o.origin)) return '<div></div>';
  const downloadUrl = `${o.origin}/api/v2/media/download-by-url?url=${encodeURIComponent(url)}`;
  const name = typeof data.name === 'string' ? data.name : (url.split('/').pop() ?? '');
  const json: Data = { ...data, name, downloadUrl };
  if (json.foreignID !== undefined && json.foreignID !== null)
    json.foreignID = String(json.foreignID);
  return card(
    json,
    `<a href="${esc(downloadUrl)}" download="" aria-label="${esc(name)}">${esc(name)}</a>`,
  );
}

function iframe(data: Data, o: Required<Rich2RenderOptions>): string {
  const url = new URL(String(data.url));
  const ownHost = o.origin !== '' && url.host === new URL(o.origin).host;
  const trusted =
    data.isKnowledge === true ||
    o.trustedIframeHosts.some((h) => hostMatches(url.hostname.toLowerCase(), h));
  return !ownHost && trusted ? card(data, fallbackLink(String(data.url))) : '';
}

/** The HTML of a `rich_embed_card` or `rich_embed_inline` node. */
export function renderEmbed(node: Rich2Node, o: Required<Rich2RenderOptions>): string {
  const raw = isObject(node.embedData) ? node.embedData : undefined;
  const nodeUrl = typeof node.url === 'string' ? node.url : '';
  if (!raw) return nodeUrl ? loader(nodeUrl, { url: nodeUrl, embedStyle: node.type }) : '';
  const data: Data = { ...raw };
  if (
    data.embedType === undefined &&
    typeof data.type === 'string' &&
    data.type !== '' &&
    !data.type.includes('/')
  )
    data.embedType = data.type; // older stored data (04 §5.2)
  if (data.embedType === 'getty') data.embedType = 'gettyimages';
  if (data.embedStyle === undefined) data.embedStyle = node.type;
  if (data.embedType === 'iframe' && isObject(node.frameAttributes)) {
    const { height, width } = node.frameAttributes;
    Object.assign(
      data,
      height !== undefined ? { height } : {},
      width !== undefined ? { width } : {},
    );
  }
  const url = typeof data.url === 'string' ? data.url : nodeUrl;
  if (!HTTP_URL.test(url) || !(String(data.embedType) in EMBED_FIELDS)) return loader(url, data);
  const clean = withFrameSrc(validated({ ...data, url }));
  switch (clean.embedType) {
    case 'image': {
      const src = imageSrc(url, o.origin);
      return src === undefined ? loader(url, data) : image(clean, src);
    }
    case 'file':
      return file(clean, o);
    case 'iframe':
      return iframe(clean, o);
    case 'quote':
      return card(clean, fallbackLink(url, false));
    case 'link':
      if (clean.embedStyle === 'plain_link') return fallbackLink(url);
      return card(clean, fallbackLink(url), clean.embedStyle === 'rich_embed_inline');
    default:
      return card(clean, fallbackLink(url));
  }
}
