import { useMemo } from 'react';
import { selectConfigValue } from '../../src/store/configSlice';
import { useAppSelector } from '../../src/store/hooks';
import type { ItemOptions } from './itemOptions';

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

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
  const taggingEnabled = useAppSelector((state) =>
    flag(selectConfigValue<unknown>(state, 'tagging.enabled', undefined)),
  );
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
      maxTags: typeof maxTags === 'number' ? maxTags : 3,
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
