import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type VirtualElement,
} from '@floating-ui/react-dom';
import type { EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { type JSX, useLayoutEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { LoadStatus } from '@/store/loadable';
import { getPortalContainer } from '@/ui/portal';
import { useStyles } from '@/ui/useStyles';
import { type MentionSuggestion, normalizeName } from '../../mentions/mentionMatching';
import { useMentionSuggestions } from '../../mentions/useMentionSuggestions';
import css from './mentionPopup.css';
import { MentionListbox, type MentionListStatus } from './MentionListbox';
import { chooseMention, type MentionChoice, mentionKey, sendMentionMeta } from './mentionPlugin';

export { chooseMention, mentionKey, mentionPlugin } from './mentionPlugin';
export type { MentionChoice, MentionState } from './mentionPlugin';

const NO_SUGGESTIONS: readonly MentionSuggestion[] = [];

/**
 * Roles that may carry `aria-expanded`. The editing area is a multi-line textbox, and ARIA
 * does not allow `aria-expanded` on a textbox (axe's aria-allowed-attr fails it), so it is only
 * set when the editor itself is a combobox; the listbox is announced through aria-controls,
 * aria-autocomplete and aria-activedescendant.
 */
const EXPANDABLE_ROLES = new Set(['combobox']);

function sameUsers(a: readonly MentionChoice[], b: readonly MentionChoice[]): boolean {
  return a.length === b.length && a.every((user, i) => user.userID === b[i]?.userID);
}

/** The caret rectangle of `pos`, else the editor's own (jsdom has no layout). */
function caretRect(view: EditorView, pos: number): DOMRect {
  try {
    const c = view.coordsAtPos(pos);
    return new DOMRect(c.left, c.top, Math.max(0, c.right - c.left), c.bottom - c.top);
  } catch {
    return view.dom.getBoundingClientRect();
  }
}

export interface MentionPopupProps {
  view: EditorView | null;
  state: EditorState | null;
  /** A page-unique id of the editor: the listbox and option ids start with it. */
  editorId: string;
}

/**
 * The suggestions of the active `@query` (mentionPlugin), looked up with the mentions feature
 * (50 ms debounce, limit 50, recent users first) and shown at the caret (Floating UI, kept on
 * screen). While open, the editing area carries the combobox attributes that point at the
 * listbox. A chosen user (Enter, Tab or a click) becomes a mention node.
 */
export function MentionPopup({ view, state, editorId }: MentionPopupProps): JSX.Element | null {
  useStyles('composer-mention-popup', css);
  const mention = state ? mentionKey.getState(state) : undefined;
  const open = Boolean(view && mention?.active);
  const query = open && mention ? mention.query : '';
  const hasName = normalizeName(query) !== '';
  const lookup = useMentionSuggestions(query);
  const suggestions = (hasName && lookup.data) || NO_SUGGESTIONS;
  const listboxId = `${editorId}-mentionList`;
  const optionId = (s: MentionSuggestion): string => `${editorId}-${s.domID}`;
  const index = mention?.index ?? 0;
  const highlighted = open && mention?.count ? suggestions[index] : undefined;
  const activeId = highlighted ? optionId(highlighted) : undefined;

  // The keys in the plugin choose among what is shown here.
  const choices = useMemo(
    () =>
      suggestions.map(({ userID, name, photoUrl, dateLastActive }) => ({
        userID,
        name,
        photoUrl,
        dateLastActive,
      })),
    [suggestions],
  );
  // Layout effects: the plugin learns the suggestions, and the editing area points at the
  // highlighted one, in the commit that shows them, before the browser paints or handles a key
  // (Enter on a list the plugin did not know yet, or options without aria-activedescendant).
  useLayoutEffect(() => {
    if (!view || !open) return;
    const current = mentionKey.getState(view.state);
    if (current?.active && !sameUsers(current.items, choices)) {
      sendMentionMeta(view, { type: 'items', items: choices });
    }
  });

  useLayoutEffect(() => {
    if (!view || !open) return undefined;
    const dom = view.dom;
    const expandable = EXPANDABLE_ROLES.has(dom.getAttribute('role') ?? '');
    dom.setAttribute('aria-controls', listboxId);
    dom.setAttribute('aria-autocomplete', 'list');
    if (expandable) dom.setAttribute('aria-expanded', 'true');
    if (activeId) dom.setAttribute('aria-activedescendant', activeId);
    return () => {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-autocomplete');
      dom.removeAttribute('aria-activedescendant');
      if (expandable) dom.setAttribute('aria-expanded', 'false');
    };
  }, [view, open, listboxId, activeId]);

  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply: ({ availableWidth, availableHeight, elements }) => {
          elements.floating.style.maxWidth = `${Math.max(160, availableWidth)}px`;
          elements.floating.style.maxHeight = `${Math.max(96, Math.min(300, availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const from = mention?.from ?? 0;
  useLayoutEffect(() => {
    if (!view || !open) return;
    const caret: VirtualElement = {
      getBoundingClientRect: () => caretRect(view, from),
      contextElement: view.dom,
    };
    setReference(caret);
  }, [view, open, from, setReference]);

  if (!view || !open) return null;
  let status: MentionListStatus = null;
  if (!hasName) status = 'typeMore';
  else if (lookup.status === LoadStatus.ERROR) status = 'failed';
  else if (suggestions.length === 0)
    status = lookup.status === LoadStatus.SUCCESS ? 'noMatch' : 'loading';
  return createPortal(
    <div ref={setFloating} className="fw-mentionPopup" style={floatingStyles}>
      <MentionListbox
        id={listboxId}
        suggestions={suggestions}
        activeIndex={highlighted ? index : -1}
        status={status}
        optionId={optionId}
        onChoose={(s) => {
          chooseMention(view, s);
          view.focus();
        }}
        onHighlight={(i) => sendMentionMeta(view, { type: 'highlight', index: i })}
      />
    </div>,
    getPortalContainer(view.dom.ownerDocument),
  );
}
