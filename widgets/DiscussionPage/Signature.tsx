import type { CSSProperties, ReactElement } from 'react';
import { t } from '@/i18n/translate';
import type { PageOptions } from './usePageOptions';
import { UserContent } from './UserContent';

/**
 * An author's signature under a post (03 §5): only when `signatures.enabled`; hidden under
 * 600 px with `signatures.hideMobile`; its images no taller than `signatures.imageMaxHeight`.
 */
export function Signature({
  html,
  options,
}: {
  html: string | undefined;
  options: PageOptions;
}): ReactElement | null {
  if (!options.signatures || !html || html.trim() === '') return null;
  const style =
    options.signatureImageMaxHeight > 0
      ? ({ '--fw-signature-image-max': `${options.signatureImageMaxHeight}px` } as CSSProperties)
      : undefined;
  return (
    <div
      className={`fw-signature${options.signaturesHideMobile ? ' fw-signature--hideMobile' : ''}`}
    >
      <span className="fw-srOnly">{t('Signature')}</span>
      <UserContent html={html} className="fw-signature-body" style={style} />
    </div>
  );
}
