import { t } from '@/i18n/translate';

/*
 * Every DOM selector the shortcuts use, in one place. The items are found by the classes the
 * widgets and the legacy server already render; nothing here imports a widget.
 */

/**
 * The items `j`/`k` move through: the DiscussionList widget's discussions, the DiscussionPage
 * widget's post and comments, and the legacy server lists' items.
 */
export const ITEM_SELECTOR =
  '.fw-discussionItem, .fw-originalPost, .fw-comment, .ItemDiscussion, .ItemComment';

/** An item's main link, which `o` and Enter follow. */
const MAIN_LINK = '.fw-discussionItem-title a[href], .fw-originalPost-title a[href], a.Title[href]';
/** An item's bookmark toggle (the kit's BookmarkButton; legacy `.Bookmark`). */
const BOOKMARK = '.fw-bookmark, a.Bookmark, button.Bookmark';
/** Where the widgets put a post's text buttons (Quote, Reply). */
const POST_ACTIONS = '.fw-post-actions';
/** Legacy quote and reply controls. */
const LEGACY_QUOTE = 'a.Quote, .ReactButton.Quote';
const LEGACY_REPLY = 'a.ReplyComment, .ReactButton.Reply';
/** The page's comment box: the CommentBox widget's editor, else the legacy form's field. */
const COMMENT_FIELD =
  '.fw-commentBox [contenteditable="true"], .fw-commentBox textarea, #Form_Body, .CommentForm textarea';
const COMMENT_BOX = '.fw-commentBox, .CommentForm';
/** The title bar's search: the field, else the compact bar's toggle; then a legacy form. */
const SEARCH_FIELD = '.fw-search-input';
const SEARCH_TOGGLE = '.fw-search-toggle';
const LEGACY_SEARCH = '[role="search"] input[type="search"], input[type="search"]';
/** A fixed title bar whose height the scrolled-to item keeps clear of. */
const TITLE_BAR = '.fw-titleBar, #Head, .Header';

/** Where typing goes: shortcuts never fire there. */
const TYPING =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"]';
/** Widgets that answer letters themselves (type-ahead in menus and lists). */
const OWN_KEYS = '[role="menu"], [role="menubar"], [role="listbox"], [role="tree"], [role="grid"]';
/** An open modal: shortcuts wait until it closes. */
const MODAL = '[aria-modal="true"], dialog[open]';

/** True when `el` is drawn (not `display: none`, not `hidden`, not in a closed `<details>`). */
function isShown(el: Element): boolean {
  if (el.closest('[hidden], [aria-hidden="true"]')) return false;
  // Where the browser can tell (jsdom cannot: it lays nothing out).
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/** True for a node inside an editable field, the rich editor or a menu. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if ((target as HTMLElement).isContentEditable) return true;
  return target.closest(TYPING) !== null || target.closest(OWN_KEYS) !== null;
}

export function isModalOpen(doc: Document): boolean {
  return doc.querySelector(MODAL) !== null;
}

/** The page's items in document order: shown ones, not nested in another item. */
export function findItems(doc: Document): HTMLElement[] {
  return Array.from(doc.querySelectorAll<HTMLElement>(ITEM_SELECTOR)).filter(
    (el) => isShown(el) && el.parentElement?.closest(ITEM_SELECTOR) == null,
  );
}

/** The item holding `node`, if any. */
export function itemOf(node: Node | null): HTMLElement | null {
  const el = node instanceof Element ? node : (node?.parentElement ?? null);
  const item = el?.closest<HTMLElement>(ITEM_SELECTOR) ?? null;
  // The outermost item (a quoted legacy comment is not an item of its own).
  const outer = item?.parentElement?.closest<HTMLElement>(ITEM_SELECTOR);
  return outer ?? item;
}

export function mainLink(item: HTMLElement): HTMLAnchorElement | null {
  return item.querySelector<HTMLAnchorElement>(MAIN_LINK);
}

export function bookmarkControl(item: HTMLElement): HTMLElement | null {
  return item.querySelector<HTMLElement>(BOOKMARK);
}

/** The item's own text button named `label` (Quote, Reply), not one of a nested item. */
function postButton(item: HTMLElement, label: string): HTMLElement | null {
  for (const actions of Array.from(item.querySelectorAll(POST_ACTIONS))) {
    if (itemOf(actions) !== item) continue;
    for (const button of Array.from(actions.querySelectorAll<HTMLElement>('button'))) {
      if (button.textContent?.trim() === label) return button;
    }
  }
  return null;
}

export function quoteControl(item: HTMLElement): HTMLElement | null {
  return postButton(item, t('Quote')) ?? item.querySelector<HTMLElement>(LEGACY_QUOTE);
}

export function replyControl(item: HTMLElement): HTMLElement | null {
  return postButton(item, t('Reply')) ?? item.querySelector<HTMLElement>(LEGACY_REPLY);
}

/** The comment box's field once its editor is there, else the box. */
export function commentBox(doc: Document): HTMLElement | null {
  const field = Array.from(doc.querySelectorAll<HTMLElement>(COMMENT_FIELD)).find(isShown);
  return field ?? doc.querySelector<HTMLElement>(COMMENT_BOX);
}

/** The search field to focus, or the button that opens it. */
export function searchTarget(doc: Document): { field?: HTMLElement; toggle?: HTMLElement } {
  const field = Array.from(doc.querySelectorAll<HTMLElement>(SEARCH_FIELD)).find(isShown);
  if (field) return { field };
  const toggle = Array.from(doc.querySelectorAll<HTMLElement>(SEARCH_TOGGLE)).find(isShown);
  if (toggle) return { toggle };
  const legacy = Array.from(doc.querySelectorAll<HTMLElement>(LEGACY_SEARCH)).find(isShown);
  return legacy ? { field: legacy } : {};
}

/** The height of the fixed or sticky title bar at the top of the window, 0 without one. */
export function titleBarHeight(doc: Document): number {
  const view = doc.defaultView;
  let height = 0;
  for (const bar of Array.from(doc.querySelectorAll<HTMLElement>(TITLE_BAR))) {
    const position = view?.getComputedStyle(bar).position;
    if (position === 'fixed' || position === 'sticky') height = Math.max(height, bar.offsetHeight);
  }
  return height;
}

/**
 * A list that loads more items as it is read (the post page's continuous thread) names the ends
 * it can still grow at in this attribute (`next`, `previous`) and dispatches `MORE_EVENT` when
 * items arrive: `j` at its last item then moves on once the next page is there.
 */
export const MORE_ATTR = 'data-fw-more';
export const MORE_EVENT = 'forum-widgets:more';
