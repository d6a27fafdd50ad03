/**
 * The editor's props and imperative handle. The lazy wrapper (components/RichEditor.tsx) and
 * the editor chunk (RichEditorImpl.tsx) share them; this file holds types only, so importing
 * it loads nothing of the editor.
 */
import type { Ref } from 'react';

/** What a quote holds: a post's stored source and its format (`bodyRaw`, 01 §6 quote reads). */
export interface QuoteSource {
  body: string;
  format: string;
}

export interface RichEditorHandle {
  focus(): void;
  /** Appends a block quote of the source at the end, with "author wrote:" first. */
  insertQuote(source: QuoteSource, author?: string): void;
  /** Empties the document. */
  clear(): void;
  /** The `rich2` body of the current document. */
  getBody(): string;
  isEmpty(): boolean;
  /** A file is still being uploaded: a body taken now would not hold it. */
  isUploading(): boolean;
}

export interface RichEditorProps {
  /** The editing area's id (page-unique); the toolbar's `aria-controls` points at it. */
  id: string;
  /** The editing area's accessible name. */
  label: string;
  /** The body to start from (read once, when the editor is created). */
  initialBody?: { body: string; format: string };
  /** After each change of the document: the `rich2` body and whether it has no content. */
  onChange(body: string, isEmpty: boolean): void;
  placeholder?: string;
  /** The id of an element describing the editor (help text), for `aria-describedby`. */
  describedBy?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Mod-Enter (Ctrl+Enter, ⌘+Enter). */
  onSubmitShortcut?(): void;
  handleRef?: Ref<RichEditorHandle>;
}
