import { Fragment, type ReactElement, useRef } from 'react';
import { t } from '../../src/i18n/translate';
import { selectCurrentUser } from '../../src/store/currentUserSelectors';
import { useAppSelector } from '../../src/store/hooks';
import { FlyoutMenuItem, FlyoutMenuSeparator } from '../../src/ui/FlyoutMenuItem';
import { UserPhoto } from '../../src/ui/UserPhoto';
import { profileUrl, useAccountLinks } from './accountLinks';
import { useFocusFirstWhenPanelFocused } from './panelFocus';

/** The My Account flyout's menu: the user card summary (a link to the profile), then links. */
export function AccountMenu(): ReactElement {
  const user = useAppSelector(selectCurrentUser);
  const links = useAccountLinks();
  const anchor = useRef<HTMLSpanElement>(null);
  useFocusFirstWhenPanelFocused(anchor, true);
  return (
    <>
      <span ref={anchor} hidden />
      <FlyoutMenuItem href={profileUrl(user?.name)} className="fw-account-card">
        <UserPhoto user={user} size="medium" decorative />
        <span className="fw-account-cardText">
          <span className="fw-account-name">{user?.name}</span>
          <span className="fw-account-sub">{t('View Profile', 'View Profile')}</span>
        </span>
      </FlyoutMenuItem>
      {links.map((link, index) => (
        <Fragment key={link.url}>
          {link.group !== (links[index - 1]?.group ?? 'profile') || index === 0 ? (
            <FlyoutMenuSeparator />
          ) : null}
          <FlyoutMenuItem href={link.url}>{link.name}</FlyoutMenuItem>
        </Fragment>
      ))}
    </>
  );
}

/** The same links as a plain list, for the compact account panel. */
export function AccountLinksList(): ReactElement {
  const user = useAppSelector(selectCurrentUser);
  const links = useAccountLinks();
  return (
    <div className="fw-accountList">
      <a className="fw-account-card fw-account-card--panel" href={profileUrl(user?.name)}>
        <UserPhoto user={user} size="medium" decorative />
        <span className="fw-account-cardText">
          <span className="fw-account-name">{user?.name}</span>
          <span className="fw-account-sub">{t('View Profile', 'View Profile')}</span>
        </span>
      </a>
      <ul className="fw-accountList-links">
        {links.map((link) => (
          <li key={link.url}>
            <a className="fw-accountList-link" href={link.url}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
