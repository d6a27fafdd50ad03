/**
 * Builds the ProseMirror view outside React: the plugins (history, drop cursor, keys and
 * input rules, paste filter, placeholder, plus the mention and upload plugins it is given),
 * a key handler that first takes the page's selection (domSelection.ts), and a
 * `dispatchTransaction` that hands each new state to the state store and reports a
 * changed document once per transaction.
 */
import type { Node as PMNode } from 'prosemirror-model';
import { dropCursor } from 'prosemirror-dropcursor';
import { history } from 'prosemirror-history';
import { EditorState, Plugin, type Transaction } from 'prosemirror-state';
import { Decoration, DecorationSet, EditorView } from 'prosemirror-view';
import { takeDomSelection } from './domSelection';
import type { EditorStateStore } from './editorStateStore';
import { editorKeymaps, type KeymapOptions } from './keymap';
import { type PasteOptions, pastePlugin } from './paste';

export interface EditorViewOptions extends KeymapOptions {
  mount: HTMLElement;
  doc: PMNode;
  stateStore: EditorStateStore;
  /** Plugins from elsewhere (mentions, uploads), run before the keymaps. */
  plugins: Plugin[];
  /** Mentions in pasted plain text (the store's flag and lookup); none without it. */
  paste?: PasteOptions;
  /** The editing area's attributes (role, name, description…), read on every update. */
  attributes: () => Record<string, string>;
  editable: () => boolean;
  placeholder: () => string;
  onDocChange: (doc: PMNode) => void;
}

/** Shows the placeholder on the one empty paragraph of an empty document. */
function placeholderPlugin(text: () => string): Plugin {
  return new Plugin({
    props: {
      decorations(state) {
        const { doc } = state;
        const first = doc.firstChild;
        const placeholder = text();
        if (!placeholder || doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) {
          return null;
        }
        return DecorationSet.create(doc, [
          Decoration.node(0, first.nodeSize, {
            class: 'fw-rich-placeholder',
            'data-placeholder': placeholder,
          }),
        ]);
      },
    },
  });
}

export function createEditorState(doc: PMNode, options: EditorViewOptions): EditorState {
  return EditorState.create({
    doc,
    plugins: [
      ...options.plugins,
      ...editorKeymaps(options),
      pastePlugin(options.paste),
      history(),
      dropCursor({ class: 'fw-rich-dropCursor', color: false, width: 2 }),
      placeholderPlugin(options.placeholder),
    ],
  });
}

export function createEditorView(options: EditorViewOptions): EditorView {
  const view: EditorView = new EditorView(
    { mount: options.mount },
    {
      state: createEditorState(options.doc, options),
      attributes: () => options.attributes(),
      editable: () => options.editable(),
      // The view's own prop runs before every plugin's: each key handler (the mention list,
      // the keymaps, the browser's default) then works on the selection the user sees.
      handleKeyDown(editor, event) {
        if (event.keyCode !== 229) takeDomSelection(editor);
        return false;
      },
      dispatchTransaction(tr: Transaction) {
        const { state, transactions } = view.state.applyTransaction(tr);
        view.updateState(state);
        options.stateStore.set(state);
        if (transactions.some((applied) => applied.docChanged)) options.onDocChange(state.doc);
      },
    },
  );
  options.stateStore.set(view.state);
  return view;
}
