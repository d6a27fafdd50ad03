/**
 * The editor's side of pasted plain text (04 §7, last paragraph): whether a text needs the
 * lazy plain-text chunk (`plainText/readPlainText.ts`: CSV tables, Markdown, mentions), and
 * loading it. Text that cannot be any of those keeps the plain reading with no chunk at all.
 */
import { looksLikeMarkdown } from './plainText/markdownSigns';

export type PlainTextReader = typeof import('./plainText/readPlainText');

let loaded: PlainTextReader | null = null;
let loading: Promise<PlainTextReader> | null = null;

/** Loads the plain-text chunk once (the editor asks for it on focus); a failure may be retried. */
export function loadPlainTextReader(): Promise<PlainTextReader> {
  loading ??= import('./plainText/readPlainText').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The plain-text chunk when it has arrived, else null. */
export function loadedPlainTextReader(): PlainTextReader | null {
  return loaded;
}

/** Whether the text may be a table, Markdown or hold a mention: only then is it read. */
export function needsReading(text: string, mentions: boolean): boolean {
  return (
    (/[,\t]/.test(text) && /\n./.test(text)) ||
    looksLikeMarkdown(text) ||
    (mentions && text.includes('@'))
  );
}
