import type { Node as PmNode } from 'prosemirror-model';
import type { EditorState } from 'prosemirror-state';

/** The longest text after '@' that still counts as a mention query. */
export const MENTION_QUERY_MAX = 50;

/** An `@query` right before the caret: `from` is the '@', `to` the caret. */
export interface MentionQuery {
  query: string;
  from: number;
  to: number;
}

/** Stands for an inline leaf (a mention) in the text before the caret: not a word boundary. */
const LEAF = '\ufffc';
/** Stands for the start of the text block, and for a hard break: both are word boundaries. */
const BOUNDARY = '\n';

/**
 * What may come right before the '@': the start of the block, whitespace, or opening
 * punctuation. The query is everything after it up to the caret, up to 50 characters, with no
 * whitespace, no second '@' and no inline leaf in it.
 */
const QUERY_PATTERN = new RegExp(
  `(?:^|[\\s([{"'\u201c\u2018\u00ab\u00bf\u00a1])@([^\\s@${LEAF}]{0,${MENTION_QUERY_MAX}})$`,
  'u',
);

function leafText(node: PmNode): string {
  return node.type.name === 'hard_break' ? BOUNDARY : LEAF;
}

/**
 * Finds the `@query` the caret is at the end of, or null: with a selection that is not a
 * caret, inside code (a code block or the inline code mark), or when the '@' is inside a word
 * (`a@b`).
 */
export function findMentionQuery(state: EditorState): MentionQuery | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const $caret = selection.$from;
  const parent = $caret.parent;
  if (!parent.isTextblock || parent.type.spec.code) return null;
  if ($caret.marks().some((mark) => mark.type.spec.code === true || mark.type.name === 'code')) {
    return null;
  }
  const end = $caret.parentOffset;
  // One character for the boundary, one for '@', then the query.
  const start = Math.max(0, end - (MENTION_QUERY_MAX + 2));
  const before = parent.textBetween(start, end, undefined, leafText);
  const match = QUERY_PATTERN.exec(start === 0 ? `${BOUNDARY}${before}` : before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { query, from: $caret.pos - query.length - 1, to: $caret.pos };
}
