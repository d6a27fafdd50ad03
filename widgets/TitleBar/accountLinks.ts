import { t } from '@/i18n/translate';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { selectBootstrap } from '@/store/bootstrapSlice';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import { buildEntryUrl } from '@/features/navigation/entryLinks';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';

export interface AccountLink {
  name: string;
  url: string;
  /** Links of one group are shown together, groups divided by a line. */
  group: 'profile' | 'manage' | 'session';
}

/** The My Account links for the signed-in user; staff links only with the permission. */
export function useAccountLinks(): AccountLink[] {
  const user = useAppSelector(selectCurrentUser);
  const permissions = useAppSelector(selectPermissions).data;
  const csrf = useAppSelector(selectBootstrap).csrf;
  const { signOutUrl } = useAppSelector(selectTitleBarConfig);
  const name = encodeURIComponent(user?.name ?? '');
  const links: AccountLink[] = [
    { name: t('Edit Profile'), url: '/profile/edit', group: 'profile' },
    { name: t('Bookmarks'), url: '/discussions/bookmarked', group: 'profile' },
    {
      name: t('My Discussions'),
      url: `/profile/discussions/${name}`,
      group: 'profile',
    },
    { name: t('Drafts'), url: '/drafts', group: 'profile' },
    { name: t('Preferences'), url: '/profile/preferences', group: 'profile' },
  ];
  if (hasPermission(permissions, ['community.moderate', 'discussions.moderate'])) {
    links.push({
      name: t('Moderation'),
      url: '/dashboard/log/moderation',
      group: 'manage',
    });
  }
  if (hasPermission(permissions, ['settings.manage', 'site.manage', 'community.manage'])) {
    links.push({ name: t('Dashboard'), url: '/dashboard/settings', group: 'manage' });
  }
  links.push({
    name: t('Sign Out'),
    url: buildEntryUrl('signOut', signOutUrl, window.location, { transientKey: csrf?.token }),
    group: 'session',
  });
  return links;
}

/** The current user's profile address. */
export function profileUrl(name: string | undefined): string {
  return `/profile/${encodeURIComponent(name ?? '')}`;
}
