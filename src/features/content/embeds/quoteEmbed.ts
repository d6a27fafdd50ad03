import { isValidDate } from '../../../i18n/dates';
import { t } from '../../../i18n/translate';
import { formatDate } from '../../../ui/formatDate';
import { makeCollapsible } from '../collapsible';
import { safeFragment } from '../safeHtml';
import type { EmbedData } from './embedData';
import { make, makeImage, makeLink } from './embedDom';

/**
 * A quote of another post: the author's photo and name, the date as the link to the post
 * (`url`), and the quoted `bodyHtml` through DOMPurify (`safeFragment`; the plain `body` as
 * text when there is no HTML), collapsed to 100 px with Expand/Collapse when long. Returns the
 * cleanup.
 */
export function quoteEmbed(placeholder: HTMLElement, data: EmbedData): () => void {
  const doc = placeholder.ownerDocument;
  const quote = make(doc, 'blockquote', 'fw-embedQuote');
  quote.cite = data.url;
  const header = make(doc, 'div', 'fw-embedQuote-header');
  if (data.author?.photoUrl) {
    const photo = makeImage(doc, data.author.photoUrl, '', 'fw-embedQuote-photo');
    photo.width = 28;
    photo.height = 28;
    header.append(photo);
  }
  const author = data.author?.name ?? t('Unknown', 'Unknown');
  header.append(make(doc, 'span', 'fw-embedQuote-author', author));
  const link = makeLink(doc, data.url, 'fw-embedQuote-link');
  if (data.dateInserted && isValidDate(data.dateInserted)) {
    const time = make(doc, 'time', undefined, formatDate(data.dateInserted));
    time.dateTime = data.dateInserted;
    link.append(time);
  } else {
    link.textContent = t('View post', 'View post');
  }
  header.append(link);
  const body = make(doc, 'div', 'fw-embedQuote-body');
  if (data.bodyHtml !== undefined) body.append(safeFragment(data.bodyHtml, doc));
  else if (data.body) body.textContent = data.body;
  quote.append(header, body);
  placeholder.replaceChildren(quote);
  return makeCollapsible(body);
}
