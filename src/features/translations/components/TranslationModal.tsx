import { type ReactElement, useEffect, useId, useMemo, useState } from 'react';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { Alert } from '@/ui/Alert';
import controlsCss from '@/ui/controls.css';
import { Loader } from '@/ui/Loader';
import { Modal } from '@/ui/Modal';
import { useStyles } from '@/ui/useStyles';
import { fetchLocales, selectLocales } from '../../locales/localesSlice';
import {
  canTranslate,
  DEFAULT_TRANSLATION_RESOURCE,
  errorText,
  isDirty,
  recordTypeOf,
  savePayload,
  SOURCE_LOCALE,
  type TranslationProperty,
  type TranslationTexts,
} from '../translationForm';
import {
  fetchTranslations,
  saveTranslations,
  selectLocaleTranslations,
  selectTranslationsLoad,
  selectTranslationsSave,
  type TranslationsQuery,
} from '../translationsSlice';
import css from './translations.css';
import { TranslationFields } from './TranslationFields';
import { UnsavedChangesModal } from './UnsavedChangesModal';

export interface TranslationModalProps {
  /** The dialog's title, e.g. 'Translate Discussion'. */
  title: string;
  /** Every property of ONE record type (03 §5). */
  properties: TranslationProperty[];
  resource?: string;
  onClose: () => void;
}

/** What waits behind the 'Unsaved Changes' question: closing, or another locale. */
type Pending = { kind: 'close' } | { kind: 'locale'; locale: string };

/**
 * The translation modal (03 §2, §4): the source text of each property, one field per property
 * with its maximum length, a locale switcher over the configured locales, 'Not translated' on
 * empty ones; closing or switching locale while dirty asks first; Save sends values and
 * removals and merges them into the locale's cache.
 */
export function TranslationModal({
  title,
  properties,
  resource = DEFAULT_TRANSLATION_RESOURCE,
  onClose,
}: TranslationModalProps): ReactElement | null {
  useStyles('controls', controlsCss);
  useStyles('translations', css);
  const dispatch = useAppDispatch();
  const recordType = recordTypeOf(properties);
  const locales = useAppSelector(selectLocales);
  const targets = useMemo(
    () => (locales.data ?? []).filter((l) => l.localeKey !== SOURCE_LOCALE),
    [locales.data],
  );
  const usable = useMemo(
    () =>
      locales.status !== LoadStatus.SUCCESS ||
      canTranslate(
        properties,
        (locales.data ?? []).map((l) => l.localeKey),
      ),
    [locales.status, locales.data, properties],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const locale = chosen ?? targets[0]?.localeKey ?? '';
  const [edited, setEdited] = useState<TranslationTexts>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [savedNote, setSavedNote] = useState(false);
  const switcherID = useId();

  const query = useMemo<TranslationsQuery>(() => {
    const ids = properties.flatMap((p) => (p.recordID !== undefined ? [p.recordID] : []));
    const keys = properties.flatMap((p) => (p.recordKey !== undefined ? [p.recordKey] : []));
    return {
      resource,
      locale,
      recordType,
      ...(ids.length ? { recordIDs: [...new Set(ids)] } : {}),
      ...(keys.length ? { recordKeys: [...new Set(keys)] } : {}),
    };
  }, [properties, resource, locale, recordType]);
  const load = useAppSelector((state) => selectTranslationsLoad(state, query));
  const saved = useAppSelector((state) => selectLocaleTranslations(state, locale));
  const save = useAppSelector((state) => selectTranslationsSave(state, { resource, locale }));
  const busy = save.status === LoadStatus.LOADING;
  const dirty = isDirty(saved, edited);

  // Loads still running when the modal closes or the locale changes are aborted (back to
  // PENDING), so a hung request never blocks the next opening.
  useEffect(() => {
    const request = dispatch(fetchLocales());
    return () => request.abort();
  }, [dispatch]);
  useEffect(() => {
    if (!locale || !usable) return undefined;
    const request = dispatch(fetchTranslations({ ...query, force: true }));
    return () => request.abort();
  }, [dispatch, query, locale, usable]);

  const proceed = (next: Pending): void => {
    setPending(null);
    setEdited({});
    setSavedNote(false);
    if (next.kind === 'close') onClose();
    else setChosen(next.locale);
  };
  const ask = (next: Pending): void => (dirty ? setPending(next) : proceed(next));
  const onSave = (): void => {
    const { values, removals } = savePayload(properties, locale, saved, edited);
    if (!values.length && !removals.length) return;
    setSavedNote(false);
    void dispatch(saveTranslations({ resource, locale, values, removals })).then((action) => {
      if (action.meta.requestStatus !== 'fulfilled') return;
      setEdited({});
      setSavedNote(true);
    });
  };

  let content: ReactElement;
  if (locales.status === LoadStatus.ERROR) {
    content = (
      <Alert type="error" message={errorText(locales.error) || t('Error')}>
        <button
          type="button"
          className="fw-button"
          onClick={() => void dispatch(fetchLocales({ force: true }))}
        >
          {t('Retry')}
        </button>
      </Alert>
    );
  } else if (locales.status !== LoadStatus.SUCCESS) {
    content = <Loader padded />;
  } else if (!usable) {
    content = (
      <p className="fw-translation-note">
        {t('Translation needs at least two configured locales.')}
      </p>
    );
  } else {
    content = (
      <>
        <div className="fw-translation-switcher">
          <label className="fw-field-label" htmlFor={switcherID}>
            {t('Locale')}
          </label>
          <select
            id={switcherID}
            className="fw-select"
            value={locale}
            onChange={(event) => ask({ kind: 'locale', locale: event.target.value })}
          >
            {targets.map((l) => (
              <option key={l.localeKey} value={l.localeKey}>
                {l.displayNames?.[l.localeKey] ?? l.localeKey}
              </option>
            ))}
          </select>
        </div>
        {load.status === LoadStatus.ERROR ? (
          <Alert type="error" message={errorText(load.error) || t('Error')}>
            <button
              type="button"
              className="fw-button"
              onClick={() => void dispatch(fetchTranslations({ ...query, force: true }))}
            >
              {t('Retry')}
            </button>
          </Alert>
        ) : load.status !== LoadStatus.SUCCESS ? (
          <Loader padded />
        ) : (
          <TranslationFields
            properties={properties}
            locale={locale}
            saved={saved}
            edited={edited}
            disabled={busy}
            onEdit={(key, text) => {
              setSavedNote(false);
              setEdited((before) => ({ ...before, [key]: text }));
            }}
          />
        )}
        {save.status === LoadStatus.ERROR && (
          <Alert type="error" message={errorText(save.error) || t('Error')} />
        )}
      </>
    );
  }

  const ready =
    usable && locales.status === LoadStatus.SUCCESS && load.status === LoadStatus.SUCCESS;
  return (
    <>
      <Modal
        isVisible
        size="xl"
        className="fw-translationModal"
        title={title}
        onClose={() => ask({ kind: 'close' })}
        footer={
          <>
            <p className="fw-translation-status" role="status">
              {dirty ? t('You have unsaved changes') : savedNote ? t('Translations saved.') : ''}
            </p>
            <button type="button" className="fw-button" onClick={() => ask({ kind: 'close' })}>
              {t('Cancel')}
            </button>
            <button
              type="button"
              className="fw-button fw-button--primary"
              disabled={!ready || !dirty || busy}
              onClick={onSave}
            >
              {t('Save')}
            </button>
          </>
        }
      >
        {content}
      </Modal>
      {pending && (
        <UnsavedChangesModal onCancel={() => setPending(null)} onConfirm={() => proceed(pending)} />
      )}
    </>
  );
}
