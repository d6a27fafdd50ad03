import { type ReactElement, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { propsShape } from '@/index';
import { fetchDiscussions, selectDiscussionListIDs } from '@/features/discussions/discussionsSlice';
import { selectDraftAction, selectDraftsPage } from '@/features/drafts/draftsSlice';
import {
  cancelDraftScheduleThunk,
  fetchDrafts,
  removeDraft,
  scheduleDraftThunk,
} from '@/features/drafts/draftsThunks';
import { t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { buildSignInUrl } from '@/ui/signInUrl';
import { Skeleton } from '@/ui/Skeleton';
import { useStyles } from '@/ui/useStyles';
import { DeleteDraftModal } from './DeleteDraftModal';
import { DraftItem } from './DraftItem';
import { DraftsPager } from './DraftsPager';
import css from './draftsPage.css';
import { type DraftView, parentDiscussionOf } from './draftView';
import { ScheduleDraftModal } from './ScheduleDraftModal';

/** Drafts per page on this page. */
export const DRAFTS_PER_PAGE = 30;

export interface DraftsPageProps {
  /** The heading; default 'My Drafts'. */
  title?: string;
  /** The marker's server HTML (a fallback list); not used once mounted. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<DraftsPageProps>({ title: 'string?' });

type Dialog = { kind: 'delete' | 'schedule'; view: DraftView } | null;

/** Loads the names of the discussions the page's comment drafts answer, in one request. */
function useParentDiscussions(ids: number[]): void {
  const key = ids.join(',');
  const arg = useMemo(
    () => ({ discussionID: key === '' ? [] : key.split(',').map(Number), limit: ids.length }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the IDs' values
    [key],
  );
  useLoad(fetchDiscussions, arg, (state) => selectDiscussionListIDs(state, arg).status, {
    skip: ids.length === 0,
  });
}

/**
 * The member's drafts (03 §3, §4, §7): newest first, 30 a page, each with its title, excerpt,
 * last save and status; open, delete (after a confirmation), schedule with a date and a silent
 * publish, cancel a schedule.
 */
export function DraftsPage({ title }: DraftsPageProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('drafts-page', css);
  const dispatch = useAppDispatch();
  const { isGuest, loading: userLoading } = useSessionUser();
  const headingID = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusHeading, setFocusHeading] = useState(0);

  // Every visit to a page asks again: drafts change elsewhere (the composer saves them, the
  // server publishes scheduled ones), and a delete shifts the later pages.
  const arg = useMemo(() => ({ page, limit: DRAFTS_PER_PAGE, force: true }), [page]);
  const list = useLoad(fetchDrafts, arg, (state) => selectDraftsPage(state, page), {
    skip: isGuest,
  });
  const drafts = list.data?.items;
  const parentIDs = useMemo(
    () =>
      [...new Set((drafts ?? []).map(parentDiscussionOf))]
        .filter((id): id is number => id !== undefined)
        .sort((a, b) => a - b),
    [drafts],
  );
  useParentDiscussions(parentIDs);

  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  const dialogAction = useAppSelector((state) =>
    dialog ? selectDraftAction(state, dialog.view.draftID) : undefined,
  );
  const dialogBusy = dialogAction?.status === LoadStatus.LOADING;

  const closeDialog = useCallback(() => setDialog(null), []);
  const onDelete = useCallback((view: DraftView) => setDialog({ kind: 'delete', view }), []);
  const onSchedule = useCallback((view: DraftView) => setDialog({ kind: 'schedule', view }), []);
  const onCancelSchedule = useCallback(
    (view: DraftView) => {
      void dispatch(cancelDraftScheduleThunk({ draftID: view.draftID })).then((action) => {
        if (cancelDraftScheduleThunk.fulfilled.match(action))
          setAnnouncement(t('The schedule was cancelled.'));
      });
    },
    [dispatch],
  );

  const confirmDelete = (view: DraftView): void => {
    const paging = list.data?.paging;
    const wasLast = drafts?.length === 1;
    void dispatch(removeDraft({ draftID: view.draftID })).then((action) => {
      if (!removeDraft.fulfilled.match(action)) return;
      setDialog(null);
      setAnnouncement(t('The draft was deleted.'));
      setFocusHeading((n) => n + 1);
      // The page's last draft went: show the page before. Later pages hold more drafts: ask
      // for this page again so that it fills up.
      if (wasLast && page > 1) setPage(page - 1);
      else if (paging?.total !== undefined ? paging.total > page * DRAFTS_PER_PAGE : paging?.next)
        void dispatch(fetchDrafts(arg));
    });
  };
  const submitSchedule = (
    view: DraftView,
    schedule: { dateScheduled: string; publishedSilently: boolean },
  ): void => {
    void dispatch(scheduleDraftThunk({ draftID: view.draftID, ...schedule })).then((action) => {
      if (!scheduleDraftThunk.fulfilled.match(action)) return;
      setDialog(null);
      setAnnouncement(t('The draft was scheduled.'));
    });
  };

  const heading = title ?? t('My Drafts');
  const paging = list.data?.paging ?? {};
  const pager = (label: string): ReactElement => (
    <DraftsPager
      page={page}
      limit={DRAFTS_PER_PAGE}
      count={drafts?.length ?? 0}
      total={paging.total}
      hasNext={paging.next !== undefined}
      label={label}
      onPage={(next) => {
        setPage(next);
        setFocusHeading((n) => n + 1);
      }}
    />
  );
  const showPager = drafts !== undefined && (page > 1 || drafts.length > 0);

  let body: ReactElement;
  if (isGuest && !userLoading) {
    body = (
      <p className="fw-draftsPage-empty">
        <a href={buildSignInUrl()}>{t('Sign in to see your drafts.')}</a>
      </p>
    );
  } else if (list.status === LoadStatus.ERROR && !drafts) {
    body = <LoadFailure error={list.error} onRetry={() => void dispatch(fetchDrafts(arg))} />;
  } else if (!drafts) {
    body = <Skeleton label={t('Loading drafts')} />;
  } else if (drafts.length === 0) {
    body = <p className="fw-draftsPage-empty">{t('You do not have any drafts.')}</p>;
  } else {
    body = (
      <ul className="fw-draftsPage-items" aria-labelledby={headingID}>
        {drafts.map((draft) => (
          <DraftItem
            key={draft.draftID}
            draft={draft}
            onSchedule={onSchedule}
            onCancelSchedule={onCancelSchedule}
            onDelete={onDelete}
          />
        ))}
      </ul>
    );
  }

  return (
    <div role="group" className="fw-draftsPage" aria-labelledby={headingID}>
      <div className="fw-draftsPage-top">
        <h1 id={headingID} ref={headingRef} tabIndex={-1} className="fw-draftsPage-heading">
          {heading}
        </h1>
        {showPager && pager(t('Drafts pages'))}
      </div>
      {body}
      {showPager &&
        paging.total !== undefined &&
        paging.total > DRAFTS_PER_PAGE &&
        pager(t('Drafts pages, bottom'))}
      <p className="fw-draftsPage-live" role="status">
        {announcement}
      </p>
      {dialog?.kind === 'delete' && (
        <DeleteDraftModal
          title={dialog.view.title}
          busy={dialogBusy}
          onClose={closeDialog}
          onConfirm={() => confirmDelete(dialog.view)}
        />
      )}
      {dialog?.kind === 'schedule' && (
        <ScheduleDraftModal
          title={dialog.view.title}
          dateScheduled={dialog.view.dateScheduled}
          publishedSilently={dialog.view.publishedSilently}
          busy={dialogBusy}
          onClose={closeDialog}
          onSubmit={(schedule) => submitSchedule(dialog.view, schedule)}
        />
      )}
    </div>
  );
}
