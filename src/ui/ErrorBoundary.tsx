import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { injectStyles } from '@/theme/injectStyles';
import { t } from '@/i18n/translate';
import type { BoundaryErrorPageProps } from './BoundaryErrorPage';
import css from './errorBoundary.css';

type BoundaryPage = ComponentType<BoundaryErrorPageProps>;

/** The error page's code, loaded the first time a widget crashes (pages without a crash never pay). */
let loadedPage: BoundaryPage | null = null;
function loadPage(): Promise<BoundaryPage> {
  return import('./BoundaryErrorPage').then((m) => (loadedPage = m.BoundaryErrorPage));
}

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
  /** The error page, once its code is here; until then the message box alone. */
  Page: BoundaryPage | null;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('Something went wrong.');

/**
 * The spec's render-error boundary (02 §2): the error page for what was thrown (403, 404 or the
 * generic page, with the stack in debug mode), the error's message, Reload (reloads the page)
 * and Cancel (dismisses). The page's code loads on the first crash; until it is here, or if it
 * cannot load, the message box with Reload and Cancel stands alone.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, dismissed: false, Page: loadedPage };
  private mounted = false;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error'), dismissed: false };
  }

  override componentDidMount(): void {
    this.mounted = true;
    if (!this.state.error) this.props.onCommit?.();
  }

  override componentWillUnmount(): void {
    this.mounted = false;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    injectStyles('error-boundary', css);
    this.props.onError?.(error, info);
    if (!this.state.Page) {
      loadPage().then(
        (Page) => {
          if (this.mounted) this.setState({ Page });
        },
        () => undefined, // the message box stays
      );
    }
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
    const { error, dismissed, Page } = this.state;
    if (!error) return this.props.children;
    if (dismissed) return null;
    const message = messageOf(error);
    const buttons = (
      <>
        <button
          type="button"
          className="fw-errorBoundary-button fw-errorBoundary-button--primary"
          onClick={this.reload}
        >
          {t('Reload')}
        </button>
        <button type="button" className="fw-errorBoundary-button" onClick={this.dismiss}>
          {t('Cancel')}
        </button>
      </>
    );
    if (Page) {
      return (
        <div className="fw-errorBoundary fw-errorBoundary--page" role="alert">
          <Page error={error} message={message} actions={buttons} />
        </div>
      );
    }
    return (
      <div className="fw-errorBoundary" role="alert">
        <p className="fw-errorBoundary-message">{message}</p>
        <div className="fw-errorBoundary-actions">{buttons}</div>
      </div>
    );
  }
}
