import { Component, type ErrorInfo, type ReactNode } from 'react';
import { injectStyles } from '../theme/injectStyles';
import { t } from '../i18n/translate';
import css from './errorBoundary.css';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called once per caught error. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Cancel was chosen; without this the boundary simply hides itself. */
  onDismiss?: () => void;
  /** Reload was chosen; defaults to reloading the page. */
  onReload?: () => void;
  /** Called once when the children first commit without an error (a layout-phase callback). */
  onCommit?: () => void;
}

interface State {
  error: unknown;
  dismissed: boolean;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message
    ? error.message
    : t('Something went wrong.', 'Something went wrong.');

/** The spec's render-error boundary: the message, Reload (reloads the page) and Cancel (dismisses). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, dismissed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error'), dismissed: false };
  }

  override componentDidMount(): void {
    if (!this.state.error) this.props.onCommit?.();
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    injectStyles('error-boundary', css);
    this.props.onError?.(error, info);
  }

  private reload = (): void => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  private dismiss = (): void => {
    if (this.props.onDismiss) this.props.onDismiss();
    else this.setState({ dismissed: true });
  };

  override render(): ReactNode {
    const { error, dismissed } = this.state;
    if (!error) return this.props.children;
    if (dismissed) return null;
    return (
      <div className="fw-errorBoundary" role="alert">
        <p className="fw-errorBoundary-message">{messageOf(error)}</p>
        <div className="fw-errorBoundary-actions">
          <button
            type="button"
            className="fw-errorBoundary-button fw-errorBoundary-button--primary"
            onClick={this.reload}
          >
            {t('Reload', 'Reload')}
          </button>
          <button type="button" className="fw-errorBoundary-button" onClick={this.dismiss}>
            {t('Cancel', 'Cancel')}
          </button>
        </div>
      </div>
    );
  }
}
