/**
 * The rich-text editor, root of the lazy editor chunk (loaded by components/RichEditor.tsx).
 * The ProseMirror view is created once per mount; typing updates the view and a small state
 * store, never this component: only the toolbar (when what it shows changes) and the mention
 * popup re-render.
 */
import { type JSX, type ReactElement, useState } from 'react';
import { lookupPastedMention } from '../../mentions/mentionsSlice';
import { selectConfigFlag } from '@/store/configFlags';
import { useAppStore } from '@/store/hooks';
import type { AppDispatch, RootState } from '@/store/store';
import { useStyles } from '@/ui/useStyles';
import { selectedLinkHref, setLink } from './commands';
import css from './editor.css';
import { createEditorStateStore, type EditorStateStore, useEditorState } from './editorStateStore';
import { LinkDialog } from './LinkDialog';
import { MentionPopup, mentionPlugin } from './mentions';
import type { PasteOptions } from './paste';
import type { RichEditorProps } from './richEditorTypes';
import { Toolbar } from './Toolbar';
import { createUploadController, UploadTray } from './uploads';
import { useRichEditorView } from './useRichEditorView';
import type { EditorState } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';

export type { RichEditorHandle, RichEditorProps } from './richEditorTypes';

/** The mention popup, re-rendered on each editor state (and nothing else with it). */
function MentionHost(props: {
  view: EditorView | null;
  stateStore: EditorStateStore;
  editorId: string;
}): JSX.Element | null {
  const state = useEditorState(props.stateStore);
  return <MentionPopup view={props.view} state={state} editorId={props.editorId} />;
}

/**
 * Pasted `@name`s (04 §4.3): on unless the site's `ui.userMentionsEnabled` is off, completed
 * with `GET /users/by-names`.
 */
function pasteOptions(store: { dispatch: AppDispatch; getState: () => RootState }): PasteOptions {
  return {
    mentionsEnabled: () => selectConfigFlag(store.getState(), 'ui.userMentionsEnabled'),
    lookupUsers: (name) => store.dispatch(lookupPastedMention({ name })).unwrap(),
  };
}

export function RichEditorImpl(props: RichEditorProps): ReactElement {
  useStyles('rich-editor', css);
  const store = useAppStore();
  const [stateStore] = useState(createEditorStateStore);
  // Created once: the upload controller outlives re-renders and holds the files being sent.
  const [uploads] = useState(() =>
    createUploadController({
      dispatch: store.dispatch,
      getState: store.getState,
      editorId: props.id,
    }),
  );
  const [plugins] = useState(() => [mentionPlugin(), uploads.plugin]);
  const [paste] = useState(() => pasteOptions(store));
  // The link form remembers the selection it was opened for: focus leaves the editor while
  // the form is open, and nothing the browser does meanwhile may move where the link goes.
  const [link, setLinkForm] = useState<{ href: string; state: EditorState } | null>(null);

  const openLinkForm = (): void => {
    const state = stateStore.get();
    if (!state || props.disabled) return;
    setLinkForm({ href: selectedLinkHref(state), state });
  };
  const applyLink = (editor: EditorView, href: string, opened: EditorState): void => {
    if (editor.state.doc === opened.doc && !editor.state.selection.eq(opened.selection)) {
      editor.dispatch(editor.state.tr.setSelection(opened.selection));
    }
    setLink(href)(editor.state, editor.dispatch, editor);
  };

  const { mountRef, view } = useRichEditorView({
    props,
    stateStore,
    plugins,
    paste,
    onLinkShortcut: openLinkForm,
    onViewChange: (next) => uploads.attach(next),
    onOpenedImages: (images) => images.forEach(({ file, pos }) => uploads.insertFiles([file], pos)),
    isUploading: () => uploads.isSending(),
  });

  const disabled = props.disabled === true;
  return (
    <div className={`fw-rich-editor${disabled ? ' fw-rich-editor--disabled' : ''}`}>
      <Toolbar
        view={view}
        stateStore={stateStore}
        editorId={props.id}
        disabled={disabled}
        onLink={openLinkForm}
        onFiles={(files) => uploads.insertFiles(files)}
      />
      {/* ProseMirror makes this element the editing area (role textbox) and owns its content. */}
      <div ref={mountRef} />
      <MentionHost view={view} stateStore={stateStore} editorId={props.id} />
      <UploadTray controller={uploads} />
      {link && view && (
        <LinkDialog
          initialHref={link.href}
          onClose={() => setLinkForm(null)}
          onApply={(href) => {
            applyLink(view, href, link.state);
            setLinkForm(null);
            // After the dialog has given focus back (its cleanup runs first).
            setTimeout(() => {
              if (!view.isDestroyed) view.focus();
            }, 0);
          }}
        />
      )}
    </div>
  );
}
