/** What the toolbar shows as pressed or current, derived from the editor state. */
import type { EditorState } from 'prosemirror-state';
import { ancestorDepth, type BlockStyle, blockStyle, isMarkActive, linkAt } from './commands';
import { rich2Schema as schema } from './schema';

const { nodes, marks } = schema;

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  link: boolean;
  style: BlockStyle;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  spoiler: boolean;
}

const EMPTY: ToolbarState = {
  bold: false,
  italic: false,
  strike: false,
  code: false,
  link: false,
  style: 'paragraph',
  bulletList: false,
  orderedList: false,
  blockquote: false,
  codeBlock: false,
  spoiler: false,
};

export function toolbarState(state: EditorState | null): ToolbarState {
  if (!state) return EMPTY;
  const itemDepth = ancestorDepth(state, nodes.list_item!);
  const listType = itemDepth > 0 ? state.selection.$from.node(itemDepth - 1).type : null;
  const style = blockStyle(state);
  return {
    bold: isMarkActive(state, marks.bold!),
    italic: isMarkActive(state, marks.italic!),
    strike: isMarkActive(state, marks.strike!),
    code: isMarkActive(state, marks.code!),
    link: linkAt(state) !== null || isMarkActive(state, marks.link!),
    style,
    bulletList: listType === nodes.bullet_list,
    orderedList: listType === nodes.ordered_list,
    blockquote: ancestorDepth(state, nodes.blockquote!) > 0,
    codeBlock: style === 'code',
    spoiler: ancestorDepth(state, nodes.spoiler!) > 0,
  };
}

export function sameToolbarState(a: ToolbarState, b: ToolbarState): boolean {
  return (Object.keys(a) as Array<keyof ToolbarState>).every((key) => a[key] === b[key]);
}
