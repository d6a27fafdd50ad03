import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '@/api/apiError';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import {
  categoryPreferencesPreloaded,
  selectCategoryPreferencesSave,
  selectQueuedCategoryPreferences,
} from '../categoriesSlice';
import { followCategoryOnOpen } from '../categoryFollow';
import {
  DIGEST_KEY,
  FOLLOWED_KEY,
  isMissingNotificationMethod,
  unfollowPreferences,
} from '../categoryNotificationTypes';
import { changeCategoryPreferences, flushCategoryPreferences } from '../categoryPreferencesQueue';
import { registerCategoryPreferenceToasts } from '../categoryPreferencesToasts';
import {
  fetchNotificationPreferences,
  fetchNotificationPreferencesSchema,
} from '../../notificationPreferences/notificationPreferencesSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useCategoryFollowData } from './useCategoryFollowData';

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
 * A category's follow state for one user. The store holds it all: the cache, the changes not
 * sent yet (the categories slice's queue, shown on top of the cache), the save throttle
 * (`changeCategoryPreferences`: 1250 ms, leading, one save at a time), the optimistic patch
 * and its rollback, and the last save's error. The hook keeps only what the dropdown shows
 * for itself: whether it was opened, and the missing-method message.
 */
export function useCategoryFollow(
  categoryID: number,
  userID: number,
  preloaded?: ApiCategoryPreferences,
): CategoryFollow {
  const dispatch = useAppDispatch();
  const [opened, setOpened] = useState(false);
  const [missingMethod, setMissingMethod] = useState(false);
  const data = useCategoryFollowData(categoryID, userID, opened, preloaded);
  const { cached, settled, emailEnabled, digestEnabled, digestAvailable } = data;
  const queued = useAppSelector((state) =>
    selectQueuedCategoryPreferences(state, categoryID, userID),
  );
  const save = useAppSelector((state) => selectCategoryPreferencesSave(state, categoryID, userID));
  const serverError = save.status === LoadStatus.ERROR ? (save.error ?? null) : null;

  const base = cached ?? preloaded;
  const preferences = useMemo(() => ({ ...base, ...queued }), [base, queued]);
  const followed = preferences[FOLLOWED_KEY] === true;

  // Preloaded preferences enter the cache, so saves patch them optimistically.
  useEffect(() => {
    if (preloaded && userID > 0)
      dispatch(categoryPreferencesPreloaded({ categoryID, userID, preferences: preloaded }));
  }, [dispatch, preloaded, categoryID, userID]);
  // Leaving sends what is still queued now, not at the end of the throttle window.
  useEffect(
    () => () => dispatch(flushCategoryPreferences({ categoryID, userID })),
    [dispatch, categoryID, userID],
  );

  const submit = (changes: ApiCategoryPreferences): Promise<boolean> =>
    dispatch(changeCategoryPreferences({ categoryID, userID, changes, base: preloaded }));

  // Opening while not followed follows with the user's defaults (03 §4), once they are known:
  // each such opening is counted, and followed once the inputs have settled.
  const [followAsked, setFollowAsked] = useState(0);
  const followDone = useRef(0);
  useEffect(() => {
    if (followAsked === followDone.current || !settled) return;
    followDone.current = followAsked;
    void dispatch(followCategoryOnOpen({ categoryID, userID, preloaded })).then((outcome) => {
      if (outcome === 'missingMethod') setMissingMethod(true);
    });
  }, [dispatch, followAsked, settled, categoryID, userID, preloaded]);

  const digestOn = (prefs: ApiCategoryPreferences): boolean =>
    digestAvailable && prefs[DIGEST_KEY] === true;

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
      if (followed) return;
      // Asked again on every such opening: a failed load is tried again.
      dispatch(fetchNotificationPreferences({ userID }));
      dispatch(fetchNotificationPreferencesSchema());
      setFollowAsked((count) => count + 1);
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
