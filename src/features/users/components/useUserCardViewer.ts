import { usePermission } from '@/permissions/usePermission';
import { selectConfigFlag } from '@/store/configFlags';
import { GUEST_USER_ID, selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import type { UserCardViewer } from './userCardModel';

/** The signed-in viewer's rights and the site settings the card depends on. */
export function useUserCardViewer(): UserCardViewer {
  const userID = useAppSelector((state) => selectCurrentUser(state)?.userID ?? GUEST_USER_ID);
  const personalInfo = usePermission('personalInfo.view');
  const conversationsAdd = usePermission('conversations.add');
  const conversationsEnabled = useAppSelector((state) =>
    selectConfigFlag(state, 'conversations.enabled'),
  );
  const bannedPrivateProfile = useAppSelector((state) =>
    selectConfigFlag(state, 'ui.bannedPrivateProfile'),
  );
  return {
    userID,
    canViewPersonalInfo: personalInfo.allowed,
    canAddConversation: conversationsAdd.allowed,
    conversationsEnabled,
    bannedPrivateProfile,
  };
}
