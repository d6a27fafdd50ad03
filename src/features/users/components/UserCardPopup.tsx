import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n/translate';
import { useExclusiveFlyout } from '@/ui/flyoutHooks';
import { Modal } from '@/ui/Modal';
import { getPortalContainer } from '@/ui/portal';
import { useStyles } from '@/ui/useStyles';
import css from './userCard.css';
import type { CardUser } from './userCardModel';
import { UserCardView } from './UserCardView';

export interface UserCardPopupProps {
  userID: number;
  /** A user the page already has (no request). */
  user?: CardUser;
  /** The name or photo that opened the card: the popover is anchored to it. */
  anchor: HTMLElement;
  /** Escape (returnFocus true), an outside click, focus leaving, or another popup opening. */
  onClose: (returnFocus: boolean) => void;
  /** The dialog's id, for the trigger's `aria-controls`. */
  id?: string;
}

/** Below 600 px wide the card is a modal; from 600 px it is a popover (02 §2). */
const SMALL_QUERY = '(max-width: 599.98px)';

function subscribeSmall(onChange: () => void): () => void {
  const query = window.matchMedia?.(SMALL_QUERY);
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isSmall = (): boolean => window.matchMedia?.(SMALL_QUERY).matches ?? false;

/** True while the viewport is narrower than 600 px. */
export function useIsSmallViewport(): boolean {
  return useSyncExternalStore(subscribeSmall, isSmall, () => false);
}

/**
 * The user card as a popup: an ARIA dialog anchored to the trigger on desktop, a modal below
 * 600 px. Focus moves into it; Escape closes it and focus goes back to the trigger.
 */
export function UserCardPopup(props: UserCardPopupProps): ReactElement {
  useStyles('user-card', css);
  const small = useIsSmallViewport();
  // Opening another card or a flyout closes this one.
  useExclusiveFlyout(true, () => props.onClose(false));
  if (small) {
    return (
      <Modal
        isVisible
        size="small"
        title={t('User card')}
        isTitleHidden
        onClose={() => props.onClose(true)}
        className="fw-userCard-modal"
      >
        <UserCardView userID={props.userID} user={props.user} headingLevel={3} />
      </Modal>
    );
  }
  return <UserCardPopover {...props} />;
}

function UserCardPopover({ userID, user, anchor, onClose, id }: UserCardPopupProps): ReactElement {
  const nameID = `${useId()}name`;
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement: 'bottom-start',
    strategy: 'fixed',
    // left/top, not a transform: the entrance animation's transform stays a small nudge.
    transform: false,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const closeOutside = useEffectEvent(() => onClose(false));

  useEffect(() => {
    dialogRef.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    const doc = anchor.ownerDocument;
    const listener = (event: Event): void => {
      const path = event.composedPath();
      if (dialogRef.current && path.includes(dialogRef.current)) return;
      // The trigger toggles the card itself on click.
      if (path.includes(anchor)) return;
      closeOutside();
    };
    doc.addEventListener('pointerdown', listener, true);
    return () => doc.removeEventListener('pointerdown', listener, true);
  }, [anchor]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    event.preventDefault();
    onClose(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next) && next !== anchor) {
      onClose(false);
    }
  };

  return createPortal(
    <div
      ref={(node) => {
        dialogRef.current = node;
        refs.setFloating(node);
      }}
      id={id}
      role="dialog"
      aria-labelledby={nameID}
      tabIndex={-1}
      className="fw-userCard-popover"
      style={floatingStyles}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <UserCardView userID={userID} user={user} nameID={nameID} headingLevel={2} />
    </div>,
    getPortalContainer(anchor.ownerDocument),
  );
}
