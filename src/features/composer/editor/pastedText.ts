/**
 * What pasted plain text becomes (04 §7, last paragraph): a table when it is CSV
 * (`pastedCsv.ts`), else Markdown. Text with no Markdown in it (`looksLikeMarkdown`) keeps the
 * editor's plain-text reading (paragraphs and line breaks, `textToSlice` in paste.ts), so its
 * spaces and lines are exactly as pasted; the rest is turned into HTML by the lazy Markdown
 * chunk and goes through the HTML paste filter: the sanitiser, the schema's parse rules and
 * `cleanSlice`.
 */
import { DOMParser as ProseMirrorDOMParser, Fragment, Slice } from 'prosemirror-model';
import { csvTableElement, parseCsvTable } from './pastedCsv';
import { sanitizedElement } from './sanitizeHtml';
import { rich2Schema as schema } from './schema';
import { groupLooseNodes } from './wire/looseNodes';

type MarkdownModule = typeof import('./markdown/markdownToHtml');

let loaded: MarkdownModule | null = null;
let loading: Promise<MarkdownModule> | null = null;

/** Loads the Markdown chunk once (the editor asks for it on focus); a failure may be retried. */
export function loadMarkdown(): Promise<MarkdownModule> {
  loading ??= import('./markdown/markdownToHtml').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The Markdown chunk when it has arrived, else null. */
export function loadedMarkdown(): MarkdownModule | null {
  return loaded;
}

/** Block syntax at the start of a line: headings, quotes, lists, fences, rules, underlines. */
const MARKDOWN_BLOCK =
  /^ {0,3}(?:#{1,6}(?:[ \t]|$)|>|[-*+][ \t]|\d{1,9}[.)][ \t]|`{3}|~{3}|(?:[-*_][ \t]*){3,}$|=+[ \t]*$)/m;
/** Inline syntax: emphasis and code marks, strikethrough, links, images and autolinks. */
const MARKDOWN_INLINE = /[*_`]|~~|\[[^\]\n]*\]\(|<(?:https?|mailto):/;

/** Whether the text has anything Markdown would change (else it is read as plain text). */
export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_BLOCK.test(text) || MARKDOWN_INLINE.test(text);
}

/** The table a CSV paste becomes (an opaque block holding 04 §3.3's table), else null. */
export function csvSlice(text: string): Slice | null {
  const rows = parseCsvTable(text);
  if (!rows) return null;
  const table = schema.nodes.opaque_block!.create({ wire: csvTableElement(rows) });
  return new Slice(Fragment.from(table), 0, 0);
}

/**
 * Markdown text as a slice: its HTML through the sanitiser, the loose-node grouping and the
 * schema's parse rules (the caller cleans it with `cleanSlice`). A paragraph at either end is
 * open, so it joins the text around the caret as plain text does.
 */
export function markdownSlice(markdown: MarkdownModule, text: string): Slice {
  const body = sanitizedElement(markdown.markdownToHtml(text.replace(/\r\n?/g, '\n')));
  groupLooseNodes(body);
  const { content } = ProseMirrorDOMParser.fromSchema(schema).parseSlice(body);
  const open = (node: typeof content.firstChild): number =>
    node?.type === schema.nodes.paragraph ? 1 : 0;
  return new Slice(content, open(content.firstChild), open(content.lastChild));
}
