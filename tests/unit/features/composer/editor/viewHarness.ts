import './jsdomLayout';
import type { Node as PMNode } from 'prosemirror-model';
import { TextSelection } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { createEditorView } from '@/features/composer/editor/createEditorView';
import {
  createEditorStateStore,
  type EditorStateStore,
} from '@/features/composer/editor/editorStateStore';
import type { PasteOptions } from '@/features/composer/editor/paste';
import { docFromJSON } from '@/features/composer/editor/rich2';
import { editorJson } from '../../../../support/editorJson';

export interface TestView {
  view: EditorView;
  store: EditorStateStore;
  changes: PMNode[];
  linkShortcuts: number;
  submits: number;
  destroy(): void;
}

/**
 * A real editor view (the composer's plugins, no mentions or uploads) mounted in the body;
 * `paste` turns on the mentions of pasted text.
 */
export function makeView(
  doc: PMNode = docFromJSON(null),
  options: { submit?: boolean; paste?: PasteOptions } = {},
): TestView {
  const mount = document.createElement('div');
  document.body.appendChild(mount);
  const store = createEditorStateStore();
  const result: TestView = {
    view: undefined as unknown as EditorView,
    store,
    changes: [],
    linkShortcuts: 0,
    submits: 0,
    destroy: () => {
      result.view.destroy();
      mount.remove();
    },
  };
  result.view = createEditorView({
    mount,
    doc,
    stateStore: store,
    plugins: [],
    ...(options.paste ? { paste: options.paste } : {}),
    attributes: () => ({ role: 'textbox', 'aria-label': 'Body', class: 'fw-rich-content' }),
    editable: () => true,
    placeholder: () => 'Write here',
    onLinkShortcut: () => {
      result.linkShortcuts += 1;
    },
    onSubmitShortcut: () => {
      if (!options.submit) return false;
      result.submits += 1;
      return true;
    },
    onDocChange: (changed) => result.changes.push(changed),
  });
  return result;
}

/** Selects from `from` to `to` (a caret when `to` is omitted). */
export function select(view: EditorView, from: number, to = from): void {
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, from, to)));
}

/** Presses a key on the editing area the way a browser would; returns whether it was handled. */
export function press(
  view: EditorView,
  key: string,
  mods: { ctrl?: boolean; shift?: boolean; alt?: boolean; keyCode?: number } = {},
): boolean {
  const event = new KeyboardEvent('keydown', {
    key,
    keyCode: mods.keyCode ?? (key.length === 1 ? key.toUpperCase().charCodeAt(0) : 0),
    ctrlKey: mods.ctrl ?? false,
    shiftKey: mods.shift ?? false,
    altKey: mods.alt ?? false,
    bubbles: true,
    cancelable: true,
  });
  view.dom.dispatchEvent(event);
  return event.defaultPrevented;
}

/** Types text at the selection through ProseMirror's text input path (input rules run). */
export function typeText(view: EditorView, text: string): void {
  for (const char of text) {
    const { from, to } = view.state.selection;
    const handled = view.someProp('handleTextInput', (f) =>
      f(view, from, to, char, () => view.state.tr.insertText(char, from, to)),
    );
    if (!handled) view.dispatch(view.state.tr.insertText(char, from, to));
  }
}

export function blocks(view: EditorView): unknown[] {
  return editorJson(view.state.doc).content;
}

/** A paste event on the editing area with this clipboard content (jsdom has no ClipboardEvent). */
export function paste(view: EditorView, data: { html?: string; text?: string }): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const values: Record<string, string> = {
    'text/html': data.html ?? '',
    'text/plain': data.text ?? '',
  };
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: Object.keys(values).filter((type) => values[type] !== ''),
      files: [],
      getData: (type: string) => values[type] ?? '',
    },
  });
  view.dom.dispatchEvent(event);
}
