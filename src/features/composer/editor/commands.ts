/**
 * The editor's commands, shared by the keymap and the toolbar. Each is a ProseMirror
 * `Command`: called without `dispatch` it only says whether it applies.
 */
import { setBlockType, toggleMark, wrapIn } from 'prosemirror-commands';
import type { Attrs, MarkType, Node as PMNode, NodeType } from 'prosemirror-model';
import { liftListItem, wrapInList } from 'prosemirror-schema-list';
import { type Command, type EditorState, TextSelection } from 'prosemirror-state';
import { liftTarget } from 'prosemirror-transform';
import { sanitizeUrl } from '@/utils/links';
import { rich2Schema as schema } from './schema';

const { nodes, marks } = schema;

/** True when the selection (or the marks to be typed at the cursor) carries the mark. */
export function isMarkActive(state: EditorState, type: MarkType): boolean {
  const { from, to, empty, $from } = state.selection;
  if (empty) return !!type.isInSet(state.storedMarks ?? $from.marks());
  return state.doc.rangeHasMark(from, to, type);
}

/** The depth of the nearest ancestor of the selection's start with this type, or -1. */
export function ancestorDepth(state: EditorState, type: NodeType): number {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type === type) return depth;
  }
  return -1;
}

export const toggleBold: Command = toggleMark(marks.bold!);
export const toggleItalic: Command = toggleMark(marks.italic!);
export const toggleStrike: Command = toggleMark(marks.strike!);
export const toggleInlineCode: Command = toggleMark(marks.code!);

export function setParagraph(): Command {
  return setBlockType(nodes.paragraph!);
}

export function setHeading(level: 2 | 3 | 4): Command {
  return setBlockType(nodes.heading!, { level });
}

/** A code block, or back to a paragraph when the selection is in one. */
export const toggleCodeBlock: Command = (state, dispatch) => {
  const inCode = state.selection.$from.parent.type === nodes.code_block;
  return setBlockType(inCode ? nodes.paragraph! : nodes.code_block!)(state, dispatch);
};

/** Wraps the selected blocks in `type` (quote, spoiler), or lifts them out of it. */
export function toggleWrapper(type: NodeType): Command {
  return (state, dispatch) => {
    const depth = ancestorDepth(state, type);
    if (depth < 0) return wrapIn(type)(state, dispatch);
    const { $from, $to } = state.selection;
    const wrapper = $from.node(depth);
    const range = $from.blockRange($to, (node: PMNode) => node === wrapper);
    const target = range && liftTarget(range);
    if (!range || target === null || target === undefined) return false;
    if (dispatch) dispatch(state.tr.lift(range, target).scrollIntoView());
    return true;
  };
}

export const toggleBlockquote: Command = toggleWrapper(nodes.blockquote!);
export const toggleSpoiler: Command = toggleWrapper(nodes.spoiler!);

/**
 * A bulleted or numbered list: lifts the items out when already in that kind of list,
 * switches the list's kind when in the other kind, wraps the blocks otherwise.
 */
export function toggleList(type: NodeType, attrs?: Attrs): Command {
  return (state, dispatch) => {
    const itemDepth = ancestorDepth(state, nodes.list_item!);
    if (itemDepth > 1) {
      const listDepth = itemDepth - 1;
      const list = state.selection.$from.node(listDepth);
      if (list.type === type) return liftListItem(nodes.list_item!)(state, dispatch);
      if (dispatch) {
        const pos = state.selection.$from.before(listDepth);
        dispatch(state.tr.setNodeMarkup(pos, type, attrs ?? null));
      }
      return true;
    }
    return wrapInList(type, attrs)(state, dispatch);
  };
}

export const toggleBulletList: Command = toggleList(nodes.bullet_list!);
export const toggleOrderedList: Command = toggleList(nodes.ordered_list!);

/** The link at the cursor (or over the selection's start): its address and extent. */
export function linkAt(state: EditorState): { href: string; from: number; to: number } | null {
  const { $from } = state.selection;
  const type = marks.link!;
  const mark = type.isInSet($from.marks()) ?? type.isInSet($from.nodeAfter?.marks ?? []);
  if (!mark) return null;
  // The runs of text carrying this very link (same address) in the cursor's textblock.
  const runs: Array<{ from: number; to: number }> = [];
  const start = $from.start();
  $from.parent.forEach((child, offset) => {
    if (!mark.isInSet(child.marks)) return;
    const childFrom = start + offset;
    const last = runs[runs.length - 1];
    if (last && last.to === childFrom) last.to = childFrom + child.nodeSize;
    else runs.push({ from: childFrom, to: childFrom + child.nodeSize });
  });
  const run = runs.find((r) => r.from <= $from.pos && $from.pos <= r.to);
  if (!run) return null;
  return { href: String(mark.attrs.href), from: run.from, to: run.to };
}

/**
 * Sets the link on the selection (or the link at the cursor). An empty address removes the
 * link; an empty selection outside a link inserts the address as linked text. Refuses
 * (returns false) an unsafe address.
 */
export function setLink(address: string): Command {
  return (state, dispatch) => {
    const type = marks.link!;
    const trimmed = address.trim();
    const href = trimmed === '' ? '' : sanitizeUrl(trimmed);
    if (href === undefined) return false;
    const { selection } = state;
    const existing = selection.empty ? linkAt(state) : null;
    const from = existing ? existing.from : selection.from;
    const to = existing ? existing.to : selection.to;
    if (!dispatch) return true;
    const tr = state.tr;
    if (href === '') {
      tr.removeMark(from, to, type);
    } else if (from === to) {
      const text = schema.text(href, [type.create({ href })]);
      tr.replaceSelectionWith(text, false);
      tr.setSelection(TextSelection.create(tr.doc, from + href.length));
    } else {
      tr.removeMark(from, to, type).addMark(from, to, type.create({ href }));
    }
    dispatch(tr.scrollIntoView());
    return true;
  };
}

/** The text style of the selection's first textblock, for the toolbar's style control. */
export type BlockStyle = 'paragraph' | 'heading2' | 'heading3' | 'heading4' | 'code' | 'other';

function styleOf(node: PMNode): BlockStyle {
  if (node.type === nodes.paragraph) return 'paragraph';
  if (node.type === nodes.code_block) return 'code';
  if (node.type === nodes.heading) {
    const level = node.attrs.level as number;
    if (level === 2 || level === 3 || level === 4) return `heading${level}`;
  }
  return 'other';
}

/** The style shared by every textblock the selection touches; 'other' when they differ. */
export function blockStyle(state: EditorState): BlockStyle {
  const { $from, from, to } = state.selection;
  if ($from.parent.isTextblock && $from.sameParent(state.selection.$to)) {
    return styleOf($from.parent);
  }
  let style: BlockStyle | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    if (style === 'other') return false;
    if (!node.isTextblock) return true;
    const own = styleOf(node);
    style = style === null || style === own ? own : 'other';
    return false;
  });
  return style ?? 'other';
}

/** The address of the link at the cursor or in the selection, or ''. */
export function selectedLinkHref(state: EditorState): string {
  const at = linkAt(state);
  if (at) return at.href;
  let href = '';
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node) => {
    if (href) return false;
    const mark = marks.link!.isInSet(node.marks);
    if (mark) href = String(mark.attrs.href);
    return true;
  });
  return href;
}
