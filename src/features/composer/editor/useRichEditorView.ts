/**
 * Creates the editor's ProseMirror view once per mount and keeps it in step with the props
 * without re-rendering React on keystrokes: the props are read through a ref, attribute and
 * `disabled` changes go to `view.setProps`, and the imperative handle works on the view.
 */
import type { Plugin } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { createEditorView } from './createEditorView';
import { openedImages, type PendingImage } from './dataImages';
import type { EditorStateStore } from './editorStateStore';
import { quoteTransaction } from './quote';
import { docFromJSON, isDocEmpty, parseBody, serializeDoc } from './rich2';
import type { RichEditorProps } from './richEditorTypes';

function attributesFor(props: RichEditorProps): Record<string, string> {
  const attributes: Record<string, string> = {
    id: props.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': props.label,
    class: 'fw-rich-content',
  };
  if (props.describedBy) attributes['aria-describedby'] = props.describedBy;
  if (props.placeholder) attributes['aria-placeholder'] = props.placeholder;
  if (props.disabled) attributes['aria-disabled'] = 'true';
  return attributes;
}

export interface RichEditorViewOptions {
  props: RichEditorProps;
  stateStore: EditorStateStore;
  /** The mention and upload plugins, created once by the caller. */
  plugins: Plugin[];
  onLinkShortcut: () => void;
  /** Called with the new view, and with null before it is destroyed. */
  onViewChange: (view: EditorView | null) => void;
  /** The opened body's `data:` images (dataImages.ts), each to upload at its place. */
  onOpenedImages: (images: PendingImage[]) => void;
  /** An upload is being sent (the handle's `isUploading`). */
  isUploading: () => boolean;
}

export function useRichEditorView(options: RichEditorViewOptions): {
  mountRef: (element: HTMLDivElement | null) => void;
  view: EditorView | null;
} {
  const { props } = options;
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [mount, setMount] = useState<HTMLDivElement | null>(null);
  const [view, setView] = useState<EditorView | null>(null);

  useLayoutEffect(() => {
    if (!mount) return undefined;
    const current = (): RichEditorProps => latest.current.props;
    const initial = current().initialBody;
    const doc = initial ? parseBody(initial.body, initial.format) : docFromJSON(null);
    const created = createEditorView({
      mount,
      doc,
      stateStore: latest.current.stateStore,
      plugins: latest.current.plugins,
      attributes: () => attributesFor(current()),
      editable: () => !current().disabled,
      placeholder: () => current().placeholder ?? '',
      onLinkShortcut: () => latest.current.onLinkShortcut(),
      onSubmitShortcut: () => {
        const submit = current().onSubmitShortcut;
        if (!submit) return false;
        submit();
        return true;
      },
      onDocChange: (doc) => current().onChange(serializeDoc(doc), isDocEmpty(doc)),
    });
    setView(created);
    latest.current.onViewChange(created);
    latest.current.onOpenedImages(openedImages.get(doc) ?? []);
    if (current().autoFocus) created.focus();
    return () => {
      latest.current.onViewChange(null);
      latest.current.stateStore.set(null);
      created.destroy();
      setView(null);
    };
  }, [mount]);

  // Name, description, placeholder and `disabled` reach the view without recreating it.
  const { id, label, describedBy, placeholder, disabled } = props;
  useEffect(() => {
    view?.setProps({});
  }, [view, id, label, describedBy, placeholder, disabled]);

  useImperativeHandle(
    props.handleRef,
    () => ({
      focus: () => view?.focus(),
      insertQuote: (source, author) => {
        if (!view) return;
        const tr = quoteTransaction(view.state, source, author);
        if (tr) view.dispatch(tr);
        view.focus();
      },
      clear: () => {
        if (!view) return;
        const { doc } = view.state;
        const tr = view.state.tr.replaceWith(0, doc.content.size, docFromJSON(null).content);
        view.dispatch(tr.setMeta('addToHistory', false));
      },
      getBody: () => (view ? serializeDoc(view.state.doc) : serializeDoc(docFromJSON(null))),
      isEmpty: () => (view ? isDocEmpty(view.state.doc) : true),
      isUploading: () => latest.current.isUploading(),
    }),
    [view],
  );

  return { mountRef: setMount, view };
}
