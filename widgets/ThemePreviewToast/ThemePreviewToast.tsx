import { type ReactElement, useState } from 'react';
import type { ApiError } from '@/api/apiError';
import type { PropsValidator } from '@/index';
import { propsShape } from '@/index';
import {
  runThemePreviewAction,
  type ThemePreview,
  type ThemePreviewAction,
} from '@/features/themes/themePreview';
import { t } from '@/i18n/translate';
import { selectSiteUrl } from '@/store/bootstrapSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import controlsCss from '@/ui/controls.css';
import { defaultToastErrorText, Toast } from '@/ui/Toast';
import { useStyles } from '@/ui/useStyles';
import css from './themePreviewToast.css';

export type ThemePreviewToastProps = ThemePreview;

const shape = propsShape<ThemePreviewToastProps>({
  themeID: 'any',
  revisionID: 'number?',
  name: 'string',
  redirect: 'string?',
});

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps: PropsValidator<ThemePreviewToastProps> = (
  props,
): props is ThemePreviewToastProps & Record<string, unknown> => {
  const id = props.themeID;
  if (!(typeof id === 'string' && id !== '') && !(typeof id === 'number' && Number.isFinite(id)))
    throw new TypeError('prop "themeID" must be a number or a non-empty string');
  return shape(props);
};

/** Goes to `url`, or reloads the page for `null`. */
function navigate(url: string | null): void {
  if (url === null) window.location.reload();
  else window.location.assign(url);
}

/**
 * The theme preview toast (03 §4, §8): while the session previews a theme, it names the theme
 * and offers Apply (Restore for a revision) and Cancel. A failure is shown inside the toast and
 * the buttons work again; on success the page goes where the action says.
 */
export function ThemePreviewToast(props: ThemePreviewToastProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('theme-preview-toast', css);
  const dispatch = useAppDispatch();
  const siteUrl = useAppSelector(selectSiteUrl);
  const [busy, setBusy] = useState<ThemePreviewAction | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const isRevision = typeof props.revisionID === 'number';
  const mainAction: ThemePreviewAction = isRevision ? 'restore' : 'apply';

  // The buttons stay focusable while a call runs (aria-disabled, clicks ignored), so keyboard
  // focus is not lost to the page when a failure enables them again.
  const act = async (action: ThemePreviewAction): Promise<void> => {
    if (busy) return;
    setBusy(action);
    setError(null);
    const outcome = await runThemePreviewAction(dispatch, props, action, siteUrl);
    if (outcome.ok) {
      navigate(outcome.goTo);
      return;
    }
    setBusy(null);
    setError(outcome.error);
  };

  const errorText = error ? error.description || error.message || defaultToastErrorText() : '';
  const body = (
    <div className="fw-themePreview-body" aria-busy={busy ? true : undefined}>
      <p className="fw-themePreview-text">
        {isRevision
          ? t('You are previewing a revision of the theme')
          : t('You are previewing the theme')}{' '}
        <span className="fw-themePreview-name">{props.name}</span>
      </p>
      {error && (
        <p className="fw-themePreview-error" role="alert">
          {errorText}
        </p>
      )}
      <div className="fw-themePreview-actions">
        <button
          type="button"
          className="fw-button fw-button--primary"
          aria-disabled={busy !== null ? true : undefined}
          onClick={() => void act(mainAction)}
        >
          {isRevision ? t('Restore') : t('Apply')}
        </button>
        <button
          type="button"
          className="fw-button"
          aria-disabled={busy !== null ? true : undefined}
          onClick={() => void act('cancel')}
        >
          {t('Cancel')}
        </button>
      </div>
    </div>
  );

  return (
    <section className="fw-themePreview" aria-label={t('Theme preview')}>
      <Toast body={body} wide persistent />
    </section>
  );
}
