import { type JSX, type ReactElement, useEffect, useRef, useSyncExternalStore } from 'react';
import { humanFileSize } from '@/api/upload';
import { formatString, t } from '@/i18n/translate';
import { useAppSelector } from '@/store/hooks';
import { useStyles } from '@/ui/useStyles';
import { selectUploadProgress } from '../../media/mediaSlice';
import css from './uploadTray.css';
import type { UploadController, UploadItem } from './uploadTypes';

function UploadTrayItem({
  item,
  controller,
}: {
  item: UploadItem;
  controller: UploadController;
}): ReactElement {
  const progress = useAppSelector((state) => selectUploadProgress(state, item.id));
  const percent = Math.round(progress * 100);
  const row = useRef<HTMLLIElement>(null);
  const focusInside = useRef(false);

  // Retry and Cancel replace each other: keep focus on this row's button when one does.
  useEffect(() => {
    const element = row.current;
    if (!focusInside.current || !element || element.contains(document.activeElement)) return;
    element.querySelector('button')?.focus();
  }, [item.status]);

  const drop = (leave: (id: string) => void): void => {
    leave(item.id);
    controller.focusEditor();
  };

  return (
    <li
      ref={row}
      className={`fw-uploadTray-item fw-uploadTray-item--${item.status}`}
      onFocus={() => (focusInside.current = true)}
      onBlur={() => (focusInside.current = false)}
    >
      <span className="fw-uploadTray-file">
        <span className="fw-uploadTray-name">{item.name}</span>{' '}
        <span className="fw-uploadTray-size">{humanFileSize(item.size)}</span>
      </span>
      {item.status === 'sending' ? (
        <>
          <span
            className="fw-uploadTray-bar"
            role="progressbar"
            aria-label={formatString(t('Uploading %s'), item.name)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span className="fw-uploadTray-fill" style={{ width: `${percent}%` }} />
          </span>
          <span className="fw-uploadTray-percent" aria-hidden="true">
            {`${percent}%`}
          </span>
          <button
            type="button"
            className="fw-uploadTray-button"
            aria-label={formatString(t('Cancel upload of %s'), item.name)}
            onClick={() => drop((id) => controller.cancel(id))}
          >
            {t('Cancel')}
          </button>
        </>
      ) : (
        <>
          <span className="fw-uploadTray-error">{item.error}</span>
          <span className="fw-uploadTray-actions">
            {item.status === 'failed' && (
              <button
                type="button"
                className="fw-uploadTray-button"
                aria-label={formatString(t('Retry upload of %s'), item.name)}
                onClick={() => controller.retry(item.id)}
              >
                {t('Retry')}
              </button>
            )}
            <button
              type="button"
              className="fw-uploadTray-button"
              aria-label={formatString(t('Remove %s'), item.name)}
              onClick={() => drop((id) => controller.remove(id))}
            >
              {t('Remove')}
            </button>
          </span>
        </>
      )}
    </li>
  );
}

/**
 * The editor's uploads, under it: each file's name and size, a progress bar and Cancel while
 * it is sent, the reason with Retry and Remove when it failed. A polite live region announces
 * each start, success and failure.
 */
export function UploadTray({ controller }: { controller: UploadController }): JSX.Element | null {
  useStyles('composer-upload-tray', css);
  const { items, announcement } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  return (
    <div className="fw-uploadTray">
      <p className="fw-uploadTray-live" aria-live="polite">
        {announcement}
      </p>
      {items.length > 0 && (
        <ul className="fw-uploadTray-list" aria-label={t('Uploads')}>
          {items.map((item) => (
            <UploadTrayItem key={item.id} item={item} controller={controller} />
          ))}
        </ul>
      )}
    </div>
  );
}
