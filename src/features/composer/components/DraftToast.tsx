import { type ReactElement, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n/translate';
import { getPortalContainer } from '@/ui/portal';
import { Toast } from '@/ui/Toast';
import { sanitizeUrl } from '@/utils/links';
import { DRAFT_TOAST_SCROLL_OFFSET_PX } from '../../drafts/draftRules';

/**
 * Scrolls the window so that `target` starts 150 px below its top (03 §9 draft toast scroll
 * offset), and puts the focus in its editor without a second scroll.
 */
export function scrollToDraft(target: HTMLElement): void {
  const top = target.getBoundingClientRect().top + window.scrollY - DRAFT_TOAST_SCROLL_OFFSET_PX;
  window.scrollTo({ top });
  target.querySelector<HTMLElement>('[contenteditable="true"]')?.focus({ preventScroll: true });
}

/**
 * 'Saved Draft Available.' with 'Navigate to Draft' (03 §8), as a toast at the bottom left,
 * dismissible and not timed out: a link that has to be reached must not go away by itself.
 * `href` `#id` names the composer on this page that holds the draft: the link scrolls to it with
 * the 150 px offset and hides the toast. Any other `href` is the page that opens the draft.
 * Lazily loaded (`DraftToastSlot`): composers without a saved draft never download it.
 */
export function DraftToast({ href }: { href: string }): ReactElement | null {
  const [visible, setVisible] = useState(true);
  const [removed, setRemoved] = useState(false);
  if (removed) return null;
  const link = sanitizeUrl(href);
  return createPortal(
    <div className="fw-toasts">
      <Toast
        toastID="draft-available"
        wide
        dismissible
        visibility={visible}
        onDismiss={() => setVisible(false)}
        onRemove={() => setRemoved(true)}
        body={
          <>
            {t('Saved Draft Available.')}{' '}
            {link && (
              <a
                href={link}
                onClick={(event) => {
                  const target = link.startsWith('#')
                    ? document.getElementById(link.slice(1))
                    : null;
                  if (!target) return;
                  event.preventDefault();
                  scrollToDraft(target);
                  setVisible(false);
                }}
              >
                {t('Navigate to Draft')}
              </a>
            )}
          </>
        }
      />
    </div>,
    getPortalContainer(document),
  );
}
