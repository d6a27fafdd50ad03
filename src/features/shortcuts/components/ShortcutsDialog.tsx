import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { t } from '@/i18n/translate';
import controlsCss from '@/ui/controls.css';
import { Modal } from '@/ui/Modal';
import { useStyles } from '@/ui/useStyles';
import {
  actionLabel,
  type Bindings,
  bindingProblems,
  DEFAULT_BINDINGS,
  normalizeBinding,
  SHORTCUT_ACTIONS,
  type ShortcutAction,
} from '../shortcutBindings';
import type { ShortcutSettings } from '../shortcutStorage';
import css from './shortcutsDialog.css';

export interface ShortcutsDialogProps {
  settings: ShortcutSettings;
  /** Stores and applies the choice; false when the browser would not keep it. */
  onSave: (settings: ShortcutSettings) => boolean;
  onClose: () => void;
}

/**
 * The list of shortcuts (`?`), where a visitor turns the single-key shortcuts off or gives
 * each action another key (WCAG 2.1.4). The choice is kept per browser.
 */
export function ShortcutsDialog({ settings, onSave, onClose }: ShortcutsDialogProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('shortcutsDialog', css);
  const id = useId();
  const formID = `${id}form`;
  const [enabled, setEnabled] = useState(settings.enabled);
  const [keys, setKeys] = useState<Bindings>({ ...settings.bindings });
  const [problems, setProblems] = useState<Partial<Record<ShortcutAction, string>>>({});
  const [refused, setRefused] = useState(false);
  const inputs = useRef(new Map<ShortcutAction, HTMLInputElement>());

  const save = (event: FormEvent): void => {
    event.preventDefault();
    event.stopPropagation();
    const bindings = { ...keys };
    for (const action of SHORTCUT_ACTIONS) bindings[action] = normalizeBinding(bindings[action]);
    const found = bindingProblems(bindings);
    setProblems(found);
    const invalid = SHORTCUT_ACTIONS.find((action) => found[action]);
    if (invalid) {
      inputs.current.get(invalid)?.focus();
      return;
    }
    if (onSave({ enabled, bindings })) onClose();
    else setRefused(true);
  };

  const footer = (
    <div className="fw-shortcuts-footer">
      <button
        type="button"
        className="fw-button fw-button--text fw-shortcuts-reset"
        onClick={() => {
          setKeys({ ...DEFAULT_BINDINGS });
          setProblems({});
        }}
      >
        {t('Restore the default keys')}
      </button>
      <button type="button" className="fw-button" onClick={onClose}>
        {t('Cancel')}
      </button>
      <button type="submit" form={formID} className="fw-button fw-button--primary">
        {t('Save')}
      </button>
    </div>
  );

  return (
    <Modal
      isVisible
      onClose={onClose}
      title={t('Keyboard shortcuts')}
      size="medium"
      footer={footer}
      className="fw-shortcuts"
    >
      <form id={formID} onSubmit={save} noValidate>
        <p className="fw-shortcuts-intro">
          {t(
            'Shortcuts act on the focused item. They do nothing while you type in a field. A key is one character, or two separated by a space for a sequence.',
          )}
        </p>
        <label className="fw-shortcuts-toggle">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => setEnabled(event.target.checked)}
          />
          {t('Use single-key shortcuts')}
        </label>
        {refused && (
          <p role="alert" className="fw-shortcuts-error">
            {t('This browser did not keep your choice; it applies to this page only.')}
          </p>
        )}
        <table className="fw-shortcuts-table">
          <thead>
            <tr>
              <th scope="col">{t('Action')}</th>
              <th scope="col">{t('Key')}</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUT_ACTIONS.map((action) => {
              const inputID = `${id}${action}`;
              const problem = problems[action];
              return (
                <tr key={action}>
                  <th scope="row">
                    <label htmlFor={inputID}>{actionLabel(action)}</label>
                  </th>
                  <td>
                    <input
                      id={inputID}
                      ref={(el) => {
                        if (el) inputs.current.set(action, el);
                        else inputs.current.delete(action);
                      }}
                      className="fw-shortcuts-key"
                      type="text"
                      value={keys[action]}
                      maxLength={5}
                      autoComplete="off"
                      autoCapitalize="off"
                      spellCheck={false}
                      disabled={!enabled}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? `${inputID}error` : undefined}
                      onChange={(event) => setKeys({ ...keys, [action]: event.target.value })}
                    />
                    {problem && (
                      <p id={`${inputID}error`} className="fw-shortcuts-error">
                        {problem}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">{t('Open the focused item')}</th>
              <td>
                <kbd className="fw-shortcuts-kbd">{t('Enter')}</kbd>
              </td>
            </tr>
          </tbody>
        </table>
      </form>
    </Modal>
  );
}
