/**
 * The toolbar's text style control: a menu button (WAI-ARIA menu button pattern) whose menu
 * holds Paragraph and Heading 2–4 as `menuitemradio` items, the current one checked. Down,
 * Up, Enter or Space open it; the arrows, Home and End move; Enter or Space choose; Escape
 * or Tab close it. Focus goes back to the button after a keyboard choice and to the text
 * after a pointer choice.
 */
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { t } from '@/i18n/translate';
import type { BlockStyle } from './commands';
import { EditorIcon } from './editorIcons';

export type ChosenStyle = 'paragraph' | 'heading2' | 'heading3' | 'heading4';

const CHOICES: ChosenStyle[] = ['paragraph', 'heading2', 'heading3', 'heading4'];

function styleName(style: BlockStyle): string {
  switch (style) {
    case 'paragraph':
      return t('Paragraph');
    case 'heading2':
      return t('Heading 2');
    case 'heading3':
      return t('Heading 3');
    case 'heading4':
      return t('Heading 4');
    case 'code':
      return t('Code block');
    default:
      return t('Mixed');
  }
}

export interface BlockStyleMenuProps {
  current: BlockStyle;
  tabIndex: number;
  disabled: boolean;
  shortcuts: Record<ChosenStyle, string>;
  onChoose: (style: ChosenStyle, viaPointer: boolean) => void;
  onFocus: () => void;
}

export function BlockStyleMenu(props: BlockStyleMenuProps): ReactElement {
  const { current, tabIndex, disabled, shortcuts, onChoose, onFocus } = props;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuID = `${useId()}menu`;

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  const show = (index: number): void => {
    setActive(index);
    setOpen(true);
  };
  const close = (focusButton: boolean): void => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };
  const choose = (style: ChosenStyle, viaPointer: boolean): void => {
    close(!viaPointer);
    onChoose(style, viaPointer);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (open || !['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) return;
    event.preventDefault();
    const checked = Math.max(0, CHOICES.indexOf(current as ChosenStyle));
    show(event.key === 'ArrowUp' ? CHOICES.length - 1 : checked);
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const last = CHOICES.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      event.stopPropagation();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.stopPropagation();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const name = styleName(current);
  return (
    <div className="fw-rich-styleMenu" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="fw-rich-toolButton fw-rich-styleButton"
        data-fw-toolbar-item=""
        tabIndex={tabIndex}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuID : undefined}
        aria-label={`${t('Text style')}: ${name}`}
        onFocus={onFocus}
        onClick={() =>
          open ? close(false) : show(Math.max(0, CHOICES.indexOf(current as ChosenStyle)))
        }
        onKeyDown={onButtonKeyDown}
      >
        <span className="fw-rich-styleName">{name}</span>
        <EditorIcon name="chevron" />
      </button>
      {open && (
        <div
          id={menuID}
          role="menu"
          aria-label={t('Text style')}
          className="fw-rich-menu"
          onKeyDown={onMenuKeyDown}
        >
          {CHOICES.map((style, index) => (
            <button
              key={style}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={current === style}
              aria-keyshortcuts={shortcuts[style]}
              tabIndex={index === active ? 0 : -1}
              className={`fw-rich-menuItem fw-rich-menuItem--${style}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => choose(style, event.detail > 0)}
            >
              {styleName(style)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
