import type { ApiError } from '../../../api/apiError';
import type { ApiCategoryPreferences, ApiNotificationPreferences } from '../../../api/types/misc';
import { fetchCategoryPreferences } from '../categoriesThunks';
import { selectCategoryPreferences } from '../categoriesSlice';
import { userDigestHasEmail } from '../categoryNotificationTypes';
import {
  fetchNotificationPreferences,
  fetchNotificationPreferencesSchema,
  selectNotificationPreferences,
  selectNotificationPreferencesSchema,
} from '../../notificationPreferences/notificationPreferencesSlice';
import { selectConfigValues } from '../../../store/configSlice';
import { useAppSelector } from '../../../store/hooks';
import { type Loadable, LoadStatus } from '../../../store/loadable';
import type { AppStore, RootState } from '../../../store/store';
import { useLoad } from '../../../store/useLoad';

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

const isOn = (value: unknown): boolean =>
  value === true || value === 1 || value === '1' || value === 'true';

const hasSettled = (loadable: Loadable<unknown>): boolean =>
  loadable.status === LoadStatus.SUCCESS || loadable.status === LoadStatus.ERROR;

function combine(
  cached: Loadable<ApiCategoryPreferences>,
  settings: Loadable<ApiNotificationPreferences>,
  schema: Loadable<unknown>,
  config: Record<string, unknown>,
  preloaded: boolean,
): FollowInputs {
  const digestEnabled = isOn(config['emails.digest']);
  return {
    cached: cached.data,
    loadError: cached.data || preloaded ? undefined : cached.error,
    settingsError: settings.error ?? schema.error,
    settings: settings.data,
    schema: schema.data,
    settled: (preloaded || hasSettled(cached)) && hasSettled(settings) && hasSettled(schema),
    emailEnabled: isOn(config['emails.enabled']),
    digestEnabled,
    digestAvailable: digestEnabled && userDigestHasEmail(settings.data),
  };
}

/** The follow inputs as the store holds them now (for handlers, outside render). */
export function followInputs(
  state: RootState,
  categoryID: number,
  userID: number,
  preloaded = false,
): FollowInputs {
  return combine(
    selectCategoryPreferences(state, categoryID, userID),
    selectNotificationPreferences(state, userID),
    selectNotificationPreferencesSchema(state),
    selectConfigValues(state),
    preloaded,
  );
}

/** Resolves with the first state (now or after a dispatch) for which `predicate` holds. */
export function waitForState(
  store: AppStore,
  predicate: (state: RootState) => boolean,
): Promise<RootState> {
  return new Promise((resolve) => {
    const now = store.getState();
    if (predicate(now)) {
      resolve(now);
      return;
    }
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      if (!predicate(state)) return;
      unsubscribe();
      resolve(state);
    });
  });
}

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
  const inputs = combine(cached, settings, schema, config, preloaded !== undefined);
  const havePreferences = cached.data !== undefined || preloaded !== undefined;
  return { ...inputs, ready: inputs.settled && havePreferences };
}
