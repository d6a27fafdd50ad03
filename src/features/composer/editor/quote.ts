/**
 * Quoting: a block quote of a post's source appended at the end of the document. The source
 * (`bodyRaw` and `format` of 01's quote read) opens as any body does (`parseBody`): 04's rich2
 * with nothing lost, HTML through the sanitiser and the schema, other formats as text.
 */
import type { Node as PMNode } from 'prosemirror-model';
import { type EditorState, TextSelection, type Transaction } from 'prosemirror-state';
import { formatString, t } from '@/i18n/translate';
import type { QuoteSource } from './richEditorTypes';
import { isDocEmpty, parseBody } from './rich2';
import { rich2Schema as schema } from './schema';

const { nodes } = schema;

/**
 * The transaction that appends the quote (with "Name wrote:" first when an author is given)
 * and an empty paragraph after it for the reply, with the caret there. An empty document is
 * replaced. Null when there is nothing to quote.
 */
export function quoteTransaction(
  state: EditorState,
  source: QuoteSource,
  author?: string,
): Transaction | null {
  const quoted = parseBody(source.body, source.format);
  const content: PMNode[] = [];
  const name = author?.trim();
  if (name) {
    const line = formatString(t('%s wrote:'), name);
    content.push(nodes.paragraph!.create(null, schema.text(line)));
  }
  if (!isDocEmpty(quoted)) quoted.forEach((block) => content.push(block));
  if (content.length === 0) return null;
  let quote: PMNode;
  try {
    quote = nodes.blockquote!.createChecked(null, content);
  } catch {
    return null;
  }
  const { doc } = state;
  const end = doc.content.size;
  const tr = state.tr.replaceWith(isDocEmpty(doc) && doc.childCount === 1 ? 0 : end, end, [
    quote,
    nodes.paragraph!.create(),
  ]);
  return tr.setSelection(TextSelection.atEnd(tr.doc)).scrollIntoView();
}
