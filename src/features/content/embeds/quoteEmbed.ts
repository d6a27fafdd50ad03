import { isValidDate } from '@/i18n/dates';
import { t } from '@/i18n/translate';
import { formatDate } from '@/ui/formatDate';
import { makeCollapsible } from '../collapsible';
import { safeFragment } from '../safeHtml';
import type { EmbedData } from './embedData';
import { make, makeImage, makeLink } from './embedDom';

/** The quote's title (`name`) and category line, as its display options allow. */
function titleLine(doc: Document, data: EmbedData): HTMLElement | undefined {
  const options = data.displayOptions;
  const line = make(doc, 'div', 'fw-embedQuote-context');
  if (data.name && options?.showDiscussionLink) {
    const title = makeLink(doc, data.discussionLink ?? data.url, 'fw-embedQuote-title');
    title.textContent = data.name;
    line.append(title);
  }
  if (data.category && options?.showCategoryLink) {
    const category = data.category.url
      ? makeLink(doc, data.category.url, 'fw-embedQuote-category')
      : make(doc, 'span', 'fw-embedQuote-category');
    category.textContent = data.category.name;
    line.append(category);
  }
  return line.childElementCount > 0 ? line : undefined;
}

/**
 * A quote of another post (04 §5.4): the author (`insertUser`: photo when compact user info is
 * on, name, label when `showUserLabel`), the date as the link to the post (`url`), the title and
 * category links the display options ask for, and the quoted `body` HTML through DOMPurify
 * (`safeFragment`, never executed), collapsed to 100 px with Expand/Collapse when long unless
 * `renderFullContent` (`expandByDefault` starts it expanded). Returns the cleanup.
 */
export function quoteEmbed(placeholder: HTMLElement, data: EmbedData): () => void {
  const doc = placeholder.ownerDocument;
  const options = data.displayOptions;
  const quote = make(doc, 'blockquote', 'fw-embedQuote');
  quote.cite = data.url;
  const header = make(doc, 'div', 'fw-embedQuote-header');
  if (data.author?.photoUrl && options?.showCompactUserInfo !== false) {
    const photo = makeImage(doc, data.author.photoUrl, '', 'fw-embedQuote-photo');
    photo.width = 28;
    photo.height = 28;
    header.append(photo);
  }
  const author = data.author?.name ?? t('Unknown');
  header.append(make(doc, 'span', 'fw-embedQuote-author', author));
  if (data.author?.label && options?.showUserLabel)
    header.append(make(doc, 'span', 'fw-embedQuote-label', data.author.label));
  const link = makeLink(doc, data.url, 'fw-embedQuote-link');
  if (data.dateInserted && isValidDate(data.dateInserted)) {
    const time = make(doc, 'time', undefined, formatDate(data.dateInserted));
    time.dateTime = data.dateInserted;
    link.append(time);
  } else {
    link.textContent = t('View post');
  }
  header.append(link);
  const context = titleLine(doc, data);
  const body = make(doc, 'div', 'fw-embedQuote-body');
  if (data.body !== undefined) body.append(safeFragment(data.body, doc));
  quote.append(...(context ? [header, context, body] : [header, body]));
  placeholder.replaceChildren(quote);
  if (options?.renderFullContent) return () => undefined;
  const cleanup = makeCollapsible(body);
  const toggle = body.nextElementSibling;
  if (options?.expandByDefault && toggle instanceof HTMLButtonElement) toggle.click();
  return cleanup;
}
