/**
 * Keyboard shortcuts and Markdown-like input rules. Tab and Shift-Tab indent and outdent
 * only inside a list item; everywhere else they are left to the browser, so Tab moves focus
 * out of the editor and keyboard users are never trapped.
 */
import { baseKeymap, chainCommands, exitCode } from 'prosemirror-commands';
import { redo, undo } from 'prosemirror-history';
import {
  InputRule,
  inputRules,
  textblockTypeInputRule,
  undoInputRule,
  wrappingInputRule,
} from 'prosemirror-inputrules';
import { keymap } from 'prosemirror-keymap';
import { liftListItem, sinkListItem, splitListItem } from 'prosemirror-schema-list';
import type { Command, Plugin } from 'prosemirror-state';
import {
  ancestorDepth,
  setHeading,
  setParagraph,
  toggleBlockquote,
  toggleBold,
  toggleBulletList,
  toggleCodeBlock,
  toggleInlineCode,
  toggleItalic,
  toggleOrderedList,
  toggleStrike,
} from './commands';
import { rich2Schema as schema } from './schema';

const { nodes } = schema;

export interface KeymapOptions {
  /** Mod-k: open the link form. */
  onLinkShortcut: () => void;
  /** Mod-Enter: submit the composer; the key does nothing when this returns false. */
  onSubmitShortcut: () => boolean;
}

/** Tab and Shift-Tab act only inside a list item; otherwise they fall through. */
function inListItem(command: Command): Command {
  return (state, dispatch, view) =>
    ancestorDepth(state, nodes.list_item!) > 0 && command(state, dispatch, view);
}

function editorKeys(options: KeymapOptions): Record<string, Command> {
  const hardBreak: Command = (state, dispatch) => {
    if (dispatch) {
      dispatch(state.tr.replaceSelectionWith(nodes.hard_break!.create()).scrollIntoView());
    }
    return true;
  };
  return {
    'Mod-z': undo,
    'Mod-y': redo,
    'Shift-Mod-z': redo,
    Backspace: undoInputRule,
    'Mod-b': toggleBold,
    'Mod-i': toggleItalic,
    'Shift-Mod-x': toggleStrike,
    'Mod-e': toggleInlineCode,
    'Mod-k': () => {
      options.onLinkShortcut();
      return true;
    },
    'Mod-Alt-0': setParagraph(),
    'Mod-Alt-2': setHeading(2),
    'Mod-Alt-3': setHeading(3),
    'Mod-Alt-4': setHeading(4),
    'Shift-Mod-7': toggleOrderedList,
    'Shift-Mod-8': toggleBulletList,
    'Shift-Mod-9': toggleBlockquote,
    'Mod-Alt-c': toggleCodeBlock,
    'Mod-Enter': () => options.onSubmitShortcut(),
    'Shift-Enter': chainCommands(exitCode, hardBreak),
    Enter: splitListItem(nodes.list_item!),
    Tab: inListItem(sinkListItem(nodes.list_item!)),
    'Shift-Tab': inListItem(liftListItem(nodes.list_item!)),
  };
}

/** "## " → heading 2 ("### " 3, "#### " 4), "> " quote, "- "/"* " bullets, "1. " numbers, "```" code. */
function markdownRules(): Plugin {
  const rules: InputRule[] = [
    textblockTypeInputRule(/^(#{2,4})\s$/, nodes.heading!, (match) => ({
      level: match[1]!.length,
    })),
    wrappingInputRule(/^\s*>\s$/, nodes.blockquote!),
    wrappingInputRule(/^\s*([-+*])\s$/, nodes.bullet_list!),
    wrappingInputRule(
      /^(\d+)\.\s$/,
      nodes.ordered_list!,
      (match) => ({ order: Math.max(1, Number(match[1])) }),
      (match, node) => node.childCount + (node.attrs.order as number) === Number(match[1]),
    ),
    textblockTypeInputRule(/^```$/, nodes.code_block!),
  ];
  return inputRules({ rules });
}

/** The plugins for input rules and keys, in the order they must run. */
export function editorKeymaps(options: KeymapOptions): Plugin[] {
  return [markdownRules(), keymap(editorKeys(options)), keymap(baseKeymap)];
}
