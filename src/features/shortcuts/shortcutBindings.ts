import { t } from '@/i18n/translate';

/** What a shortcut does (issue 37 §3). Enter opens the focused item too; it is not remappable. */
export type ShortcutAction =
  'next' | 'previous' | 'open' | 'reply' | 'quote' | 'bookmark' | 'home' | 'search' | 'help';

/** The actions in the order the dialog lists them; on a conflict the earlier one keeps its key. */
export const SHORTCUT_ACTIONS: readonly ShortcutAction[] = [
  'next',
  'previous',
  'open',
  'reply',
  'quote',
  'bookmark',
  'home',
  'search',
  'help',
];

/**
 * A binding is one character as `KeyboardEvent.key` gives it (`j`, `?`, `J` is Shift+J), or two
 * of them separated by a space for a sequence (`g h`: the second within `SEQUENCE_MS`).
 */
export type Bindings = Record<ShortcutAction, string>;

export const DEFAULT_BINDINGS: Readonly<Bindings> = {
  next: 'j',
  previous: 'k',
  open: 'o',
  reply: 'r',
  quote: 'q',
  bookmark: 'b',
  home: 'g h',
  search: '/',
  help: '?',
};

/** How long the second key of a sequence may wait. */
export const SEQUENCE_MS = 1500;

/** The action's name, as the dialog shows it. */
export function actionLabel(action: ShortcutAction): string {
  switch (action) {
    case 'next':
      return t('Next item');
    case 'previous':
      return t('Previous item');
    case 'open':
      return t('Open the focused item');
    case 'reply':
      return t('Reply');
    case 'quote':
      return t('Quote the focused comment');
    case 'bookmark':
      return t('Bookmark the focused discussion');
    case 'home':
      return t('Go to the home page');
    case 'search':
      return t('Search');
    case 'help':
      return t('Show the keyboard shortcuts');
  }
}

/** The binding as typed, trimmed, with runs of spaces made one; '' when empty. */
export function normalizeBinding(raw: string): string {
  return raw.trim().split(/\s+/).filter(Boolean).join(' ');
}

/** One or two single characters (no space, no control character) separated by a space. */
export function isValidBinding(binding: string): boolean {
  const parts = binding.split(' ');
  return (
    parts.length >= 1 &&
    parts.length <= 2 &&
    parts.every((part) => Array.from(part).length === 1 && /^[^\s\p{Cc}]$/u.test(part))
  );
}

/**
 * Why `bindings` cannot be used, per action: an invalid key, a key another action has, or a
 * single key that starts another action's sequence. Empty when they are usable.
 */
export function bindingProblems(bindings: Bindings): Partial<Record<ShortcutAction, string>> {
  const problems: Partial<Record<ShortcutAction, string>> = {};
  const seen = new Map<string, ShortcutAction>();
  for (const action of SHORTCUT_ACTIONS) {
    const binding = bindings[action];
    if (!isValidBinding(binding)) {
      problems[action] = t('Use one character, or two separated by a space.');
      continue;
    }
    const clash =
      seen.get(binding) ??
      SHORTCUT_ACTIONS.find((other) => {
        if (other === action || !seen.has(bindings[other])) return false;
        const mine = binding.split(' ');
        const theirs = bindings[other].split(' ');
        return mine.length !== theirs.length && mine[0] === theirs[0];
      });
    if (clash) problems[action] = `${t('Already used by:')} ${actionLabel(clash)}`;
    else seen.set(binding, action);
  }
  return problems;
}

/** The key (or first key of a sequence) → what it leads to, for the bindings that are usable. */
export interface KeyMap {
  single: Map<string, ShortcutAction>;
  /** First key → second key → action. */
  sequences: Map<string, Map<string, ShortcutAction>>;
}

/** The key map of `bindings`; a binding with a problem falls back to nothing (it is skipped). */
export function toKeyMap(bindings: Bindings): KeyMap {
  const problems = bindingProblems(bindings);
  const map: KeyMap = { single: new Map(), sequences: new Map() };
  for (const action of SHORTCUT_ACTIONS) {
    if (problems[action]) continue;
    const [first = '', second] = bindings[action].split(' ');
    if (second === undefined) {
      map.single.set(first, action);
    } else {
      let next = map.sequences.get(first);
      if (!next) map.sequences.set(first, (next = new Map()));
      next.set(second, action);
    }
  }
  return map;
}
