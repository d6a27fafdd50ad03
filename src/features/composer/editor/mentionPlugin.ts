import {
  type EditorState,
  Plugin,
  PluginKey,
  TextSelection,
  type Transaction,
} from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { findMentionQuery } from './mentionQuery';

/** A user that can be mentioned: what the mention node stores. */
export interface MentionChoice {
  userID: number;
  name: string;
  photoUrl?: string | null;
  dateLastActive?: string | null;
}

/**
 * The mention plugin's state. `active` while an `@query` sits right before the caret and was
 * not dismissed with Escape; `from` is the '@', `to` the caret; `index` is the highlighted
 * suggestion of `count`. `items` are the suggestions the popup shows (their count is `count`),
 * so Enter and Tab can choose one; `dismissed` is the '@' position Escape closed.
 */
export interface MentionState {
  active: boolean;
  query: string;
  from: number;
  to: number;
  index: number;
  count: number;
  items: readonly MentionChoice[];
  dismissed: number | null;
}

/** What the popup and the keys tell the plugin, as transaction meta. */
export type MentionMeta =
  | { type: 'items'; items: readonly MentionChoice[] }
  | { type: 'move'; delta: number }
  | { type: 'highlight'; index: number }
  | { type: 'dismiss' };

export const mentionKey = new PluginKey<MentionState>('fwMention');

const INACTIVE: MentionState = {
  active: false,
  query: '',
  from: 0,
  to: 0,
  index: 0,
  count: 0,
  items: [],
  dismissed: null,
};

function wrap(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

function applyMeta(state: MentionState, meta: MentionMeta | undefined): MentionState {
  if (!meta) return state;
  switch (meta.type) {
    case 'items':
      return {
        ...state,
        items: meta.items,
        count: meta.items.length,
        index: Math.min(state.index, Math.max(0, meta.items.length - 1)),
      };
    case 'move':
      return { ...state, index: wrap(state.index + meta.delta, state.count) };
    case 'highlight':
      return { ...state, index: wrap(meta.index, state.count) };
    case 'dismiss':
      return { ...INACTIVE, dismissed: state.active ? state.from : state.dismissed };
  }
}

function nextState(tr: Transaction, previous: MentionState, state: EditorState): MentionState {
  const meta = tr.getMeta(mentionKey) as MentionMeta | undefined;
  if (meta?.type === 'dismiss') return applyMeta(previous, meta);
  let dismissed = previous.dismissed === null ? null : tr.mapping.map(previous.dismissed, 1);
  const found = findMentionQuery(state);
  if (!found) return INACTIVE;
  if (dismissed !== null && dismissed !== found.from) dismissed = null;
  if (dismissed !== null) return { ...INACTIVE, dismissed };
  const sameQuery =
    previous.active &&
    tr.mapping.map(previous.from, 1) === found.from &&
    previous.query === found.query;
  const base: MentionState = sameQuery
    ? { ...previous, from: found.from, to: found.to }
    : { ...INACTIVE, active: true, query: found.query, from: found.from, to: found.to };
  return applyMeta(base, meta);
}

/** Sends one meta transaction to the mention plugin. */
export function sendMentionMeta(view: EditorView, meta: MentionMeta): void {
  view.dispatch(view.state.tr.setMeta(mentionKey, meta));
}

/**
 * Replaces the active `@query` with a mention node for `user` and a space, and closes the
 * suggestions. Returns false when no query is active.
 */
export function chooseMention(view: EditorView, user: MentionChoice): boolean {
  const state = mentionKey.getState(view.state);
  const type = view.state.schema.nodes.mention;
  if (!state?.active || !type) return false;
  // 04 §3.4: a mention chosen from the suggestions carries the user fragment, its `domID`
  // and an empty `value`.
  const { userID, name, photoUrl, dateLastActive } = user;
  const wire = {
    type: '@',
    children: [{ text: '' }],
    userID,
    name,
    ...(photoUrl ? { photoUrl } : {}),
    ...(dateLastActive ? { dateLastActive } : {}),
    domID: `mentionSuggestion${userID}`,
    value: '',
  };
  const node = type.create({ userID, name, wire });
  const tr = view.state.tr.replaceWith(state.from, state.to, node);
  const after = state.from + node.nodeSize;
  tr.insertText(' ', after);
  tr.setSelection(TextSelection.create(tr.doc, after + 1));
  tr.setMeta(mentionKey, { type: 'dismiss' } satisfies MentionMeta);
  view.dispatch(tr.scrollIntoView());
  return true;
}

/**
 * Tracks an `@query` right before the caret. While it is active: ArrowDown and ArrowUp move
 * the highlight (wrapping), Enter and Tab choose the highlighted suggestion, Escape closes the
 * suggestions without choosing (typing goes on, and this `@` stays closed). Put it before the
 * editor's keymaps so these keys reach it first.
 */
export function mentionPlugin(): Plugin<MentionState> {
  return new Plugin<MentionState>({
    key: mentionKey,
    state: {
      init: (_config, state) => {
        const found = findMentionQuery(state);
        return found ? { ...INACTIVE, active: true, ...found } : INACTIVE;
      },
      apply: (tr, previous, _old, state) => nextState(tr, previous, state),
    },
    props: {
      handleKeyDown(view, event) {
        const state = mentionKey.getState(view.state);
        if (!state?.active || event.ctrlKey || event.metaKey || event.altKey) return false;
        if (event.key === 'Escape') {
          sendMentionMeta(view, { type: 'dismiss' });
          return true;
        }
        if (state.count === 0) return false;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          sendMentionMeta(view, { type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1 });
          return true;
        }
        if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey) {
          const user = state.items[state.index];
          return user ? chooseMention(view, user) : false;
        }
        return false;
      },
      handleDOMEvents: {
        blur(view) {
          if (mentionKey.getState(view.state)?.active) sendMentionMeta(view, { type: 'dismiss' });
          return false;
        },
      },
    },
  });
}
