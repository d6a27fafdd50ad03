import { useMemo } from 'react';
import { MAX_USER_TAGS } from '@/features/discussions/components/itemLabels';
import { selectTaggingEnabled } from '@/features/discussions/selectDiscussionView';
import { selectConfigValue } from '@/store/configSlice';
import { useAppSelector } from '@/store/hooks';
import type { ItemOptions } from './itemOptions';

/** The list's display options with the site settings they read: one stable object per list. */
export function useItemOptions(
  props: {
    displayType?: 'compact' | 'full';
    showCategory?: boolean;
    maxTags?: number;
    title?: string;
  },
  categoryID: unknown,
  isGuest: boolean,
): ItemOptions {
  // The same setting the item's view filters its tags by.
  const taggingEnabled = useAppSelector(selectTaggingEnabled);
  const editTimeout = useAppSelector((state) =>
    Number(selectConfigValue<unknown>(state, 'garden.editTimeout', -1)),
  );
  const aiUserID = useAppSelector((state) =>
    selectConfigValue<unknown>(state, 'aiAssistant.userID', undefined),
  );
  const compact = props.displayType === 'compact';
  const { showCategory, maxTags, title } = props;
  return useMemo<ItemOptions>(
    () => ({
      compact,
      showCategory: showCategory ?? categoryID === undefined,
      maxTags: typeof maxTags === 'number' ? maxTags : MAX_USER_TAGS,
      taggingEnabled,
      isGuest,
      editTimeout,
      aiUserID: typeof aiUserID === 'number' ? aiUserID : undefined,
      headingLevel: title ? 3 : 2,
    }),
    [
      compact,
      showCategory,
      maxTags,
      categoryID,
      taggingEnabled,
      isGuest,
      editTimeout,
      aiUserID,
      title,
    ],
  );
}
