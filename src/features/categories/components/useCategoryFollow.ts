import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ApiError, toApiError } from '../../../api/apiError';
import type { ApiCategoryPreferences } from '../../../api/types/misc';
import { patchCategoryPreferences } from '../categoriesThunks';
import { categoryPreferencesPreloaded, selectCategoryPreferences } from '../categoriesSlice';
import {
  fetchNotificationPreferences,
  fetchNotificationPreferencesSchema,
} from '../../notificationPreferences/notificationPreferencesSlice';
import {
  DIGEST_KEY,
  FOLLOWED_KEY,
  followPreferences,
  isMissingNotificationMethod,
  unfollowPreferences,
} from '../categoryNotificationTypes';
import { createSaveThrottle, type SaveThrottle } from '../categoryPreferencesThrottle';
import { registerCategoryPreferenceToasts } from '../categoryPreferencesToasts';
import { followInputs, useCategoryFollowData, waitForState } from './useCategoryFollowData';
import { useAppDispatch, useAppStore } from '../../../store/hooks';

registerCategoryPreferenceToasts();

export interface CategoryFollow {
  /** The user's settings and the category's preferences are known: controls can be used. */
  ready: boolean;
  /** Why the category's preferences could not be loaded. */
  loadError?: ApiError;
  /** The user's notification settings or the schema could not be loaded. */
  settingsError?: ApiError;
  /** What the controls show: the cache with not yet sent changes on top. */
  preferences: ApiCategoryPreferences;
  followed: boolean;
  /** `emails.enabled`: the e-mail column shows. */
  emailEnabled: boolean;
  /** `emails.digest` on and the user's digest setting has e-mail: the digest options show. */
  digestAvailable: boolean;
  /** The last failed save's error, shown at the top of the dropdown. */
  serverError: ApiError | null;
  /** A change was refused because no notification method would be left (03 §5). */
  missingMethod: boolean;
  onOpen: () => void;
  onChange: (delta: ApiCategoryPreferences) => void;
  /** Resolves true when the unfollow was saved. */
  onUnfollow: () => Promise<boolean>;
}

/**
 * A category's follow state for one user: loads, optimistic changes saved through a
 * 1250 ms leading throttle, one save at a time, rollback (in the slice) and the error.
 */
export function useCategoryFollow(
  categoryID: number,
  userID: number,
  preloaded?: ApiCategoryPreferences,
): CategoryFollow {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [opened, setOpened] = useState(false);
  const data = useCategoryFollowData(categoryID, userID, opened, preloaded);
  const { cached } = data;
  const { emailEnabled, digestEnabled, digestAvailable } = data;

  // Changes not sent yet. The ref is the truth (the leading save reads it at once).
  const overlayRef = useRef<ApiCategoryPreferences>({});
  const [overlay, setOverlay] = useState<ApiCategoryPreferences>({});
  const changeOverlay = useCallback((next: ApiCategoryPreferences) => {
    overlayRef.current = next;
    setOverlay(next);
  }, []);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [missingMethod, setMissingMethod] = useState(false);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());

  const base = cached ?? preloaded;
  const preferences = useMemo(() => ({ ...base, ...overlay }), [base, overlay]);
  const followed = preferences[FOLLOWED_KEY] === true;

  // Preloaded preferences enter the cache, so saves patch them optimistically.
  useEffect(() => {
    if (preloaded && userID > 0)
      dispatch(categoryPreferencesPreloaded({ categoryID, userID, preferences: preloaded }));
  }, [dispatch, preloaded, categoryID, userID]);

  const saveRef = useRef<() => Promise<boolean>>(() => Promise.resolve(true));
  const throttleRef = useRef<SaveThrottle<boolean> | null>(null);
  /** Created on first use, in a handler: the throttle outlives renders. */
  const throttle = useCallback(
    (): SaveThrottle<boolean> =>
      (throttleRef.current ??= createSaveThrottle(() => saveRef.current())),
    [],
  );
  const save = useCallback(async (): Promise<boolean> => {
    await inFlight.current; // one save at a time: each rolls back to what the last one left
    const changes = overlayRef.current;
    if (Object.keys(changes).length === 0) return true;
    const current = selectCategoryPreferences(store.getState(), categoryID, userID).data;
    const sent = { ...(current ?? preloaded), ...changes };
    changeOverlay({});
    setServerError(null);
    const request = dispatch(patchCategoryPreferences({ categoryID, userID, preferences: sent }));
    inFlight.current = request;
    const result = await request;
    if (patchCategoryPreferences.fulfilled.match(result)) return true;
    if (result.meta.condition) {
      // Another copy of this dropdown is saving the same preferences: try again later.
      changeOverlay({ ...changes, ...overlayRef.current });
      void throttle().call();
      return false;
    }
    setServerError(result.payload ?? toApiError(result.error));
    return false;
  }, [dispatch, store, categoryID, userID, preloaded, changeOverlay, throttle]);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => () => throttleRef.current?.flush(), []);

  const digestOn = (prefs: ApiCategoryPreferences): boolean =>
    digestAvailable && prefs[DIGEST_KEY] === true;

  const submit = (delta: ApiCategoryPreferences): Promise<boolean> => {
    changeOverlay({ ...overlayRef.current, ...delta });
    return throttle().call();
  };

  // Opening while not followed follows with the user's defaults (03 §4), once they are known.
  const followOnOpen = async (): Promise<void> => {
    dispatch(fetchNotificationPreferences({ userID }));
    dispatch(fetchNotificationPreferencesSchema());
    const hasPreloaded = preloaded !== undefined;
    const state = await waitForState(
      store,
      (st) => followInputs(st, categoryID, userID, hasPreloaded).settled,
    );
    const inputs = followInputs(state, categoryID, userID, hasPreloaded);
    const shown = { ...(inputs.cached ?? preloaded), ...overlayRef.current };
    if (!inputs.cached && !preloaded) return;
    if (shown[FOLLOWED_KEY] === true) return;
    const next = followPreferences(inputs.settings, inputs.schema, inputs.digestEnabled);
    if (isMissingNotificationMethod(next, inputs.digestAvailable && next[DIGEST_KEY] === true)) {
      setMissingMethod(true);
      return;
    }
    await submit(next);
  };

  return {
    ready: data.ready,
    loadError: data.loadError,
    settingsError: data.settingsError,
    preferences,
    followed,
    emailEnabled,
    digestAvailable,
    serverError,
    missingMethod,
    onOpen: () => {
      setOpened(true);
      setMissingMethod(false);
      if (!followed) void followOnOpen();
    },
    onChange: (delta) => {
      // The dropdown is open, so every change keeps the category followed.
      const change = { ...delta, [FOLLOWED_KEY]: true };
      const next = { ...preferences, ...change };
      if (isMissingNotificationMethod(next, digestOn(next))) {
        setMissingMethod(true);
        return;
      }
      setMissingMethod(false);
      void submit(change);
    },
    onUnfollow: () => {
      setMissingMethod(false);
      return submit(unfollowPreferences(preferences, digestEnabled));
    },
  };
}
