import type { ReactElement } from 'react';
import type { ApiSearchResult } from '@/api/types/misc';
import { t } from '@/i18n/translate';
import { DateTime } from '@/ui/DateTime';
import { sanitizeUrl } from '@/utils/links';

/** The type as a reader names it. */
function typeLabel(type: string | undefined): string {
  switch (type) {
    case 'question':
      return t('Question');
    case 'comment':
      return t('Comment');
    case 'article':
      return t('Article');
    default:
      return t('Discussion');
  }
}

function labelText(code: string): string {
  if (code === 'archived') return t('Archived');
  if (code === 'question') return t('Question');
  return code;
}

/**
 * One result (03 §3 Search result): the title linked to the record, its breadcrumbs, the
 * type, labels, date (updated, else inserted) and the excerpt (else the body). Everything is
 * text; links only through `sanitizeUrl`.
 */
export function SearchResultItem({
  result,
}: {
  result: ApiSearchResult & { insertUser?: { name?: string } };
}): ReactElement {
  const href = sanitizeUrl(result.url);
  const date = result.dateUpdated ?? result.dateInserted;
  const type = result.type ?? result.recordType;
  const labels = (result.labelCodes ?? []).filter(
    (code) => typeof code === 'string' && code !== type,
  );
  const text = result.excerpt ?? result.body ?? '';
  const crumbs = (result.breadcrumbs ?? []).filter((crumb) => crumb && crumb.name);
  return (
    <li className="fw-searchResult">
      {crumbs.length > 0 && (
        <div className="fw-searchResult-crumbs">
          <ol aria-label={t('Breadcrumb')}>
            {crumbs.map((crumb, index) => (
              <li key={`${index}-${crumb.name}`}>
                <a href={sanitizeUrl(crumb.url)}>{crumb.name}</a>
              </li>
            ))}
          </ol>
        </div>
      )}
      <h2 className="fw-searchResult-title">
        <a href={href}>{result.name}</a>
      </h2>
      <div className="fw-searchResult-meta">
        <span className="fw-searchResult-type">{typeLabel(type)}</span>
        {labels.map((code) => (
          <span key={code} className="fw-searchResult-label">
            {labelText(code)}
          </span>
        ))}
        {result.insertUser?.name && (
          <span>
            {t('by')} {result.insertUser.name}
          </span>
        )}
        {date && <DateTime timestamp={date} />}
      </div>
      {text && <p className="fw-searchResult-excerpt">{text}</p>}
    </li>
  );
}
