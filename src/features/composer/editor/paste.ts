/**
 * Paste handling. Pasted HTML goes through `sanitizeHtml` before ProseMirror parses it with
 * the schema's rules; the parsed slice is then checked once more (`cleanSlice`), because the
 * clipboard's `data-pm-slice` context can name wrapper nodes with attributes of its own.
 *
 * Plain text (no HTML on the clipboard, 04 §7): CSV becomes a table, Markdown is read, then
 * `@name`s become mentions, all in the lazy plain-text chunk (`plainText/readPlainText.ts`);
 * text that can be none of those keeps its paragraphs (blank lines separate paragraphs,
 * single newlines become line breaks). In a code block the text goes in as it is, one line
 * per `code_line` on the wire. `pastedMentions.ts` completes the mentions.
 *
 * A paste that needs the chunk before it has arrived is taken at once: the selection is
 * deleted and the paste waits at that place, mapped through every transaction in between
 * (before what is typed there meanwhile, after earlier pastes waiting at the same place),
 * then goes in. If the chunk cannot be loaded, the text goes in as plain text; nothing is lost.
 */
import { Slice } from 'prosemirror-model';
import { type EditorState, Plugin, PluginKey, type Transaction } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import type { ApiUserFragment } from '@/api/types/users';
import { insertWithImages, removePendingImages } from './dataImages';
import { cleanSlice, textToSlice } from './cleanSlice';
import { completePastedMentions } from './pastedMentions';
import {
  loadedPlainTextReader,
  loadPlainTextReader,
  needsReading,
  type PlainTextReader,
} from './pastedText';
import type { ReadText } from './plainText/readPlainText';
import { sanitizeHtml } from './sanitizeHtml';

/** How an editor treats the mentions of pasted text (04 §4.3). */
export interface PasteOptions {
  /** The site's `ui.userMentionsEnabled` (absent: on). */
  mentionsEnabled: () => boolean;
  /** The users of exactly this name (`GET /users/by-names`). */
  lookupUsers: (name: string) => Promise<ApiUserFragment[]>;
}

/** A plain-text paste waiting for its chunk: where it goes, mapped through every transaction. */
interface WaitingPaste {
  id: number;
  pos: number;
}

const waitingKey = new PluginKey<WaitingPaste[]>('pastedText');
let nextWaitingID = 1;

function waitingPastes(state: EditorState): WaitingPaste[] {
  return waitingKey.getState(state) ?? [];
}

function applyWaiting(tr: Transaction, list: WaitingPaste[]): WaitingPaste[] {
  const meta = tr.getMeta(waitingKey) as { add?: WaitingPaste; done?: number } | undefined;
  // Text typed at the waiting place goes after the paste; another paste's text goes before.
  const assoc = meta?.done === undefined ? -1 : 1;
  let next = tr.docChanged
    ? list.map((item) => ({ ...item, pos: tr.mapping.map(item.pos, assoc) }))
    : list;
  if (meta?.done !== undefined) next = next.filter((item) => item.id !== meta.done);
  if (meta?.add) next = [...next, meta.add];
  return next;
}

/** Inserts what a paste was read as at the selection, or at `pos` for a paste that waited. */
function insertPasted(
  view: EditorView,
  { slice, names }: ReadText,
  waited: WaitingPaste | null,
  options: PasteOptions | undefined,
): void {
  const tr = view.state.tr;
  if (waited)
    tr.replaceRange(waited.pos, waited.pos, slice).setMeta(waitingKey, { done: waited.id });
  else tr.replaceSelection(slice);
  // A `data:` image in pasted Markdown is dropped: only HTML pastes upload them.
  removePendingImages(tr);
  view.dispatch(tr.scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
  if (options && names.length > 0) void completePastedMentions(view, names, options.lookupUsers);
}

/** Takes a plain-text paste (true), or leaves it to ProseMirror's own text paste (false). */
function pastePlainText(
  view: EditorView,
  text: string,
  plain: Slice,
  options: PasteOptions | undefined,
): boolean {
  if (view.state.selection.$from.parent.type.spec.code) return false;
  const mentions = options?.mentionsEnabled() ?? false;
  if (!needsReading(text, mentions)) return false;
  // Reading never loses the text: should it throw, the plain reading goes in.
  const read = (reader: PlainTextReader): ReadText | null => {
    try {
      return reader.readPlainText(text, plain, mentions);
    } catch {
      return null;
    }
  };
  const reader = loadedPlainTextReader();
  if (reader) {
    const result = read(reader);
    if (result) insertPasted(view, result, null, options);
    return result !== null;
  }
  const waiting: WaitingPaste = { id: nextWaitingID++, pos: view.state.selection.from };
  view.dispatch(view.state.tr.deleteSelection().setMeta(waitingKey, { add: waiting }));
  const finish = (reader: PlainTextReader | null): void => {
    if (view.isDestroyed) return;
    const current = waitingPastes(view.state).find((item) => item.id === waiting.id);
    const result = (reader && read(reader)) ?? { slice: plain, names: [] };
    if (current) insertPasted(view, result, current, options);
  };
  loadPlainTextReader().then(finish, () => finish(null));
  return true;
}

export function pastePlugin(options?: PasteOptions): Plugin {
  return new Plugin<WaitingPaste[]>({
    key: waitingKey,
    state: {
      init: () => [],
      apply: applyWaiting,
    },
    props: {
      transformPastedHTML: (html) => sanitizeHtml(html),
      transformPasted: (slice) => cleanSlice(slice),
      // The upload plugin, when there is one, has taken the `data:` images first.
      handlePaste: (view, event, slice) => {
        if (insertWithImages(view, slice, null, () => undefined)) return true;
        const data = event.clipboardData;
        if (!data || data.types.includes('text/html')) return false;
        const text = data.getData('text/plain');
        return text !== '' && pastePlainText(view, text, slice, options);
      },
      clipboardTextParser: (text, $context) =>
        textToSlice(text, $context.parent.type.spec.code === true),
      handleDOMEvents: {
        // The plain-text chunk is asked for before the first paste can need it.
        focus: () => {
          loadPlainTextReader().catch(() => undefined);
          return false;
        },
      },
    },
  });
}
