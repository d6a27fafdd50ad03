import { type ReactElement, useState } from 'react';
import { discussionDraftUrl } from '@/features/composer/components/DraftToastSlot';
import { isBlankDraft } from '@/features/drafts/draftOpening';
import type { DraftPlace } from '@/features/drafts/draftRules';
import { readLocalDraft } from '@/features/drafts/draftStorage';
import { t } from '@/i18n/translate';
import { selectCurrentUser } from '@/store/currentUserSlice';
import { useAppSelector } from '@/store/hooks';
import { DiscussionComposer } from './DiscussionComposer';
import { backPath } from './backPath';

/**
 * 'Navigate to Draft' (03 §8): the page opened one draft (`draftID`) while this place keeps
 * another unposted one in this browser; its link opens that one. Read once, before the draft
 * engine opens the place.
 */
export function useOtherDraftHref(
  place: DraftPlace,
  draftID: number | undefined,
  placePath: string,
): string | undefined {
  const userID = useAppSelector((state) => selectCurrentUser(state)?.userID ?? 0);
  const [href] = useState(() => {
    if (draftID === undefined) return undefined;
    const local = readLocalDraft(userID, place);
    if (!local || isBlankDraft(place, local) || local.draftID === draftID) return undefined;
    return local.draftID === undefined
      ? placePath
      : discussionDraftUrl(local.draftID, place.recordID);
  });
  return href;
}

/** `/post/discussion[/{categoryID}]`, or a new discussion's draft (`/post/editdiscussion/0/{draftID}`). */
export function NewDiscussion({
  categoryID,
  groupID,
  draftID,
  showTitle,
}: {
  categoryID?: number;
  groupID?: number;
  draftID?: number;
  showTitle?: boolean;
}): ReactElement {
  // A group's post (03 §2, §3): the draft's parent is the group, not the category.
  const parentID = groupID ?? categoryID;
  const place: DraftPlace = {
    recordType: 'discussion',
    parentRecordType: groupID === undefined ? 'category' : 'group',
    ...(parentID === undefined ? {} : { parentRecordID: parentID }),
  };
  const placePath =
    groupID !== undefined
      ? `/post/discussion/social-groups?groupid=${groupID}`
      : categoryID === undefined
        ? '/post/discussion'
        : `/post/discussion/${categoryID}`;
  const otherDraftHref = useOtherDraftHref(place, draftID, placePath);
  return (
    <DiscussionComposer
      title={t('New Discussion')}
      showTitle={showTitle}
      place={place}
      draftID={draftID}
      otherDraftHref={otherDraftHref}
      categoryID={categoryID}
      cancelPath={backPath('/discussions')}
    />
  );
}
