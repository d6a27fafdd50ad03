import type { ReactElement } from 'react';
import { useGuestLinks } from '@/features/navigation/guestLinks';
import type { CallToActionProps, GuestCallToActionProps } from '@/features/layouts/layoutTypes';
import { t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { sanitizeUrl } from '@/utils/links';
import { BackgroundImage } from './Banner';
import { useBasicsStyles } from './useBasicsStyles';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function CtaFrame({
  title,
  description,
  backgroundImage,
  children,
}: {
  title: string;
  description?: string;
  backgroundImage?: string;
  children: ReactElement | null;
}): ReactElement {
  const image = sanitizeUrl(backgroundImage);
  return (
    <div className={`fw-basics-card fw-cta${image ? ' fw-cta--image' : ''}`}>
      <BackgroundImage url={image} />
      <div className="fw-cta-content">
        <h2 className="fw-cta-title">{title}</h2>
        {text(description) && <p className="fw-cta-description">{description}</p>}
        {children}
      </div>
    </div>
  );
}

/** A call to action: title, description and one button; an unsafe button address hides the button. */
export function CallToAction(props: CallToActionProps): ReactElement | null {
  useBasicsStyles();
  const title = text(props.title);
  const href = sanitizeUrl(props.button?.url);
  const label = text(props.button?.title);
  if (!title) return null;
  return (
    <CtaFrame title={title} description={props.description} backgroundImage={props.backgroundImage}>
      {href && label ? (
        <div className="fw-cta-actions">
          <a className="fw-button fw-button--primary" href={href}>
            {label}
          </a>
        </div>
      ) : null}
    </CtaFrame>
  );
}

/**
 * For guests only (nothing for signed-in members, nor while the session is unknown): Sign In and
 * Register, built as the title bar's guest buttons build them (with a target back to this page;
 * Register only when registration is on).
 */
export function GuestCallToAction(props: GuestCallToActionProps): ReactElement | null {
  useBasicsStyles();
  const { isGuest, loading } = useSessionUser();
  const links = useGuestLinks();
  if (!isGuest || loading) return null;
  return (
    <CtaFrame
      title={text(props.title) ?? t('Welcome!')}
      description={
        text(props.description) ??
        t("It looks like you're new here. Sign in or register to get started.")
      }
    >
      <div className="fw-cta-actions">
        <a className="fw-button fw-button--primary" href={links.signIn}>
          {t('Sign In')}
        </a>
        {links.register && (
          <a className="fw-button" href={links.register}>
            {t('Register')}
          </a>
        )}
      </div>
    </CtaFrame>
  );
}
