import { type ReactElement, useId } from 'react';
import type { AnonymizeSetting } from '@/api/types/misc';
import {
  fetchAnonymizeSetting,
  saveAnonymizeSetting,
  selectAnonymizeLoadable,
  selectAnonymizeSaving,
  selectAnonymizeSetting,
} from '@/features/analytics/analyticsPrivacySlice';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';

const OPTIONS: Array<{ value: AnonymizeSetting; text: string }> = [
  { value: -1, text: 'Use the site default' },
  { value: 1, text: 'Anonymize my analytics data' },
  { value: 0, text: 'Do not anonymize my analytics data' },
];

/**
 * The analytics privacy choice (01 §7, §9): AnonymizeData 1, 0 or -1 (the site default).
 * When the setting cannot be read the default (-1) is shown and the member is told so.
 */
export function AnalyticsPrivacy(): ReactElement {
  const id = useId();
  const dispatch = useAppDispatch();
  const loadable = useLoad(fetchAnonymizeSetting, undefined, selectAnonymizeLoadable);
  const value = useAppSelector(selectAnonymizeSetting);
  const saving = useAppSelector(selectAnonymizeSaving);
  const loading = loadable.status === LoadStatus.PENDING || loadable.status === LoadStatus.LOADING;

  return (
    <section className="fw-prefs-group" aria-labelledby={`${id}h`}>
      <h2 id={`${id}h`} className="fw-prefs-groupTitle">
        {t('Analytics privacy')}
      </h2>
      {loadable.status === LoadStatus.ERROR && (
        <p className="fw-prefs-note" role="status">
          {t('Your privacy setting could not be loaded; the site default is shown.')}
        </p>
      )}
      <fieldset className="fw-prefs-fieldset" aria-busy={loading || saving}>
        <legend className="fw-srOnly">{t('Analytics privacy')}</legend>
        {OPTIONS.map((option) => (
          <label key={option.value} className="fw-prefs-radio">
            <input
              type="radio"
              name={`${id}privacy`}
              value={String(option.value)}
              checked={value === option.value}
              disabled={loading}
              onChange={() => {
                if (!saving) void dispatch(saveAnonymizeSetting({ value: option.value }));
              }}
            />
            <span>{t(option.text, option.text)}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
