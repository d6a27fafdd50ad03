import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiError } from '@/api/apiError';
import type { ApiCategoryPreferences, ApiNotificationPreferences } from '@/api/types/misc';
import { configFlagOf } from '@/store/configFlags';
import { selectConfigValues } from '@/store/configSlice';
import type { ThunkExtra } from '@/store/createLoadThunk';
import { type Loadable, LoadStatus } from '@/store/loadable';
import type { RootState } from '@/store/store';
import {
  selectNotificationPreferences,
  selectNotificationPreferencesSchema,
} from '../notificationPreferences/notificationPreferencesSlice';
import { selectCategoryPreferences, selectQueuedCategoryPreferences } from './categoriesSlice';
import {
  DIGEST_KEY,
  FOLLOWED_KEY,
  followPreferences,
  isMissingNotificationMethod,
  userDigestHasEmail,
} from './categoryNotificationTypes';
import { changeCategoryPreferences } from './categoryPreferencesQueue';

/** Everything the follow rules read, derived from the store. */
export interface FollowInputs {
  /** The cached category preferences (03 §7), if loaded. */
  cached?: ApiCategoryPreferences;
  loadError?: ApiError;
  /**
   * The user's settings or the schema failed to load: the table still shows, with all-off
   * defaults, and the panel says why they may be wrong.
   */
  settingsError?: ApiError;
  /** `GET /notification-preferences/{userID}`: the user's own notification settings. */
  settings?: ApiNotificationPreferences;
  /** `GET /notification-preferences/schema`. */
  schema?: unknown;
  /** Preferences, settings and schema have all answered (successfully or not). */
  settled: boolean;
  /** `emails.enabled`: the e-mail column shows. */
  emailEnabled: boolean;
  /** `emails.digest`. */
  digestEnabled: boolean;
  /** `emails.digest` on and the user's digest setting has e-mail: the digest options show. */
  digestAvailable: boolean;
}

const hasSettled = (loadable: Loadable<unknown>): boolean =>
  loadable.status === LoadStatus.SUCCESS || loadable.status === LoadStatus.ERROR;

/** The follow inputs from the loadables they are derived from (a render's, or the store's). */
export function combineFollowInputs(
  cached: Loadable<ApiCategoryPreferences>,
  settings: Loadable<ApiNotificationPreferences>,
  schema: Loadable<unknown>,
  config: Record<string, unknown>,
  preloaded: boolean,
): FollowInputs {
  const digestEnabled = configFlagOf(config, 'emails.digest');
  return {
    cached: cached.data,
    loadError: cached.data || preloaded ? undefined : cached.error,
    settingsError: settings.error ?? schema.error,
    settings: settings.data,
    schema: schema.data,
    settled: (preloaded || hasSettled(cached)) && hasSettled(settings) && hasSettled(schema),
    emailEnabled: configFlagOf(config, 'emails.enabled'),
    digestEnabled,
    digestAvailable: digestEnabled && userDigestHasEmail(settings.data),
  };
}

/** The follow inputs as the store holds them now (for thunks, outside render). */
export function followInputs(
  state: RootState,
  categoryID: number,
  userID: number,
  preloaded = false,
): FollowInputs {
  return combineFollowInputs(
    selectCategoryPreferences(state, categoryID, userID),
    selectNotificationPreferences(state, userID),
    selectNotificationPreferencesSchema(state),
    selectConfigValues(state),
    preloaded,
  );
}

/**
 * Opening the follow dropdown while not followed follows with the user's defaults (03 §4):
 * dispatched once the inputs have settled. Nothing happens when the category turned out
 * followed (or its preferences are unknown); `missingMethod` when the defaults would leave no
 * notification method, so the dropdown says why instead of saving.
 */
export function followCategoryOnOpen(arg: {
  categoryID: number;
  userID: number;
  preloaded?: ApiCategoryPreferences;
}): ThunkAction<
  Promise<'followed' | 'missingMethod' | 'unchanged'>,
  RootState,
  ThunkExtra,
  UnknownAction
> {
  return async (dispatch, getState) => {
    const { categoryID, userID, preloaded } = arg;
    const state = getState();
    const inputs = followInputs(state, categoryID, userID, preloaded !== undefined);
    if (!inputs.cached && !preloaded) return 'unchanged';
    const queued = selectQueuedCategoryPreferences(state, categoryID, userID);
    const shown = { ...(inputs.cached ?? preloaded), ...queued };
    if (shown[FOLLOWED_KEY] === true) return 'unchanged';
    const next = followPreferences(inputs.settings, inputs.schema, inputs.digestEnabled);
    if (isMissingNotificationMethod(next, inputs.digestAvailable && next[DIGEST_KEY] === true))
      return 'missingMethod';
    await dispatch(
      changeCategoryPreferences({ categoryID, userID, changes: next, base: preloaded }),
    );
    return 'followed';
  };
}
