import { type ReactElement, useEffect, useId, useMemo } from 'react';
import type { ApiNotificationPreferences } from '@/api/types/misc';
import { propsShape } from '@/index';
import {
  fetchNotificationPreferences,
  fetchNotificationPreferencesSchema,
  selectNotificationPreferences,
  selectNotificationPreferencesSchema,
  selectQueuedNotificationPreferences,
} from '@/features/notificationPreferences/notificationPreferencesSlice';
import { registerNotificationPreferenceToasts } from '@/features/notificationPreferences/notificationPreferencesToasts';
import {
  buildPreferencesForm,
  languagePatch,
  LANGUAGE_SETTING,
  methodPatch,
} from '@/features/notificationPreferences/preferencesForm';
import {
  changeNotificationPreferences,
  flushNotificationPreferences,
} from '@/features/notificationPreferences/preferencesSaveQueue';
import { t } from '@/i18n/translate';
import { selectConfigFlag } from '@/store/configFlags';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { buildSignInUrl } from '@/ui/signInUrl';
import { Skeleton } from '@/ui/Skeleton';
import { useStyles } from '@/ui/useStyles';
import { AnalyticsPrivacy } from './AnalyticsPrivacy';
import css from './notificationPreferences.css';
import { PreferencesGroup } from './PreferencesGroup';

registerNotificationPreferenceToasts();

/** Where the member's followed categories are managed (03 §2). */
export const FOLLOWED_CONTENT_URL = '/profile/followed-content';

export interface NotificationPreferencesProps {
  /** The heading; default 'Notification Preferences'. */
  title?: string;
  /** The marker's server HTML (the legacy form); not used once mounted. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<NotificationPreferencesProps>({ title: 'string?' });

/**
 * The member's notification settings (03 §3, §5, §7), built from the schema: each change shows
 * at once and is saved with `PATCH /notification-preferences/{userID}` through the preference
 * save throttle (03 §5, §9: the first change at once, the rest of each 1250 ms window as one
 * save at its end; rolled back with a toast when refused; 'Success! Preferences saved.' when
 * saved), the notification language,
 * and the analytics privacy choice (01 §7). Guests get a sign-in link.
 */
export function NotificationPreferences({ title }: NotificationPreferencesProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('notification-preferences', css);
  const headingID = useId();
  const { user, isGuest, loading: userLoading } = useSessionUser();
  const userID = user?.userID ?? 0;
  const heading = title ?? t('Notification Preferences');

  let body: ReactElement;
  if (userLoading && userID <= 0) body = <Skeleton label={t('Loading')} />;
  else if (isGuest || userID <= 0)
    body = (
      <p className="fw-prefs-empty">
        <a href={buildSignInUrl()}>{t('Sign in to change your notification preferences.')}</a>
      </p>
    );
  else body = <MemberPreferences userID={userID} />;

  return (
    <div role="group" className="fw-prefs" aria-labelledby={headingID}>
      <h1 id={headingID} className="fw-prefs-heading">
        {heading}
      </h1>
      {body}
    </div>
  );
}

function MemberPreferences({ userID }: { userID: number }): ReactElement {
  const dispatch = useAppDispatch();
  const settings = useLoad(fetchNotificationPreferences, { userID }, (state) =>
    selectNotificationPreferences(state, userID),
  );
  const schema = useLoad(
    fetchNotificationPreferencesSchema,
    undefined,
    selectNotificationPreferencesSchema,
  );
  const queued = useAppSelector((state) => selectQueuedNotificationPreferences(state, userID));
  // What waits for the save throttle shows on top of the cache.
  const shown = useMemo(
    () => (settings.data && queued ? { ...settings.data, ...queued } : settings.data),
    [settings.data, queued],
  );
  // Leaving the page sends what still waits for the throttle's window now.
  useEffect(() => () => void dispatch(flushNotificationPreferences(userID)), [dispatch, userID]);
  const emailEnabled = useAppSelector((state) => selectConfigFlag(state, 'emails.enabled'));
  const digestEnabled = useAppSelector((state) => selectConfigFlag(state, 'emails.digest'));
  const groups = useMemo(
    () => buildPreferencesForm(schema.data, { emailEnabled, digestEnabled }),
    [schema.data, emailEnabled, digestEnabled],
  );

  const failed = settings.status === LoadStatus.ERROR ? settings : schema;
  let form: ReactElement;
  if (
    (settings.status === LoadStatus.ERROR && !settings.data) ||
    (schema.status === LoadStatus.ERROR && !schema.data)
  ) {
    form = (
      <LoadFailure
        error={failed.error}
        onRetry={() => {
          void dispatch(fetchNotificationPreferences({ userID, force: true }));
          void dispatch(fetchNotificationPreferencesSchema({ force: true }));
        }}
      />
    );
  } else if (!shown || schema.data === undefined) {
    form = <Skeleton label={t('Loading preferences')} />;
  } else if (groups.length === 0) {
    form = (
      <p className="fw-prefs-empty">{t('This site has no notification settings to choose.')}</p>
    );
  } else {
    const data = shown;
    const change = (changes: ApiNotificationPreferences) =>
      void dispatch(changeNotificationPreferences({ userID, changes }));
    form = (
      <>
        {groups.map((group, i) => (
          <PreferencesGroup
            key={`${group.key}${i}`}
            group={group}
            settings={data}
            onMethod={(row, method, checked) => change(methodPatch(data, row, method, checked))}
            onChoice={(field, value) =>
              change(
                field.key === LANGUAGE_SETTING
                  ? languagePatch(data, value)
                  : { [field.key]: value },
              )
            }
          />
        ))}
      </>
    );
  }

  return (
    <>
      {form}
      <p className="fw-prefs-followed">
        <a href={FOLLOWED_CONTENT_URL}>{t('Manage the categories you follow')}</a>
      </p>
      <AnalyticsPrivacy />
    </>
  );
}
