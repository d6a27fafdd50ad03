import type { MouseEvent, ReactElement } from 'react';
import { backLinkTarget } from '@/features/comments/postPageUrl';
import { t } from '@/i18n/translate';

/** Where the back link goes now: history, else a same-site referrer, else home (03 §2). */
function target(historyLength = window.history.length): 'history' | string {
  return backLinkTarget({
    historyLength,
    referrer: document.referrer,
    origin: window.location.origin,
    home: '/',
  });
}

/** 'Back': the previous page in history, else the referring page of this site, else home. */
export function BackLink(): ReactElement {
  // The address itself (a new tab, a copied link) is the referrer or home.
  const href = target(1);
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (target() !== 'history') return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <a className="fw-discussionPage-back" href={href} onClick={onClick}>
      <span aria-hidden="true">‹ </span>
      {t('Back')}
    </a>
  );
}
