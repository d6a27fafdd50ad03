import type { EmbedData } from './embedData';
import { hostOf, make, makeImage, makeLink } from './embedDom';

/**
 * A link card, the whole card one link: the image (`photoUrl`, on top 16:9 up to 250 px high,
 * or on the left 16:16 up to 400 px), the title (`name`, else the URL), the description
 * (`body`) and the host name. Everything from the data is text.
 */
export function linkCard(doc: Document, data: EmbedData, className = ''): HTMLAnchorElement {
  const card = makeLink(
    doc,
    data.url,
    `fw-embedCard fw-embedCard--${data.placement}${className ? ` ${className}` : ''}`,
  );
  if (data.photoUrl) card.append(makeImage(doc, data.photoUrl, '', 'fw-embedCard-image'));
  const textBox = make(doc, 'span', 'fw-embedCard-text');
  textBox.append(make(doc, 'span', 'fw-embedCard-title', data.name ?? data.url));
  if (data.body) textBox.append(make(doc, 'span', 'fw-embedCard-body', data.body));
  const host = hostOf(data.url, doc);
  if (host) textBox.append(make(doc, 'span', 'fw-embedCard-host', host));
  card.append(textBox);
  return card;
}

/** 03 §9: a left-placed image is at most 400 px high. */
const LEFT_MAX_HEIGHT = 400;

/**
 * An image linking to `url`: the source is `photoUrl`, else `url` itself when it is an image
 * address; its ratio from width/height when given, else 16:9 (16:16 on the left), up to 250 px
 * high (400 on the left); `alt` from `name`; loaded lazily. `undefined` without a usable source.
 */
export function imageEmbed(doc: Document, data: EmbedData): HTMLAnchorElement | undefined {
  const src = data.photoUrl ?? (/^(?:https?:\/\/|\/)/i.test(data.url) ? data.url : undefined);
  if (!src) return undefined;
  const link = makeLink(doc, data.url, `fw-embedImage fw-embedImage--${data.placement}`);
  const image = makeImage(doc, src, data.name ?? '', 'fw-embedImage-img');
  const [width, height] =
    data.width && data.height
      ? [data.width, data.height]
      : data.placement === 'left'
        ? [16, 16]
        : [16, 9];
  image.style.aspectRatio = `${width} / ${height}`;
  // Floated on the left, the box is as wide as the image at its 400 px maximum height.
  if (data.placement === 'left')
    link.style.width = `${Math.round((LEFT_MAX_HEIGHT * width) / height)}px`;
  link.append(image);
  return link;
}
