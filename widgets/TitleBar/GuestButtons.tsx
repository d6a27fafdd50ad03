import type { ReactElement } from 'react';
import { t } from '@/i18n/translate';
import { useGuestLinks } from '@/features/navigation/guestLinks';

export { useGuestLinks };

/** Sign In and Register (unless registration is switched off) for guests (02 §2). */
export function GuestButtons({ isCompact }: { isCompact: boolean }): ReactElement {
  const links = useGuestLinks();
  return (
    <div className="fw-titleBar-meBox fw-titleBar-guest">
      <a className="fw-titleBar-button fw-titleBar-button--signIn" href={links.signIn}>
        {t('Sign In')}
      </a>
      {links.register && !isCompact && (
        <a className="fw-titleBar-button fw-titleBar-button--register" href={links.register}>
          {t('Register')}
        </a>
      )}
    </div>
  );
}
