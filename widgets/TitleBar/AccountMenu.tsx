import { type ReactElement, useRef } from 'react';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import { UserCardView } from '@/features/users/components/UserCardView';
import { type AccountLink, useAccountLinks } from './accountLinks';
import { useFocusFirstWhenPanelFocused } from './panelFocus';
import { usePanelStyles } from './panelStyles';

function groupLinks(links: AccountLink[]): AccountLink[][] {
  const groups: AccountLink[][] = [];
  for (const link of links) {
    const last = groups[groups.length - 1];
    if (last && last[0]?.group === link.group) last.push(link);
    else groups.push([link]);
  }
  return groups;
}

/**
 * My Account (02 §2): the signed-in user's own user card (the shared card view, loaded with
 * `GET /users/{id}`), then the account links in their groups. The desktop flyout and the
 * compact side panel's Account tab both show it.
 */
export function AccountMenu({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }): ReactElement {
  usePanelStyles();
  const user = useAppSelector(selectCurrentUser);
  const links = useAccountLinks();
  const anchor = useRef<HTMLDivElement>(null);
  useFocusFirstWhenPanelFocused(anchor, true);
  return (
    <div ref={anchor} className="fw-accountList">
      {user && user.userID > 0 && <UserCardView userID={user.userID} headingLevel={headingLevel} />}
      {groupLinks(links).map((group) => (
        <ul key={group[0]?.group} className="fw-accountList-links">
          {group.map((link) => (
            <li key={link.url}>
              <a className="fw-accountList-link" href={link.url}>
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
