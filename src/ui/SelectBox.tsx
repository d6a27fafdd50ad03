import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import { type KeyboardEvent, type ReactElement, useEffect, useId, useState } from 'react';
import { indexForTypeahead, useExclusiveFlyout } from './flyoutHooks';
import css from './selectBox.css';
import { useStyles } from './useStyles';

export interface SelectBoxOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectBoxProps {
  /** The visible label; it also names the control and its list. */
  label: string;
  isLabelHidden?: boolean;
  options: SelectBoxOption[];
  /** The selected option's value (controlled); null shows the placeholder. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  className?: string;
}

const matchReference = size({
  apply({ rects, elements }) {
    elements.floating.style.minWidth = `${rects.reference.width}px`;
  },
});

/**
 * A select box (WAI-ARIA select-only combobox with a listbox popup). It opens and closes on
 * click, Enter, Space or the arrow keys; choosing an option closes it; Escape closes it
 * without a change. Focus stays on the control and the active option is announced through
 * `aria-activedescendant`. Like flyouts, only one is open on the page at a time.
 */
export function SelectBox({
  label,
  isLabelHidden = false,
  options,
  value,
  onChange,
  placeholder = '',
  className,
}: SelectBoxProps): ReactElement {
  useStyles('select-box', css);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const labelID = `${id}label`;
  const listID = `${id}list`;
  const optionID = (index: number): string => `${id}option${index}`;
  const selectedIndex = options.findIndex((option) => option.value === value);
  const enabled = options.flatMap((option, index) => (option.isDisabled ? [] : [index]));
  const {
    refs: { setReference, setFloating },
    floatingStyles,
  } = useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    // left/top, not a transform: the entrance animation's transform stays a small nudge.
    transform: false,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 }), matchReference],
    whileElementsMounted: autoUpdate,
  });

  const show = (index = selectedIndex >= 0 ? selectedIndex : (enabled[0] ?? -1)): void => {
    setActive(index);
    setOpen(true);
  };
  const hide = (): void => setOpen(false);
  const choose = (index: number): void => {
    const option = options[index];
    if (!option || option.isDisabled) return;
    hide();
    if (option.value !== value) onChange(option.value);
  };

  useExclusiveFlyout(open, hide);

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${id}option${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, id]);

  const step = (key: string): number | null => {
    const at = enabled.indexOf(active);
    const last = enabled.length - 1;
    if (key === 'ArrowDown') return enabled[at < 0 ? 0 : Math.min(at + 1, last)] ?? null;
    if (key === 'ArrowUp') return enabled[at < 0 ? last : Math.max(at - 1, 0)] ?? null;
    if (key === 'Home') return enabled[0] ?? null;
    if (key === 'End') return enabled[last] ?? null;
    return null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const { key } = event;
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const labels = enabled.map((index) => options[index]?.label ?? '');
      const found = indexForTypeahead(labels, key, enabled.indexOf(active) + 1);
      if (found >= 0) (open ? setActive : show)(enabled[found]!);
      return;
    }
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        const target = key === 'Home' || key === 'End' ? step(key) : null;
        show(target ?? undefined);
      }
      return;
    }
    if (key === 'Escape') {
      event.stopPropagation();
      hide();
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Tab') {
      choose(active);
    } else {
      const next = step(key);
      if (next === null) return;
      event.preventDefault();
      setActive(next);
    }
  };

  const selected = options[selectedIndex];
  return (
    <div className={`fw-selectBox${className ? ` ${className}` : ''}`}>
      <span id={labelID} className={isLabelHidden ? 'fw-selectBox-srOnly' : 'fw-selectBox-label'}>
        {label}
      </span>
      <div
        ref={setReference}
        role="combobox"
        tabIndex={0}
        className="fw-selectBox-control"
        aria-labelledby={labelID}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listID : undefined}
        aria-activedescendant={open && active >= 0 ? optionID(active) : undefined}
        onClick={() => (open ? hide() : show())}
        onKeyDown={onKeyDown}
        onBlur={hide}
      >
        <span className={selected ? 'fw-selectBox-value' : 'fw-selectBox-placeholder'}>
          {selected?.label ?? placeholder}
        </span>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
      {open && (
        <div
          ref={setFloating}
          id={listID}
          role="listbox"
          aria-labelledby={labelID}
          className="fw-selectBox-list"
          style={floatingStyles}
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <div
              key={option.value}
              id={optionID(index)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-disabled={option.isDisabled || undefined}
              className={`fw-selectBox-option${index === active ? ' fw-selectBox-option--active' : ''}`}
              onClick={() => choose(index)}
              onMouseMove={() => !option.isDisabled && active !== index && setActive(index)}
            >
              {option.label}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
