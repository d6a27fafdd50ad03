import { act } from '@testing-library/react';
import axe from 'axe-core';
import { type Node as PmNode } from 'prosemirror-model';
import { EditorState, type Plugin, TextSelection } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { rich2Schema } from '@/features/composer/editor/schema';
import { editorJson } from '../../../support/editorJson';

/**
 * A small editor for the composer's parts: a real EditorView on the rich2 schema with the
 * given plugins, whose state lives in React like the composer's, so parts that take
 * `view`/`state` props re-render on every transaction.
 */
export function TestEditor({
  plugins,
  doc,
  role = 'textbox',
  onView,
  children,
}: {
  plugins: Plugin[];
  doc?: PmNode;
  role?: string;
  onView: (view: EditorView) => void;
  children?: (view: EditorView | null, state: EditorState | null) => ReactNode;
}): ReactElement {
  const mount = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView | null>(null);
  const [state, setState] = useState<EditorState | null>(null);
  useEffect(() => {
    const created = new EditorView(mount.current, {
      state: EditorState.create({ schema: rich2Schema, plugins, doc }),
      attributes: { role, 'aria-multiline': 'true', 'aria-label': 'Body' },
      dispatchTransaction(tr) {
        const next = created.state.apply(tr);
        created.updateState(next);
        setState(next);
      },
    });
    setView(created);
    setState(created.state);
    onView(created);
    return () => created.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div>
      <div ref={mount} />
      {children?.(view, state)}
    </div>
  );
}

/** A document of paragraphs holding the given texts. */
export function paragraphs(...texts: string[]): PmNode {
  const { doc, paragraph } = rich2Schema.nodes;
  return doc!.create(
    null,
    texts.map((text) => paragraph!.create(null, text ? rich2Schema.text(text) : undefined)),
  );
}

/** Types text at the caret, as one transaction (what ProseMirror makes of a keystroke). */
export function typeText(view: EditorView, text: string): void {
  act(() => {
    for (const char of text) view.dispatch(view.state.tr.insertText(char));
  });
}

/** Puts the caret at `pos`. */
export function setCaret(view: EditorView, pos: number): void {
  act(() => {
    view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, pos)));
  });
}

/** The document as rich2 JSON blocks. */
export function blocks(view: EditorView): unknown[] {
  return editorJson(view.state.doc).content;
}

/**
 * The ids of axe's violations on the page, without its page-level rules (the test page has no
 * landmarks, and jsdom draws no colours). jsdom has no canvas, which axe only uses to spot icon
 * fonts, so it gets none while axe runs.
 */
export async function axeViolations(): Promise<string[]> {
  const getContext = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, 'getContext');
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value: () => null,
  });
  try {
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return results.violations.map((violation) => violation.id);
  } finally {
    if (getContext) Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', getContext);
  }
}
