import type { ReactElement } from 'react';
import { t } from '../../../i18n/translate';
import { Alert } from '../../../ui/Alert';
import { sanitizeUrl } from '../../../utils/links';

export interface DraftNoticeProps {
  /** Where the saved draft opens; an unsafe link shows the notice without it. */
  href: string;
}

/**
 * 'Saved Draft Available.' with a 'Navigate to Draft' link (03 §8): shown where a draft
 * exists for this place and is not the one open.
 */
export function DraftNotice({ href }: DraftNoticeProps): ReactElement {
  const link = sanitizeUrl(href);
  return (
    <Alert
      type="info"
      className="fw-composer-draftNotice"
      message={t('Saved Draft Available.', 'Saved Draft Available.')}
    >
      {link && (
        <a className="fw-composer-link" href={link}>
          {t('Navigate to Draft', 'Navigate to Draft')}
        </a>
      )}
    </Alert>
  );
}

/** The page that opens a discussion draft: `/post/editdiscussion/{recordID or 0}/{draftID}` (03 §2). */
export function discussionDraftUrl(draftID: number, discussionID?: number): string {
  return `/post/editdiscussion/${discussionID ?? 0}/${draftID}`;
}
