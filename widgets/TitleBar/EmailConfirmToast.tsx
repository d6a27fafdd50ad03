import { type ReactElement, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '@/i18n/translate';
import { getPortalContainer } from '@/ui/portal';
import { Toast } from '@/ui/Toast';

export const EMAIL_CONFIRM_URL = '/entry/emailconfirmrequest';

/** 'Your email address is not confirmed.' with a link to resend the confirmation e-mail. */
export function EmailConfirmToast(): ReactElement | null {
  const [removed, setRemoved] = useState(false);
  if (removed) return null;
  return createPortal(
    <div className="fw-toasts fw-toasts--bottomLeft">
      <Toast
        toastID="email-confirm"
        wide
        dismissible
        onRemove={() => setRemoved(true)}
        body={
          <>
            {t('Your email address is not confirmed.')}{' '}
            <a href={EMAIL_CONFIRM_URL}>{t('Resend confirmation email')}</a>
          </>
        }
      />
    </div>,
    getPortalContainer(document),
  );
}
