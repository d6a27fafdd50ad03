/**
 * What pasted plain text becomes (04 §7, last paragraph; §4.3): the root of the lazy
 * plain-text chunk, loaded by `pastedText.ts`. A CSV table (`csvTable.ts`) becomes an opaque
 * block holding 04 §3.3's table; text with Markdown in it goes through marked
 * (`markdownParts.ts`) and then the HTML paste filter: the sanitiser, the loose-node grouping,
 * the schema's parse rules and `cleanSlice` (its GFM tables become tables like CSV); other
 * text keeps the editor's plain reading.
 * Then `@name`s become pending mentions (`mentionScan.ts`).
 */
import {
  DOMParser as ProseMirrorDOMParser,
  Fragment,
  type Node as PMNode,
  Slice,
} from 'prosemirror-model';
import { cleanSlice } from '../cleanSlice';
import { sanitizedElement } from '../sanitizeHtml';
import { rich2Schema as schema } from '../schema';
import { groupLooseNodes } from '../wire/looseNodes';
import { csvTableElement, parseCsvTable } from './csvTable';
import { markdownParts } from './markdownParts';
import { looksLikeMarkdown } from './markdownSigns';
import { withPastedMentions } from './mentionScan';

/** The opaque block holding 04 §3.3's table of these cells. */
function tableBlock(rows: string[][]): PMNode {
  return schema.nodes.opaque_block!.create({ wire: csvTableElement(rows) });
}

/**
 * Markdown text as a slice, its HTML read like pasted HTML and its tables as tables. A
 * paragraph at either end is open, so it joins the text around the caret as plain text does.
 */
function markdownSlice(text: string): Slice {
  const blocks: PMNode[] = [];
  for (const part of markdownParts(text.replace(/\r\n?/g, '\n'))) {
    if ('table' in part) {
      blocks.push(tableBlock(part.table));
      continue;
    }
    const body = sanitizedElement(part.html);
    groupLooseNodes(body);
    ProseMirrorDOMParser.fromSchema(schema)
      .parseSlice(body)
      .content.forEach((node) => {
        blocks.push(node);
      });
  }
  const content = Fragment.fromArray(blocks);
  const open = (node: PMNode | null): number => (node?.type === schema.nodes.paragraph ? 1 : 0);
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
    return { slice: new Slice(Fragment.from(tableBlock(rows)), 0, 0), names: [] };
  }
  const slice = looksLikeMarkdown(text) ? markdownSlice(text) : plain;
  const found = mentions ? withPastedMentions(slice.content) : { fragment: slice.content, names: [] }; // prettier-ignore
  if (slice === plain && found.names.length === 0) return null;
  return {
    slice: new Slice(found.fragment, slice.openStart, slice.openEnd),
    names: found.names,
  };
}
