import type { ReactElement } from 'react';
import type { ApiCollectionRecord } from '@/api/types/misc';
import { selectCategory } from '@/features/categories/categoriesSlice';
import { selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import { t } from '@/i18n/translate';
import { useAppSelector } from '@/store/hooks';

const TYPE_LABELS: Record<string, [string, string]> = {
  discussion: ['Discussion', 'Discussion'],
  category: ['Category', 'Category'],
  article: ['Article', 'Article'],
  event: ['Event', 'Event'],
  groups: ['Group', 'Group'],
  knowledgeBase: ['Knowledge Base', 'Knowledge Base'],
};

function typeLabel(recordType: string): string {
  const label = TYPE_LABELS[recordType];
  return label ? t(label[0], label[1]) : recordType;
}

/** Only http(s) and site-relative addresses become links. */
function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One record of a collection: its name as a link to its page when the viewer may see it
 * (discussions and categories the page loaded), else its type and number.
 */
function RecordItem({ record }: { record: ApiCollectionRecord }): ReactElement {
  const target = useAppSelector((state) =>
    record.recordType === 'discussion'
      ? selectDiscussionByID(state, record.recordID)
      : record.recordType === 'category'
        ? selectCategory(state, record.recordID).data
        : undefined,
  );
  const href = safeHref(target?.url);
  return (
    <li>
      <span className="fw-collectionsPage-type">{typeLabel(record.recordType)}: </span>
      {target && href ? (
        <a href={href}>{target.name}</a>
      ) : (
        <span>
          {target?.name ?? t('#{id} (not available)').replace('{id}', String(record.recordID))}
        </span>
      )}
    </li>
  );
}

export function CollectionRecords({
  records,
}: {
  records: readonly ApiCollectionRecord[];
}): ReactElement {
  if (records.length === 0) return <p>{t('This collection is empty.')}</p>;
  return (
    <ul className="fw-collectionsPage-records">
      {records.map((record) => (
        <RecordItem key={`${record.recordType}:${record.recordID}`} record={record} />
      ))}
    </ul>
  );
}
