import type { ApiCategoryPreferences } from '@/api/types/misc';
import { fetchCategoryPreferences, selectCategoryPreferences } from '../categoriesSlice';
import { combineFollowInputs, type FollowInputs } from '../categoryFollow';
import {
  fetchNotificationPreferences,
  fetchNotificationPreferencesSchema,
  selectNotificationPreferences,
  selectNotificationPreferencesSchema,
} from '../../notificationPreferences/notificationPreferencesSlice';
import { selectConfigValues } from '@/store/configSlice';
import { useAppSelector } from '@/store/hooks';
import { useLoad } from '@/store/useLoad';

/**
 * What the follow dropdown reads. The category's preferences load at once (the button says
 * Follow or Following) unless preloaded; the user's settings and the schema, which only the
 * open dropdown needs, load when it first opens. A user without settings gets all-off defaults.
 */
export function useCategoryFollowData(
  categoryID: number,
  userID: number,
  opened: boolean,
  preloaded?: ApiCategoryPreferences,
): FollowInputs & { ready: boolean } {
  const signedIn = userID > 0;
  const cached = useLoad(
    fetchCategoryPreferences,
    { categoryID, userID },
    (state) => selectCategoryPreferences(state, categoryID, userID),
    { skip: !signedIn || preloaded !== undefined },
  );
  const settings = useLoad(
    fetchNotificationPreferences,
    { userID },
    (state) => selectNotificationPreferences(state, userID),
    { skip: !signedIn || !opened },
  );
  const schema = useLoad(
    fetchNotificationPreferencesSchema,
    undefined,
    selectNotificationPreferencesSchema,
    { skip: !signedIn || !opened },
  );
  const config = useAppSelector(selectConfigValues);
  const inputs = combineFollowInputs(cached, settings, schema, config, preloaded !== undefined);
  const havePreferences = cached.data !== undefined || preloaded !== undefined;
  return { ...inputs, ready: inputs.settled && havePreferences };
}
