import { usePermission } from '../../../permissions/usePermission';
import { selectConfigValue } from '../../../store/configSlice';
import { GUEST_USER_ID, selectCurrentUser } from '../../../store/currentUserSlice';
import { useAppSelector } from '../../../store/hooks';
import type { UserCardViewer } from './userCardModel';

/** Config flags arrive as booleans, 1/0 or strings depending on the server. */
function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The signed-in viewer's rights and the site settings the card depends on. */
export function useUserCardViewer(): UserCardViewer {
  const userID = useAppSelector((state) => selectCurrentUser(state)?.userID ?? GUEST_USER_ID);
  const personalInfo = usePermission('personalInfo.view');
  const conversationsAdd = usePermission('conversations.add');
  const conversationsEnabled = useAppSelector((state) =>
    isOn(selectConfigValue<unknown>(state, 'conversations.enabled', false)),
  );
  const bannedPrivateProfile = useAppSelector((state) =>
    isOn(selectConfigValue<unknown>(state, 'ui.bannedPrivateProfile', false)),
  );
  return {
    userID,
    canViewPersonalInfo: personalInfo.allowed,
    canAddConversation: conversationsAdd.allowed,
    conversationsEnabled,
    bannedPrivateProfile,
  };
}
