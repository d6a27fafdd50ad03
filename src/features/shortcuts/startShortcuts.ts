import { injectStyles } from '@/theme/injectStyles';
import { SEQUENCE_MS, type ShortcutAction, toKeyMap } from './shortcutBindings';
import {
  localStore,
  readSettings,
  SHORTCUTS_STORAGE_KEY,
  type ShortcutSettings,
  writeSettings,
} from './shortcutStorage';
import {
  bookmarkControl,
  commentBox,
  findItems,
  isModalOpen,
  isTypingTarget,
  ITEM_SELECTOR,
  itemOf,
  mainLink,
  MORE_ATTR,
  MORE_EVENT,
  quoteControl,
  replyControl,
  searchTarget,
  titleBarHeight,
} from './shortcutTargets';
import css from './shortcuts.css';

/** What the dialog needs from the keyboard handler. */
export interface DialogRequest {
  settings: ShortcutSettings;
  /** Stores the visitor's choice and applies it at once (other tabs hear the storage event). */
  onSave: (settings: ShortcutSettings) => boolean;
}

export interface ShortcutsOptions {
  storage?: Storage;
  /** Opens the shortcuts dialog (the runtime's lazy chunk on real pages). */
  openDialog?: (request: DialogRequest) => void;
  /** The site's home (`g h`). */
  homeUrl?: () => string;
  navigate?: (url: string) => void;
}

/** Dispatched on the document, it opens the dialog, even with the shortcuts turned off. */
export const DIALOG_EVENT = 'forum-widgets:shortcuts';

/** The attribute the focus style hangs on (shortcuts.css). */
export const FOCUSED_ATTR = 'data-fw-kbd';
/** Room left above a scrolled-to item, beyond the fixed title bar. */
const SCROLL_GAP = 8;

function focusable(el: HTMLElement): boolean {
  return el.tabIndex >= 0 || el.hasAttribute('tabindex');
}

/**
 * Starts the keyboard shortcuts of issue 37 §3 on `doc` and returns their cleanup. Keys are
 * read on `keydown` at the document; none fires in a field, the editor, a menu or while a
 * modal is open, nor with Ctrl, Alt or Meta. `early` are keys pressed before the code was
 * here (the runtime's trigger): they are handled in order, late (no longer preventable).
 */
export function startShortcuts(
  doc: Document,
  options: ShortcutsOptions = {},
  early: readonly KeyboardEvent[] = [],
): () => void {
  const view = doc.defaultView ?? window;
  const storage = options.storage ?? localStore();
  let settings = readSettings(storage);
  let keyMap = toKeyMap(settings.bindings);
  let pending: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: HTMLElement | null = null;
  /** A move waiting for the items the list is loading at that end (0: none). */
  let awaiting: 1 | -1 | 0 = 0;
  injectStyles('shortcuts', css, doc);

  const apply = (next: ShortcutSettings): void => {
    settings = next;
    keyMap = toKeyMap(next.bindings);
    clearPending();
  };
  function clearPending(): void {
    pending = null;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  const current = (): HTMLElement | null => {
    const active = itemOf(doc.activeElement);
    if (active) return active;
    return last?.isConnected && findItems(doc).includes(last) ? last : null;
  };

  const scrollTo = (item: HTMLElement): void => {
    const margin = titleBarHeight(doc) + SCROLL_GAP;
    const rect = item.getBoundingClientRect();
    if (rect.top >= margin && rect.bottom <= view.innerHeight) return;
    view.scrollBy?.({ top: rect.top - margin, behavior: 'instant' });
  };

  const focusItem = (item: HTMLElement): void => {
    if (!focusable(item)) item.setAttribute('tabindex', '-1');
    item.setAttribute(FOCUSED_ATTR, '');
    item.focus({ preventScroll: true });
    scrollTo(item);
    last = item;
  };

  const move = (step: 1 | -1): void => {
    const items = findItems(doc);
    const from = current();
    const index = from ? items.indexOf(from) : -1;
    if (index < 0) {
      // Nothing focused yet: start at the first item in view, below the title bar.
      const top = titleBarHeight(doc);
      const target = items.find((item) => item.getBoundingClientRect().bottom > top) ?? items[0];
      if (target) focusItem(target);
      return;
    }
    const target = items[index + step];
    if (target) return focusItem(target);
    // At an end of a list that is still loading there, the move waits for its items.
    const growing = from?.closest(`[${MORE_ATTR}]`)?.getAttribute(MORE_ATTR)?.split(' ') ?? [];
    if (growing.includes(step === 1 ? 'next' : 'previous')) awaiting = step;
  };
  const onMore = (): void => {
    const step = awaiting;
    awaiting = 0;
    if (step !== 0) move(step);
  };

  const focusField = (field: HTMLElement): void => {
    field.focus({ preventScroll: true });
    field.scrollIntoView?.({ block: 'center' });
  };

  const run = (action: ShortcutAction): void => {
    awaiting = 0;
    const item = current();
    switch (action) {
      case 'next':
        return move(1);
      case 'previous':
        return move(-1);
      case 'open': {
        if (item) mainLink(item)?.click();
        return;
      }
      case 'reply': {
        const control = item && replyControl(item);
        if (control) return control.click();
        const box = commentBox(doc);
        if (box) focusField(box);
        return;
      }
      case 'quote': {
        if (item) quoteControl(item)?.click();
        return;
      }
      case 'bookmark': {
        const post = doc.querySelector<HTMLElement>('.fw-originalPost');
        const control = (item && bookmarkControl(item)) ?? (post && bookmarkControl(post));
        control?.click();
        return;
      }
      case 'home': {
        const url = options.homeUrl?.() ?? '/';
        (options.navigate ?? ((to: string) => view.location.assign(to)))(url);
        return;
      }
      case 'search': {
        const { field, toggle } = searchTarget(doc);
        if (field) field.focus();
        else toggle?.click();
        return;
      }
      case 'help':
        options.openDialog?.({
          settings,
          onSave: (next) => {
            const saved = writeSettings(next, storage);
            apply(next);
            return saved;
          },
        });
        return;
    }
  };

  const handle = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.altKey) {
      return clearPending();
    }
    if (event.metaKey || isTypingTarget(event.target) || isModalOpen(doc)) return clearPending();
    const key = event.key;
    if (key === 'Enter') {
      // Only on an item itself: a link or button inside it does its own thing.
      const target = event.target;
      if (target instanceof HTMLElement && target.matches(ITEM_SELECTOR)) {
        const link = mainLink(target);
        if (link) {
          event.preventDefault();
          link.click();
        }
      }
      return clearPending();
    }
    if (!settings.enabled) return;
    if (pending !== null) {
      const action = keyMap.sequences.get(pending)?.get(key);
      clearPending();
      if (action) {
        event.preventDefault();
        return run(action);
      }
    }
    if (keyMap.sequences.has(key)) {
      event.preventDefault();
      pending = key;
      timer = setTimeout(clearPending, SEQUENCE_MS);
      return;
    }
    const action = keyMap.single.get(key);
    if (action) {
      event.preventDefault();
      run(action);
    }
  };

  const onStorage = (event: StorageEvent): void => {
    if (event.key === SHORTCUTS_STORAGE_KEY || event.key === null) apply(readSettings(storage));
  };

  const onDialogEvent = (): void => run('help');

  doc.addEventListener('keydown', handle);
  doc.addEventListener(DIALOG_EVENT, onDialogEvent);
  doc.addEventListener(MORE_EVENT, onMore);
  view.addEventListener('storage', onStorage);
  for (const event of early) handle(event);
  return () => {
    clearPending();
    doc.removeEventListener('keydown', handle);
    doc.removeEventListener(DIALOG_EVENT, onDialogEvent);
    doc.removeEventListener(MORE_EVENT, onMore);
    view.removeEventListener('storage', onStorage);
  };
}
