import { t } from '@/i18n/translate';
import type { EmbedData } from './embedData';
import { hostOf, make, makeImage, makeLink } from './embedDom';

/** Where a link card's photo sits: on top at the full `large` size, else on the left. */
const photoPlacement = (data: EmbedData): 'top' | 'left' =>
  data.displaySize === 'large' ? 'top' : 'left';

/**
 * A link card, the whole card one link: the image (`photoUrl`, on top 16:9 up to 250 px high,
 * or on the left 16:16 up to 400 px), the title (`name`, else the URL), the description
 * (`body`) and the host name after the site's icon (`faviconUrl`). Everything from the data
 * is text. Also the card of a player before its frame and of the types shown as links.
 */
export function linkCard(doc: Document, data: EmbedData, className = ''): HTMLAnchorElement {
  const card = makeLink(
    doc,
    data.url,
    `fw-embedCard fw-embedCard--${photoPlacement(data)}${className ? ` ${className}` : ''}`,
  );
  if (data.photoUrl) card.append(makeImage(doc, data.photoUrl, '', 'fw-embedCard-image'));
  const textBox = make(doc, 'span', 'fw-embedCard-text');
  textBox.append(make(doc, 'span', 'fw-embedCard-title', data.name ?? data.url));
  if (data.body) textBox.append(make(doc, 'span', 'fw-embedCard-body', data.body));
  const host = hostOf(data.url, doc);
  if (host) {
    const line = make(doc, 'span', 'fw-embedCard-host', host);
    if (data.faviconUrl) line.prepend(makeImage(doc, data.faviconUrl, '', 'fw-embedFavicon'));
    textBox.append(line);
  }
  card.append(textBox);
  return card;
}

/** `rich_embed_inline`: a link inside the text, the site's icon before its title. */
export function inlineLink(doc: Document, data: EmbedData): HTMLAnchorElement {
  const link = makeLink(doc, data.url, 'fw-embedInline');
  if (data.faviconUrl) link.append(makeImage(doc, data.faviconUrl, '', 'fw-embedFavicon'));
  link.append(make(doc, 'span', 'fw-embedInline-title', data.name ?? data.url));
  return link;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes for people: `106672` → `104.2 KB` (1024-based, one decimal, `.0` dropped). */
export function humanSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}

/**
 * A file attachment: one download link (`downloadUrl`, else `url`) holding the file's name
 * (else 'Attachment') and, when known, its size; `download` asks the browser to save it.
 */
export function fileCard(doc: Document, data: EmbedData): HTMLAnchorElement {
  const link = makeLink(doc, data.downloadUrl ?? data.url, 'fw-embedFile');
  link.setAttribute('download', '');
  link.append(make(doc, 'span', 'fw-embedFile-name', data.name ?? t('Attachment')));
  if (data.fileSize) link.append(make(doc, 'span', 'fw-embedFile-size', humanSize(data.fileSize)));
  return link;
}

/** 03 §9: a floated image is at most 400 px high. */
const FLOAT_MAX_HEIGHT = 400;

/**
 * An image linking to `url` (from a `.js-embed` placeholder; the server's own image markup is
 * kept, see `sizeServerImage`): the source is `photoUrl`, else `url` when it is an image address;
 * its ratio from width/height when given, else 16:9 (16:16 floated); `alt` from `name`; loaded
 * lazily. `undefined` without a usable source.
 */
export function imageEmbed(doc: Document, data: EmbedData): HTMLAnchorElement | undefined {
  const src = data.photoUrl ?? (/^(?:https?:\/\/|\/)/i.test(data.url) ? data.url : undefined);
  if (!src) return undefined;
  const link = makeLink(doc, data.url, 'fw-embedImage');
  const image = makeImage(doc, src, data.name ?? '', 'fw-embedImage-img');
  const floated = data.float !== 'none';
  const [width, height] =
    data.width && data.height ? [data.width, data.height] : floated ? [16, 16] : [16, 9];
  image.style.aspectRatio = `${width} / ${height}`;
  // Floated, the box is as wide as the image at its 400 px maximum height.
  if (floated) link.style.width = `${Math.round((FLOAT_MAX_HEIGHT * width) / height)}px`;
  link.append(image);
  return link;
}

/**
 * The server's final image markup (`span.embedExternal.embedImage`, 04 §5.1) kept as it is:
 * only its ratio is set from the JSON's width/height so the box keeps its place while loading,
 * and `loading="lazy"` is made sure of.
 */
export function sizeServerImage(element: HTMLElement, data: EmbedData): void {
  for (const image of Array.from(element.querySelectorAll('img'))) {
    image.setAttribute('loading', 'lazy');
    if (data.width && data.height) image.style.aspectRatio = `${data.width} / ${data.height}`;
  }
}
