import { memo, type ReactElement, useEffect, useMemo, useRef } from 'react';
import type { ApiDraft } from '@/api/types/drafts';
import { selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import { DRAFT_LOG, logDraftProblem } from '@/features/drafts/draftLog';
import { selectDraftAction } from '@/features/drafts/draftsSlice';
import { formatString, t } from '@/i18n/translate';
import { useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { DateTime } from '@/ui/DateTime';
import { type DraftView, parentDiscussionOf, toDraftView } from './draftView';

export interface DraftItemProps {
  draft: ApiDraft;
  onSchedule: (view: DraftView) => void;
  onCancelSchedule: (view: DraftView) => void;
  onDelete: (view: DraftView) => void;
}

function Status({ view }: { view: DraftView }): ReactElement | null {
  if (view.status === 'scheduled') {
    return (
      <span className="fw-draftsPage-badge fw-draftsPage-badge--scheduled">
        {t('Scheduled for')}{' '}
        {view.dateScheduled ? (
          <DateTime date={view.dateScheduled} type="extended" />
        ) : (
          t('a date not set')
        )}
        {view.publishedSilently && ` · ${t('silently')}`}
      </span>
    );
  }
  if (view.status === 'error') {
    return <span className="fw-draftsPage-badge fw-draftsPage-badge--error">{t('Error')}</span>;
  }
  return null;
}

/** One draft: its title (a link to where it continues), excerpt, last save, status, actions. */
export const DraftItem = memo(function DraftItem({
  draft,
  onSchedule,
  onCancelSchedule,
  onDelete,
}: DraftItemProps): ReactElement {
  const parentID = parentDiscussionOf(draft);
  const parentName = useAppSelector((state) =>
    parentID === undefined ? undefined : selectDiscussionByID(state, parentID)?.name,
  );
  const view = useMemo(() => toDraftView(draft, parentName), [draft, parentName]);
  // A delete, schedule or cancel of this draft is running: its buttons are disabled.
  const busy = useAppSelector(
    (state) => selectDraftAction(state, draft.draftID).status === LoadStatus.LOADING,
  );
  // Disabling the focused Cancel Schedule button drops the focus; it comes back when done.
  const primaryRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    const doc = primaryRef.current?.ownerDocument;
    if (doc && (doc.activeElement === doc.body || doc.activeElement === null))
      primaryRef.current?.focus();
  }, [busy]);
  useEffect(() => {
    if (view.href === undefined) logDraftProblem(DRAFT_LOG.locationLinkFailed, draft.draftID);
  }, [view.href, draft.draftID]);
  return (
    <li className={`fw-draftsPage-item fw-draftsPage-item--${view.status}`} aria-busy={busy}>
      <div className="fw-draftsPage-itemMain">
        <h2 className="fw-draftsPage-itemTitle">
          {view.href ? <a href={view.href}>{view.title}</a> : view.title}
        </h2>
        <p className="fw-draftsPage-excerpt">
          {view.excerpt || <span className="fw-draftsPage-noText">{t('(No text)')}</span>}
        </p>
        <p className="fw-draftsPage-meta">
          <span>
            {t('Saved')} <DateTime date={view.lastSaved} mode="relative" />
          </span>
          <Status view={view} />
        </p>
        {view.status === 'error' && (
          <p className="fw-draftsPage-errorReason">
            {view.errorReason
              ? formatString(t('This draft could not be published: %s'), view.errorReason)
              : t('This draft could not be published.')}
          </p>
        )}
      </div>
      <div className="fw-draftsPage-actions">
        {view.status === 'scheduled' ? (
          <button
            ref={primaryRef}
            type="button"
            className="fw-button"
            disabled={busy}
            aria-label={formatString(t('Cancel Schedule of %s'), view.title)}
            onClick={() => {
              refocus.current = true;
              onCancelSchedule(view);
            }}
          >
            {t('Cancel Schedule')}
          </button>
        ) : (
          <button
            ref={primaryRef}
            type="button"
            className="fw-button"
            disabled={busy}
            aria-haspopup="dialog"
            aria-label={formatString(t('Schedule %s'), view.title)}
            onClick={() => onSchedule(view)}
          >
            {t('Schedule')}
          </button>
        )}
        <button
          type="button"
          className="fw-button"
          disabled={busy}
          aria-haspopup="dialog"
          aria-label={formatString(t('Delete %s'), view.title)}
          onClick={() => onDelete(view)}
        >
          {t('Delete')}
        </button>
      </div>
    </li>
  );
});
