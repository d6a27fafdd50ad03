import type { ReactElement } from 'react';
import { t } from '../../src/i18n/translate';
import { useAppSelector } from '../../src/store/hooks';
import { buildEntryUrl } from './entryLinks';
import { selectTitleBarConfig } from '../../src/features/navigation/titleBarConfig';

/** The guest's entry links, each with a `target` back to this page (none on /entry pages). */
export function useGuestLinks(): { signIn: string; register?: string } {
  const config = useAppSelector(selectTitleBarConfig);
  return {
    signIn: buildEntryUrl('signIn', config.signInUrl, window.location),
    register: config.registrationEnabled
      ? buildEntryUrl('register', config.registerUrl, window.location)
      : undefined,
  };
}

/** Sign In and Register (unless registration is switched off) for guests (02 §2). */
export function GuestButtons({ isCompact }: { isCompact: boolean }): ReactElement {
  const links = useGuestLinks();
  return (
    <div className="fw-titleBar-meBox fw-titleBar-guest">
      <a className="fw-titleBar-button fw-titleBar-button--signIn" href={links.signIn}>
        {t('Sign In', 'Sign In')}
      </a>
      {links.register && !isCompact && (
        <a className="fw-titleBar-button fw-titleBar-button--register" href={links.register}>
          {t('Register', 'Register')}
        </a>
      )}
    </div>
  );
}
