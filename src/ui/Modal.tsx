import {
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n/translate';
import { getFocusableElements, restoreFocus, trapTabKey } from './focusTrap';
import css from './modal.css';
import { lockBodyScroll, unlockBodyScroll } from './modalScrollLock';
import { getPortalContainer } from './portal';
import { useStyles } from './useStyles';
import { CloseIcon } from './icons';

/** The spec's modal sizes (02 §2). Widths: small 375, medium 516, large 720, xl 1022, xxl 1320. */
export type ModalSize =
  | 'fullScreen'
  | 'sidePanelRight'
  | 'sidePanelRightLarge'
  | 'sidePanelLeft'
  | 'dropDown'
  | 'xl'
  | 'xxl'
  | 'large'
  | 'medium'
  | 'small';

export interface ModalProps {
  isVisible: boolean;
  /** Escape, the close button and a click on the backdrop ask to close. */
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  /** Keeps the title as the dialog's name but does not show it. */
  isTitleHidden?: boolean;
  size?: ModalSize;
  children: ReactNode;
  /** Actions shown under the content (e.g. Cancel and Save). */
  footer?: ReactNode;
  /** What gets focus on open; by default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern) rendered in the page's portal container: focus
 * moves in and is trapped, Escape closes, focus goes back where it was on close, and the page
 * behind does not scroll while it is open.
 */
export function Modal(props: ModalProps): ReactElement | null {
  useStyles('modal', css);
  if (!props.isVisible) return null;
  return createPortal(<ModalDialog {...props} />, getPortalContainer(document));
}

/** Open dialogs, oldest first: only the topmost answers keys that reach the document. */
const openDialogs: HTMLElement[] = [];

/**
 * Focus has left the dialog for nowhere (the body, after the focused element went away) or for
 * a toast the user just clicked: Escape still closes and Tab comes back in (02 §2, WAI-ARIA).
 */
function isStrayFocus(doc: Document): boolean {
  const active = doc.activeElement;
  return !active || active === doc.body || active.closest('.fw-toasts') !== null;
}

function ModalDialog({
  onClose,
  title,
  isTitleHidden = false,
  size = 'medium',
  children,
  footer,
  initialFocusRef,
  className,
}: ModalProps): ReactElement {
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleID = `${useId()}title`;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    openDialogs.push(dialog);
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent): void => {
      if (openDialogs[openDialogs.length - 1] !== dialog || !isStrayFocus(doc)) return;
      if (event.key === 'Escape') {
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (getFocusableElements(dialog)[0] ?? dialog).focus();
      }
    };
    doc.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      doc.removeEventListener('keydown', onDocumentKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    const previous = doc.activeElement;
    lockBodyScroll(doc);
    const body = bodyRef.current;
    const first = initialFocusRef?.current ?? (body && getFocusableElements(body)[0]);
    (first ?? dialog).focus();
    return () => {
      unlockBodyScroll(doc);
      restoreFocus(previous);
    };
  }, [initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const dialog = dialogRef.current;
    // Keys from a modal opened inside this one bubble here through React's tree: not ours.
    if (!dialog || !dialog.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else {
      trapTabKey(event, dialog);
    }
  };

  return (
    <div className={`fw-modal-root fw-modal-root--${size}`}>
      <div className="fw-modal-scrim" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleID}
        tabIndex={-1}
        className={`fw-modal fw-modal--${size}${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className={`fw-modal-header${isTitleHidden ? ' fw-modal-header--bare' : ''}`}>
          <h2
            id={titleID}
            className={isTitleHidden ? 'fw-modal-title fw-modal-title--hidden' : 'fw-modal-title'}
          >
            {title}
          </h2>
          <button
            type="button"
            className="fw-modal-close"
            aria-label={t('Close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        <div ref={bodyRef} className="fw-modal-body">
          {children}
        </div>
        {footer && <div className="fw-modal-footer">{footer}</div>}
      </div>
    </div>
  );
}
