/**
 * The link form: a small modal dialog with one labelled address field. An unsafe address
 * (anything but http(s), mailto, tel, a path on this site or #) shows an error and is not
 * applied; an empty address removes the link.
 */
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { t } from '@/i18n/translate';
import controlsCss from '@/ui/controls.css';
import { Modal } from '@/ui/Modal';
import { useStyles } from '@/ui/useStyles';
import { sanitizeUrl } from '@/utils/links';

export interface LinkDialogProps {
  /** The address of the link being edited, or '' for a new link. */
  initialHref: string;
  /** Applies the address ('' removes the link); called only with a safe or empty address. */
  onApply: (href: string) => void;
  onClose: () => void;
}

export function LinkDialog({ initialHref, onApply, onClose }: LinkDialogProps): ReactElement {
  useStyles('controls', controlsCss);
  const [address, setAddress] = useState(initialHref);
  const [error, setError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputID = `${id}address`;
  const errorID = `${id}error`;
  const hintID = `${id}hint`;

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // React events bubble through portals: without this, Enter here would also submit the
    // composer's own form (posting the discussion) around the editor.
    event.stopPropagation();
    const trimmed = address.trim();
    if (trimmed !== '' && sanitizeUrl(trimmed) === undefined) {
      setError(true);
      inputRef.current?.focus();
      return;
    }
    onApply(trimmed);
  };

  return (
    <Modal
      isVisible
      size="small"
      title={initialHref ? t('Edit link') : t('Insert link')}
      onClose={onClose}
      initialFocusRef={inputRef}
      className="fw-rich-linkDialog"
    >
      <form className="fw-rich-linkForm" onSubmit={submit} noValidate>
        <label className="fw-rich-linkLabel" htmlFor={inputID}>
          {t('Link address')}
        </label>
        <input
          ref={inputRef}
          id={inputID}
          className="fw-rich-linkInput"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          value={address}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${errorID} ${hintID}` : hintID}
          onChange={(event) => {
            setAddress(event.target.value);
            setError(false);
          }}
        />
        <p id={hintID} className="fw-rich-linkHint">
          {t('Leave the address empty to remove the link.')}
        </p>
        {error && (
          <p id={errorID} className="fw-rich-linkError" role="alert">
            {t(
              'This address is not allowed. Links must start with http://, https://, mailto:, tel:, / or #.',
            )}
          </p>
        )}
        <div className="fw-rich-linkActions">
          <button type="button" className="fw-button" onClick={onClose}>
            {t('Cancel')}
          </button>
          <button type="submit" className="fw-button fw-button--primary">
            {t('Apply')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
