import { type ReactElement, useId } from 'react';
import type { ApiNotificationPreferences } from '@/api/types/misc';
import {
  choiceValue,
  methodValue,
  type PreferenceChoiceField,
  type PreferenceGroup,
  type PreferenceRowField,
} from '@/features/notificationPreferences/preferencesForm';
import { t } from '@/i18n/translate';

export interface PreferencesGroupProps {
  group: PreferenceGroup;
  settings: ApiNotificationPreferences | undefined;
  onMethod: (row: PreferenceRowField, method: string, checked: boolean) => void;
  onChoice: (field: PreferenceChoiceField, value: string) => void;
}

/** A language code's name in the page's language ('fr' → 'French'), else the code. */
function optionText(fieldKey: string, option: string): string {
  if (fieldKey !== 'NotificationLanguage') return option;
  try {
    const names = new Intl.DisplayNames([document.documentElement.lang || 'en'], {
      type: 'language',
    });
    return names.of(option) ?? option;
  } catch {
    return option;
  }
}

/** Labels the server sends are translated when the site has a translation for them. */
const label = (text: string): string => t(text, text);

/**
 * One group of the settings form: its settings as a table (one row per setting, one column
 * per method) and its choices (the notification language) as select boxes.
 */
export function PreferencesGroup({
  group,
  settings,
  onMethod,
  onChoice,
}: PreferencesGroupProps): ReactElement {
  const id = useId();
  const rows = group.fields.filter((f): f is PreferenceRowField => f.kind === 'row');
  const choices = group.fields.filter((f): f is PreferenceChoiceField => f.kind === 'choice');
  const methods: Array<{ method: string; label: string }> = [];
  for (const row of rows)
    for (const m of row.methods) if (!methods.some((c) => c.method === m.method)) methods.push(m);
  const heading = group.label ? label(group.label) : t('Notifications');

  return (
    <section className="fw-prefs-group" aria-labelledby={`${id}h`}>
      <h2 id={`${id}h`} className="fw-prefs-groupTitle">
        {heading}
      </h2>
      {group.description && <p className="fw-prefs-note">{label(group.description)}</p>}
      {rows.length > 0 && (
        <table className="fw-prefs-table">
          <thead>
            <tr>
              <th scope="col">{t('Notify me about')}</th>
              {methods.map((m, i) => (
                <th key={m.method} scope="col" id={`${id}m${i}`}>
                  {label(m.label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row.key}>
                <th scope="row" id={`${id}r${r}`}>
                  <span className="fw-prefs-rowLabel">{label(row.label)}</span>
                  {row.description && (
                    <span className="fw-prefs-note">{label(row.description)}</span>
                  )}
                </th>
                {methods.map((m, i) => (
                  <td key={m.method} className="fw-prefs-cell" data-label={label(m.label)}>
                    {row.methods.some((own) => own.method === m.method) ? (
                      <input
                        type="checkbox"
                        aria-labelledby={`${id}m${i} ${id}r${r}`}
                        checked={methodValue(settings, row.key, m.method)}
                        onChange={(event) => onMethod(row, m.method, event.target.checked)}
                      />
                    ) : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {choices.map((field, i) => (
        <p key={field.key} className="fw-prefs-choice">
          <label htmlFor={`${id}c${i}`}>{label(field.label)}</label>
          <select
            id={`${id}c${i}`}
            className="fw-prefs-select"
            value={choiceValue(settings, field)}
            onChange={(event) => onChoice(field, event.target.value)}
          >
            {field.options.map((option) => (
              <option key={option} value={option}>
                {optionText(field.key, option)}
              </option>
            ))}
          </select>
          {field.description && <span className="fw-prefs-note">{label(field.description)}</span>}
        </p>
      ))}
    </section>
  );
}
