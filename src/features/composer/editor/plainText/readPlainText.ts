/**
 * What pasted plain text becomes (04 §7, last paragraph; §4.3): the root of the lazy
 * plain-text chunk, loaded by `pastedText.ts`. A CSV table (`csvTable.ts`) becomes an opaque
 * block holding 04 §3.3's table; text with Markdown in it goes through marked
 * (`markdownToHtml.ts`) and then the HTML paste filter: the sanitiser, the loose-node grouping,
 * the schema's parse rules and `cleanSlice`; other text keeps the editor's plain reading.
 * Then `@name`s become pending mentions (`mentionScan.ts`).
 */
import { DOMParser as ProseMirrorDOMParser, Fragment, Slice } from 'prosemirror-model';
import { cleanSlice } from '../paste';
import { looksLikeMarkdown } from '../pastedText';
import { sanitizedElement } from '../sanitizeHtml';
import { rich2Schema as schema } from '../schema';
import { groupLooseNodes } from '../wire/looseNodes';
import { csvTableElement, parseCsvTable } from './csvTable';
import { markdownToHtml } from './markdownToHtml';
import { withPastedMentions } from './mentionScan';

/**
 * Markdown text as a slice, its HTML read like pasted HTML. A paragraph at either end is
 * open, so it joins the text around the caret as plain text does.
 */
function markdownSlice(text: string): Slice {
  const body = sanitizedElement(markdownToHtml(text.replace(/\r\n?/g, '\n')));
  groupLooseNodes(body);
  const { content } = ProseMirrorDOMParser.fromSchema(schema).parseSlice(body);
  const open = (node: typeof content.firstChild): number =>
    node?.type === schema.nodes.paragraph ? 1 : 0;
  return cleanSlice(new Slice(content, open(content.firstChild), open(content.lastChild)));
}

export interface ReadText {
  slice: Slice;
  /** The names of the pending mentions in `slice`, to complete. */
  names: string[];
}

/**
 * The slice pasted `text` becomes, or null when it is the editor's plain reading (`plain`)
 * unchanged. `mentions`: the site's `ui.userMentionsEnabled`.
 */
export function readPlainText(text: string, plain: Slice, mentions: boolean): ReadText | null {
  const rows = parseCsvTable(text);
  if (rows) {
    const table = schema.nodes.opaque_block!.create({ wire: csvTableElement(rows) });
    return { slice: new Slice(Fragment.from(table), 0, 0), names: [] };
  }
  const slice = looksLikeMarkdown(text) ? markdownSlice(text) : plain;
  const found = mentions ? withPastedMentions(slice.content) : { fragment: slice.content, names: [] }; // prettier-ignore
  if (slice === plain && found.names.length === 0) return null;
  return {
    slice: new Slice(found.fragment, slice.openStart, slice.openEnd),
    names: found.names,
  };
}
