import { t } from '@/i18n/translate';

/** The user fields every photo, name and card needs (spec 02 §3 user info). */
export interface UserFragment {
  userID: number;
  name: string;
  photoUrl: string;
  dateLastActive?: string | null;
}

const placeholder = (name: string): UserFragment => ({
  userID: 0,
  name,
  photoUrl: '',
  dateLastActive: null,
});

/** Stands in for a user whose account was deleted. */
export function deletedUserFragment(): UserFragment {
  return placeholder(t('User Deleted'));
}

/** Stands in when the user is not known (no record came back). */
export function unknownUserFragment(): UserFragment {
  return placeholder(t('Unknown User'));
}

/** Stands in for a user removed from the content (e.g. by anonymisation). */
export function removedUserFragment(): UserFragment {
  return placeholder(t('Removed User'));
}

/** Placeholder users have userID 0 (the guest id) and no photo. */
export function isPlaceholderUser(user: Pick<UserFragment, 'userID'>): boolean {
  return user.userID === 0;
}
