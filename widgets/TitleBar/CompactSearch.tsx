import { type FocusEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/translate';
import { SearchBox } from './SearchBox';

export interface CompactSearchProps {
  /** Told when the search opens or closes, so the bar can make room for it. */
  onOpenChange?: (open: boolean) => void;
}

function suggestionsShowing(container: HTMLElement | null): boolean {
  return container?.querySelector('[role="combobox"]')?.getAttribute('aria-expanded') === 'true';
}

/**
 * Compact search (02 §4): an icon button that opens the input and a Cancel button. Focus
 * moves to the input on open and back to the icon on close. It closes on an outside click or
 * when focus leaves, unless suggestions are showing.
 */
export function CompactSearch({ onOpenChange }: CompactSearchProps): ReactElement {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  const setOpenState = (next: boolean, focusButton = false): void => {
    returnFocus.current = focusButton;
    setOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (returnFocus.current) buttonRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent): void => {
      const container = containerRef.current;
      if (container && !event.composedPath().includes(container)) setOpenState(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget as Node | null;
    if (next && event.currentTarget.contains(next)) return;
    if (!next || suggestionsShowing(containerRef.current)) return;
    setOpenState(false);
  };

  if (!open) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className="fw-titleBar-iconButton fw-search-toggle"
        aria-label={t('Search')}
        onClick={() => setOpenState(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    );
  }
  return (
    <div ref={containerRef} className="fw-titleBar-compactSearch" onBlur={onBlur}>
      <SearchBox isCompact inputRef={inputRef} onCancel={() => setOpenState(false, true)} />
    </div>
  );
}
