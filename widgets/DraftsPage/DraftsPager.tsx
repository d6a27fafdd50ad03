import type { ReactElement } from 'react';
import { formatCompactNumber, formatFullNumber } from '@/i18n/numbers';
import { formatString, t } from '@/i18n/translate';

export interface DraftsPagerProps {
  page: number;
  limit: number;
  /** Drafts on this page. */
  count: number;
  /** All the member's drafts, from the paging headers; unknown when the server sends none. */
  total?: number;
  /** The server names a next page (a `next` link). */
  hasNext: boolean;
  label: string;
  onPage: (page: number) => void;
}

/** The last page: from the total when known, else one past this page while a next exists. */
export function lastPage({
  page,
  limit,
  total,
  hasNext,
}: Pick<DraftsPagerProps, 'page' | 'limit' | 'total' | 'hasNext'>): number {
  if (total !== undefined && limit > 0) return Math.max(1, Math.ceil(total / limit));
  return hasNext ? page + 1 : Math.max(1, page);
}

/** 'x - y of total' (03 §9): the total is abbreviated over 999, with '+' while more exist. */
export function rangeText({
  page,
  limit,
  count,
  total,
  hasNext,
}: Pick<DraftsPagerProps, 'page' | 'limit' | 'count' | 'total' | 'hasNext'>): string {
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = count === 0 ? 0 : from + count - 1;
  const more =
    hasNext && (total === undefined || page >= lastPage({ page, limit, total, hasNext }));
  return formatString(
    t('%s - %s of %s'),
    formatFullNumber(from),
    formatFullNumber(to),
    `${formatCompactNumber(total ?? to)}${more ? '+' : ''}`,
  );
}

/** The range the page shows, with Previous and Next when there is more than one page. */
export function DraftsPager(props: DraftsPagerProps): ReactElement {
  const { page, label, onPage } = props;
  const last = lastPage(props);
  if (last <= 1 && page <= 1) {
    return (
      <p className="fw-draftsPage-pager">
        <span className="fw-draftsPage-range">{rangeText(props)}</span>
      </p>
    );
  }
  return (
    <nav className="fw-draftsPage-pager" aria-label={label}>
      <span className="fw-draftsPage-range">{rangeText(props)}</span>
      <button
        type="button"
        className="fw-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('Previous')}
      </button>
      <button
        type="button"
        className="fw-button"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
      >
        {t('Next')}
      </button>
    </nav>
  );
}
