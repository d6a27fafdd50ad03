import { type ReactElement, useId, useState } from 'react';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import {
  DIGEST_KEY,
  getCategoryNotificationTypes,
  hasNotificationMethod,
  MISSING_METHOD_MESSAGE,
  type NotificationMethod,
  preferenceKey,
  resetNotificationPreferences,
} from '../categoryNotificationTypes';
import { formatString, t } from '@/i18n/translate';
import { FollowIcon } from './followIcons';

export interface CategoryPreferencesTableProps {
  preferences: ApiCategoryPreferences;
  emailEnabled: boolean;
  digestAvailable: boolean;
  missingMethod: boolean;
  onChange: (delta: ApiCategoryPreferences) => void;
}

/**
 * The digest options (when available) and the table of notification types × methods
 * (03 §2, §5). Unchecking 'Notify me of new content' resets the table to its defaults.
 */
export function CategoryPreferencesTable({
  preferences,
  emailEnabled,
  digestAvailable,
  missingMethod,
  onChange,
}: CategoryPreferencesTableProps): ReactElement {
  const id = useId();
  const hasMethod = hasNotificationMethod(preferences);
  // The user's choice to show the table holds until the methods change under it.
  const [shown, setShown] = useState<{ value: boolean; hasMethod: boolean } | null>(null);
  const notifyNewContent =
    !digestAvailable || (shown && shown.hasMethod === hasMethod ? shown.value : hasMethod);
  const methods: NotificationMethod[] = emailEnabled ? ['popup', 'email'] : ['popup'];
  const methodLabel = (method: NotificationMethod): string =>
    method === 'popup' ? t('Notification popup') : t('Notification Email');

  const onNotifyToggle = (checked: boolean): void => {
    if (checked) {
      setShown({ value: true, hasMethod });
      return;
    }
    const reset = resetNotificationPreferences();
    onChange(reset);
    // Refused when the digest is off: the table then stays.
    if (preferences[DIGEST_KEY] === true) setShown({ value: false, hasMethod: false });
  };

  return (
    <div className="fw-categoryFollow-preferences">
      {digestAvailable && (
        <div className="fw-categoryFollow-options">
          <label className="fw-categoryFollow-check">
            <input
              type="checkbox"
              checked={preferences[DIGEST_KEY] === true}
              onChange={(event) => onChange({ [DIGEST_KEY]: event.target.checked })}
            />
            <span>{t('Include in email digest')}</span>
          </label>
          <label className="fw-categoryFollow-check">
            <input
              type="checkbox"
              checked={notifyNewContent}
              onChange={(event) => onNotifyToggle(event.target.checked)}
            />
            <span>{t('Notify me of new content')}</span>
          </label>
        </div>
      )}
      {notifyNewContent && (
        <table className={`fw-categoryFollow-table${digestAvailable ? ' is-inset' : ''}`}>
          <thead>
            <tr>
              {methods.map((method) => (
                <th key={method} scope="col" title={methodLabel(method)}>
                  <FollowIcon name={method === 'popup' ? 'bell' : 'mail'} />
                  <span id={`${id}${method}`} className="fw-srOnly">
                    {methodLabel(method)}
                  </span>
                </th>
              ))}
              <th scope="col">
                <span className="fw-srOnly">{t('Notification type')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {getCategoryNotificationTypes().map(([typeID, type]) => (
              <tr key={typeID}>
                {methods.map((method) => {
                  const key = preferenceKey(method, typeID);
                  return (
                    <td key={method} className="fw-categoryFollow-cell">
                      <input
                        type="checkbox"
                        aria-labelledby={`${id}${method} ${id}${typeID}`}
                        checked={preferences[key] === true}
                        onChange={(event) => onChange({ [key]: event.target.checked })}
                      />
                    </td>
                  );
                })}
                <td id={`${id}${typeID}`} className="fw-categoryFollow-description">
                  {formatString(t('Notify me of %s'), t(type.description, type.description))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {missingMethod && (
        <p className="fw-categoryFollow-validation" role="alert">
          {t(MISSING_METHOD_MESSAGE, MISSING_METHOD_MESSAGE)}
        </p>
      )}
    </div>
  );
}
