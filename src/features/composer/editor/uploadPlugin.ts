import type { Node as PmNode } from 'prosemirror-model';
import { type EditorState, Plugin, PluginKey, type Transaction } from 'prosemirror-state';
import { insertPoint } from 'prosemirror-transform';
import { Decoration, DecorationSet, type EditorView } from 'prosemirror-view';
import { formatString, t } from '@/i18n/translate';
import { hasPendingImages, insertWithImages } from './dataImages';
import type { UploadInput } from './uploadTypes';

/** Where an upload's file will go, shown as a widget until the upload is done or dropped. */
export interface Placeholder {
  id: string;
  /** Files inserted together keep their order: a smaller `order` stays before. */
  order: number;
  pos: number;
  name: string;
  failed: boolean;
}

export interface UploadPluginState {
  placeholders: readonly Placeholder[];
  decorations: DecorationSet;
}

/** What the upload controller tells the plugin, as transaction meta (applied in order). */
export type UploadAction =
  | { type: 'add'; placeholder: Placeholder }
  | { type: 'remove'; id: string }
  | { type: 'failed'; id: string; failed: boolean }
  /** The upload's node now sits from `before` to `after`; its placeholder goes. */
  | { type: 'placed'; id: string; at: number; before: number; after: number };

export const uploadPluginKey = new PluginKey<UploadPluginState>('fwUploads');

const EMPTY: UploadPluginState = { placeholders: [], decorations: DecorationSet.empty };

function placeholderDom(view: EditorView, placeholder: Placeholder): HTMLElement {
  const element = view.dom.ownerDocument.createElement('span');
  element.className = `fw-uploadPlaceholder${placeholder.failed ? ' fw-uploadPlaceholder--failed' : ''}`;
  element.setAttribute('data-upload-id', placeholder.id);
  element.textContent = placeholder.failed
    ? formatString(t('Upload failed: %s'), placeholder.name)
    : formatString(t('Uploading %s…'), placeholder.name);
  return element;
}

function decorate(state: EditorState | Transaction, list: readonly Placeholder[]): DecorationSet {
  if (list.length === 0) return DecorationSet.empty;
  return DecorationSet.create(
    state.doc,
    list.map((p) =>
      Decoration.widget(p.pos, (view) => placeholderDom(view, p), {
        key: `${p.id}:${p.failed ? 'failed' : 'sending'}`,
        side: -1,
        ignoreSelection: true,
      }),
    ),
  );
}

/**
 * Maps the placeholders through a change. A position always maps to the nearest one left, so
 * typing or deleting around a placeholder never loses it. The placeholders that shared the
 * spot of a node just placed go before it (inserted earlier) or after it (later).
 */
function mapPlaceholders(tr: Transaction, list: readonly Placeholder[]): Placeholder[] {
  const placed = (tr.getMeta(uploadPluginKey) as UploadAction[] | undefined)?.find(
    (a): a is Extract<UploadAction, { type: 'placed' }> => a.type === 'placed',
  );
  const order = list.find((p) => p.id === placed?.id)?.order ?? 0;
  return list.map((p) => {
    if (placed && p.id !== placed.id && p.pos === placed.at) {
      return { ...p, pos: p.order < order ? placed.before : placed.after };
    }
    return { ...p, pos: tr.mapping.map(p.pos, -1) };
  });
}

function applyActions(list: Placeholder[], actions: UploadAction[]): Placeholder[] {
  let next = list;
  for (const action of actions) {
    if (action.type === 'add') next = [...next, action.placeholder];
    else if (action.type === 'failed') {
      next = next.map((p) => (p.id === action.id ? { ...p, failed: action.failed } : p));
    } else next = next.filter((p) => p.id !== action.id);
  }
  return next;
}

/** The placeholder of an upload in this state, if it still has one. */
export function findPlaceholder(state: EditorState, id: string): Placeholder | undefined {
  return uploadPluginKey.getState(state)?.placeholders.find((p) => p.id === id);
}

/**
 * Puts a block node (image, attachment) as near `pos` as the schema allows: before or after
 * the text block when `pos` is at its start or end, else between the two halves of it.
 * Nothing else in the document changes. Returns where the node starts.
 */
export function placeBlock(tr: Transaction, pos: number, node: PmNode): number {
  const point = insertPoint(tr.doc, pos, node.type);
  try {
    if (point !== null) tr.insert(point, node);
    else tr.replaceWith(pos, pos, node);
  } catch {
    tr.insert(tr.doc.content.size, node);
  }
  let start = -1;
  tr.doc.descendants((n, p) => {
    if (n === node) start = p;
    return start < 0 && !n.isTextblock;
  });
  return start;
}

export interface UploadPluginOptions {
  /** Files pasted or dropped: `pos` is the caret or the drop point. */
  onFiles: (files: UploadInput[], pos: number) => void;
}

/** The document position under the pointer, if the browser can tell (jsdom cannot). */
function dropPosition(view: EditorView, event: DragEvent): number | undefined {
  try {
    return view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
  } catch {
    return undefined;
  }
}

function filesOf(list: FileList | null | undefined): File[] {
  return list ? Array.from(list) : [];
}

/**
 * The upload plugin: pasted and dropped files go to `onFiles`; the placeholders of uploads in
 * flight are widgets mapped through every transaction.
 */
export function createUploadPlugin({ onFiles }: UploadPluginOptions): Plugin<UploadPluginState> {
  return new Plugin<UploadPluginState>({
    key: uploadPluginKey,
    state: {
      init: () => EMPTY,
      apply(tr, previous) {
        const actions = (tr.getMeta(uploadPluginKey) as UploadAction[] | undefined) ?? [];
        if (!tr.docChanged && actions.length === 0) return previous;
        if (previous.placeholders.length === 0 && actions.length === 0) return previous;
        const moved = tr.docChanged
          ? mapPlaceholders(tr, previous.placeholders)
          : [...previous.placeholders];
        const placeholders = applyActions(moved, actions);
        return { placeholders, decorations: decorate(tr, placeholders) };
      },
    },
    props: {
      decorations: (state) => uploadPluginKey.getState(state)?.decorations,
      handlePaste(view, event, slice) {
        const data = event.clipboardData;
        const files = filesOf(data?.files);
        // Text with files (an office program's copy) is pasted as text; files alone upload.
        if (files.length === 0 || data?.types.includes('text/plain')) {
          return insertWithImages(view, slice, null, onFiles);
        }
        onFiles(files, view.state.selection.from);
        return true;
      },
      handleDrop(view, event, slice, moved) {
        const files = filesOf(event.dataTransfer?.files);
        if (moved || (files.length === 0 && !hasPendingImages(slice))) return false;
        event.preventDefault();
        const pos = dropPosition(view, event) ?? view.state.selection.from;
        if (files.length > 0) onFiles(files, pos);
        else insertWithImages(view, slice, { from: pos, to: pos }, onFiles);
        return true;
      },
    },
  });
}
