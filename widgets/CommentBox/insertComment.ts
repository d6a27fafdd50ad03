import DOMPurify from 'dompurify';
import { formatDate } from '@/ui/formatDate';
import { sanitizeUrl } from '@/utils/links';

/** What the page needs of a posted comment to show it. */
export interface PostedComment {
  commentID: number;
  /** The server's rendered HTML (sanitised there; sanitised again here). */
  body?: string;
  insertUser?: { userID?: number; name?: string; url?: string; photoUrl?: string };
  dateInserted?: string;
  url?: string;
}

/** Only structure and formatting survive; links and images keep safe addresses only. */
function sanitizedFragment(html: string, doc: Document): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
  const adopted = doc.importNode(fragment, true);
  for (const element of Array.from(adopted.querySelectorAll('[href], [src]'))) {
    for (const name of ['href', 'src']) {
      if (!element.hasAttribute(name)) continue;
      const safe = sanitizeUrl(element.getAttribute(name));
      if (safe === undefined) element.removeAttribute(name);
      else element.setAttribute(name, safe);
    }
  }
  return adopted;
}

/**
 * Shows a just-posted comment in the server-rendered comment list `container` (the page's
 * own markup stays as it is): an article with the author, the time and the body, added after
 * its last comment and with the legacy id `Comment_{id}` so a permalink finds it. Returns it.
 */
export function insertCommentHtml(container: Element, comment: PostedComment): HTMLElement {
  const doc = container.ownerDocument;
  const article = doc.createElement('article');
  article.className = 'Item ItemComment fw-postedComment';
  article.id = `Comment_${comment.commentID}`;
  const header = doc.createElement('div');
  header.className = 'Item-header';
  const photo = sanitizeUrl(comment.insertUser?.photoUrl);
  if (photo) {
    const img = doc.createElement('img');
    // The page's own classes: our styles stay inside widget roots, this is the page's list.
    img.className = 'ProfilePhoto';
    img.alt = '';
    img.width = 40;
    img.height = 40;
    img.src = photo;
    header.append(img);
  }
  const author = comment.insertUser?.name ?? '';
  const profile = sanitizeUrl(comment.insertUser?.url);
  const name = doc.createElement(profile ? 'a' : 'span');
  name.textContent = author;
  if (profile) name.setAttribute('href', profile);
  header.append(name);
  if (comment.dateInserted) {
    const time = doc.createElement('time');
    time.dateTime = comment.dateInserted;
    time.textContent = formatDate(comment.dateInserted, 'extended');
    header.append(' ', time);
  }
  const body = doc.createElement('div');
  body.className = 'Message userContent';
  body.append(sanitizedFragment(comment.body ?? '', doc));
  article.append(header, body);
  // After the list's last comment (a pager may follow it), else at the end.
  const comments = container.querySelectorAll('[id^="Comment_"]');
  const last = comments[comments.length - 1];
  if (last?.parentNode) last.parentNode.insertBefore(article, last.nextSibling);
  else container.append(article);
  return article;
}

/**
 * The comment list the page marks for us, if any: `[data-fw-comment-list]` or the given
 * selector; `''` means none (a widget such as DiscussionPage shows the posted comment itself).
 */
export function findCommentList(doc: Document, selector?: string): Element | null {
  if (selector === '') return null;
  try {
    return doc.querySelector(selector ?? '[data-fw-comment-list]');
  } catch {
    return null;
  }
}

/** Shows an edited comment's new body in the page's own `#Comment_{id}`, if it is there. */
export function replaceCommentBody(doc: Document, comment: PostedComment): void {
  const message = doc.getElementById(`Comment_${comment.commentID}`)?.querySelector('.Message');
  if (message) message.replaceChildren(sanitizedFragment(comment.body ?? '', doc));
}
