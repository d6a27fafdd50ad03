import { type ReactElement, type ReactNode, useContext } from 'react';
import type { ApiError, ErrorActionButton } from '@/api/apiError';
import { t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
import controlsCss from './controls.css';
import { ErrorPageDefaultsContext } from './errorPageDefaults';
import css from './errorPage.css';
import { Icon, type IconName } from './icons';
import { buildSignInUrl } from './signInUrl';
import { useStyles } from './useStyles';

export interface ErrorPageProps {
  /** 403 and 404 have their own page; anything else is the generic one. Defaults to `error.status`. */
  status?: number;
  /** The normalised error: its `actionButton` replaces the default button, its details show in debug. */
  error?: Partial<ApiError> | Error;
  /** Defaults to the store's current user (userID 0 is a guest), through ErrorPageDefaultsContext. */
  isGuest?: boolean;
  /** Show the error details and stack trace; defaults to the bootstrap `debug` flag (likewise). */
  debug?: boolean;
  /** Sign-in address for guests on the 403 page; the current page is added as `target`. */
  signInUrl?: string;
  homeUrl?: string;
  /** What went wrong, in the user's words (a failed load's message), under the description. */
  reason?: ReactNode;
  /** More actions after the page's own button, e.g. Retry, or the boundary's Reload and Cancel. */
  actions?: ReactNode;
}

/** The layout every error page shares: an icon, a title, a description, actions and details. */
export function ErrorLayout(props: {
  icon: IconName;
  iconLabel: string;
  title: string;
  description: ReactNode;
  reason?: ReactNode;
  actions?: ReactNode;
  details?: ReactNode;
}): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('error-page', css);
  return (
    <div className="fw-errorPage">
      <Icon name={props.icon} label={props.iconLabel} className="fw-errorPage-icon" />
      <h2 className="fw-errorPage-title">{props.title}</h2>
      <p className="fw-errorPage-description">{props.description}</p>
      {props.reason ? <p className="fw-errorPage-reason">{props.reason}</p> : null}
      {props.actions && <div className="fw-errorPage-actions">{props.actions}</div>}
      {props.details}
    </div>
  );
}

function ActionLink({ button }: { button: ErrorActionButton }): ReactElement {
  const href = sanitizeUrl(button.url);
  return href ? (
    <a className="fw-button fw-button--primary" href={href} target={button.target}>
      {button.label}
    </a>
  ) : (
    <span className="fw-button fw-button--primary">{button.label}</span>
  );
}

function Details({ error }: { error: ErrorPageProps['error'] }): ReactElement | null {
  if (!error) return null;
  const trace = error instanceof Error ? error.stack : error.trace;
  return (
    <div className="fw-errorPage-details">
      <h3 className="fw-errorPage-detailsTitle">{t('Details')}</h3>
      {error.message && <p className="fw-errorPage-detailsMessage">{error.message}</p>}
      {trace && <pre className="fw-errorPage-trace">{trace}</pre>}
    </div>
  );
}

/**
 * The spec's error pages: 403 'Permission Problem' (guests also get Sign In), 404 'There was
 * an error' with 'Back to home page', and the generic 'There was an error' with 'Back to Home'.
 * Debug builds add the error's message and stack trace.
 */
export function ErrorPage({
  status,
  error,
  isGuest,
  debug,
  signInUrl,
  homeUrl = '/',
  reason,
  actions: extraActions,
}: ErrorPageProps): ReactElement {
  const useDefaults = useContext(ErrorPageDefaultsContext);
  const { isGuest: storeGuest, debug: storeDebug } = useDefaults();
  const code = status ?? (error && !(error instanceof Error) ? error.status : undefined);
  const custom = error && !(error instanceof Error) ? error.actionButton : undefined;
  const details = (debug ?? storeDebug) ? <Details error={error} /> : undefined;
  const home = (label: string): ErrorActionButton => ({ url: homeUrl, label });

  if (code === 403) {
    const guest = isGuest ?? storeGuest;
    return (
      <ErrorLayout
        icon="lock"
        iconLabel={t('Error')}
        title={t('Permission Problem')}
        description={t("You don't have permission to view this resource.")}
        reason={reason}
        actions={
          guest || extraActions ? (
            <>
              {guest && (
                <a className="fw-button fw-button--primary" href={buildSignInUrl(signInUrl)}>
                  {t('Sign In')}
                </a>
              )}
              {extraActions}
            </>
          ) : undefined
        }
        details={details}
      />
    );
  }
  const notFound = code === 404;
  return (
    <ErrorLayout
      icon={notFound ? 'notFound' : 'alert'}
      iconLabel={notFound ? t('Page Not Found') : t('Error')}
      title={t('There was an error')}
      description={
        notFound
          ? t('The page you were looking for could not be found.')
          : t('Please try again later.')
      }
      reason={reason}
      actions={
        <>
          <ActionLink
            button={custom ?? home(notFound ? t('Back to home page') : t('Back to Home'))}
          />
          {extraActions}
        </>
      }
      details={details}
    />
  );
}
