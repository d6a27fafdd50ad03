/**
 * The formatting toolbar (WAI-ARIA toolbar pattern): one tab stop, Left/Right/Home/End move
 * between the controls (roving tabindex), and it names the editing area in `aria-controls`.
 * Toggle buttons show their state in `aria-pressed` and their shortcut in
 * `aria-keyshortcuts`. A pointer press keeps the focus in the text; a keyboard press leaves
 * it on the button. The toolbar re-renders only when what it shows changes.
 */
import type { Command } from 'prosemirror-state';
import type { EditorView } from 'prosemirror-view';
import { type KeyboardEvent, type ReactElement, useRef, useState } from 'react';
import { t } from '@/i18n/translate';
import { BlockStyleMenu, type ChosenStyle } from './BlockStyleMenu';
import {
  setHeading,
  setParagraph,
  toggleBlockquote,
  toggleBold,
  toggleBulletList,
  toggleCodeBlock,
  toggleInlineCode,
  toggleItalic,
  toggleOrderedList,
  toggleSpoiler,
  toggleStrike,
} from './commands';
import { takeDomSelection } from './domSelection';
import { EditorIcon, type EditorIconName } from './editorIcons';
import { type EditorStateStore, useEditorSelector } from './editorStateStore';
import { ariaShortcut, type ShortcutName, shortcutText } from './shortcuts';
import { sameToolbarState, type ToolbarState, toolbarState } from './toolbarState';

interface ButtonSpec {
  key: string;
  label: () => string;
  icon: EditorIconName;
  shortcut?: ShortcutName;
  command?: Command;
  pressed?: keyof ToolbarState;
}

const BUTTONS: ButtonSpec[] = [
  { key: 'bold', label: () => t('Bold'), icon: 'bold', shortcut: 'bold', command: toggleBold, pressed: 'bold' },
  { key: 'italic', label: () => t('Italic'), icon: 'italic', shortcut: 'italic', command: toggleItalic, pressed: 'italic' },
  { key: 'strike', label: () => t('Strikethrough'), icon: 'strike', shortcut: 'strike', command: toggleStrike, pressed: 'strike' },
  { key: 'code', label: () => t('Inline code'), icon: 'code', shortcut: 'code', command: toggleInlineCode, pressed: 'code' },
  { key: 'link', label: () => t('Link'), icon: 'link', shortcut: 'link' },
  { key: 'bulletList', label: () => t('Bulleted list'), icon: 'bulletList', shortcut: 'bulletList', command: toggleBulletList, pressed: 'bulletList' },
  { key: 'orderedList', label: () => t('Numbered list'), icon: 'orderedList', shortcut: 'orderedList', command: toggleOrderedList, pressed: 'orderedList' },
  { key: 'blockquote', label: () => t('Quote'), icon: 'quote', shortcut: 'blockquote', command: toggleBlockquote, pressed: 'blockquote' },
  { key: 'codeBlock', label: () => t('Code block'), icon: 'codeBlock', shortcut: 'codeBlock', command: toggleCodeBlock, pressed: 'codeBlock' },
  { key: 'spoiler', label: () => t('Spoiler'), icon: 'spoiler', command: toggleSpoiler, pressed: 'spoiler' },
]; // prettier-ignore

const STYLE_COMMANDS: Record<ChosenStyle, Command> = {
  paragraph: setParagraph(),
  heading2: setHeading(2),
  heading3: setHeading(3),
  heading4: setHeading(4),
};

const STYLE_SHORTCUTS = (): Record<ChosenStyle, string> => ({
  paragraph: ariaShortcut('paragraph'),
  heading2: ariaShortcut('heading2'),
  heading3: ariaShortcut('heading3'),
  heading4: ariaShortcut('heading4'),
});

export interface ToolbarProps {
  view: EditorView | null;
  stateStore: EditorStateStore;
  /** The editing area's id, for `aria-controls`. */
  editorId: string;
  disabled: boolean;
  onLink: () => void;
  /** Files chosen with the upload button; without it there is no upload button. */
  onFiles?: (files: File[]) => void;
}

const ITEM = '[data-fw-toolbar-item]';

export function Toolbar(props: ToolbarProps): ReactElement {
  const { view, stateStore, editorId, disabled, onLink, onFiles } = props;
  const shown = useEditorSelector(stateStore, toolbarState, sameToolbarState);
  const [current, setCurrent] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const run = (command: Command, viaPointer: boolean): void => {
    if (!view || disabled) return;
    takeDomSelection(view);
    command(view.state, view.dispatch, view);
    if (viaPointer) view.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const target = event.target as HTMLElement;
    if (!target.matches(ITEM)) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM));
    const index = items.indexOf(target);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    items[next[event.key]!]?.focus();
  };

  // Roving tabindex: the style menu is item 0, the buttons follow in order.
  const item = (index: number): Record<string, unknown> => ({
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setCurrent(index),
    'data-fw-toolbar-item': '',
  });

  return (
    <div
      role="toolbar"
      aria-label={t('Text formatting')}
      aria-controls={editorId}
      className="fw-rich-toolbar"
      onKeyDown={onKeyDown}
    >
      <BlockStyleMenu
        current={shown.style}
        tabIndex={current === 0 ? 0 : -1}
        disabled={disabled}
        shortcuts={STYLE_SHORTCUTS()}
        onFocus={() => setCurrent(0)}
        onChoose={(style, viaPointer) => run(STYLE_COMMANDS[style], viaPointer)}
      />
      {BUTTONS.map((spec, index) => {
        const label = spec.label();
        const pressed = spec.pressed ? shown[spec.pressed] : undefined;
        return (
          <button
            key={spec.key}
            type="button"
            className={`fw-rich-toolButton fw-rich-toolButton--${spec.key}`}
            aria-label={label}
            aria-pressed={typeof pressed === 'boolean' ? pressed : undefined}
            aria-haspopup={spec.key === 'link' ? 'dialog' : undefined}
            aria-keyshortcuts={spec.shortcut ? ariaShortcut(spec.shortcut) : undefined}
            title={spec.shortcut ? `${label} (${shortcutText(spec.shortcut)})` : label}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              if (spec.command) run(spec.command, event.detail > 0);
              else {
                if (view) takeDomSelection(view);
                onLink();
              }
            }}
            {...item(index + 1)}
          >
            <EditorIcon name={spec.icon} />
          </button>
        );
      })}
      {onFiles && (
        <>
          <button
            type="button"
            className="fw-rich-toolButton fw-rich-toolButton--upload"
            aria-label={t('Insert image or file')}
            title={t('Insert image or file')}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
            {...item(BUTTONS.length + 1)}
          >
            <EditorIcon name="upload" />
          </button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            className="fw-rich-fileInput"
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length > 0) onFiles(files);
            }}
          />
        </>
      )}
    </div>
  );
}
