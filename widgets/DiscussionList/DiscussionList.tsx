import { type ReactElement, useCallback, useMemo, useRef, useState } from 'react';
import type { ApiDiscussion } from '@/api/types/discussions';
import { type PreloadedPaging, toPaging } from '@/features/discussions/discussionListExtras';
import {
  discussionsPreloaded,
  selectDiscussionListIDs,
} from '@/features/discussions/discussionsSlice';
import { type DiscussionsListArg, fetchDiscussions } from '@/features/discussions/discussionsSlice';
import { selectDiscussionView } from '@/features/discussions/selectDiscussionView';
import { formatString, t } from '@/i18n/translate';
import { usePermission } from '@/permissions/usePermission';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { LoadStatus, stableHash } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { usePreloaded } from '@/store/usePreloaded';
import { LoadFailure } from '@/ui/LoadFailure';
import { Pager } from '@/ui/Pager';
import { showBottomPager } from '@/ui/pagerMath';
import { SortSelect } from '@/ui/SortSelect';
import { CategoryFollowDropdown } from '@/features/categories/components/CategoryFollowDropdown';
import controlsCss from '@/ui/controls.css';
import { Skeleton } from '@/ui/Skeleton';
import { useClaim, useLandmarkName } from '@/ui/useLandmarkName';
import { useProgressiveCount } from '@/ui/useProgressiveCount';
import { useStyles } from '@/ui/useStyles';
import { BulkActionsBar, type BulkOutcome } from './BulkActionsBar';
import { BulkOutcomeNotice } from './BulkOutcomeNotice';
import css from './discussionList.css';
import { DiscussionListItem } from './DiscussionListItem';
import { NEW_AT_TOP_SORTS } from './liveScope';
import { NewDiscussionsButton } from './NewDiscussionsButton';
import { DEFAULT_LIMIT, DEFAULT_SORT, queryFromProps, sortOptions } from './listParams';
import { useItemOptions } from './useItemOptions';
import { useListView } from './useListView';
import { useLiveList } from './useLiveList';
import { propsShape } from '@/index';

export interface DiscussionListProps extends Record<string, unknown> {
  /**
   * Preloaded by the server with their paging, so the first paint needs no request. The
   * server's JSON, so the wire type: it enters the store through `discussionsPreloaded`.
   */
  discussions?: ApiDiscussion[];
  paging?: PreloadedPaging;
  /** 'compact' or 'full' (default). */
  displayType?: 'compact' | 'full';
  showCategory?: boolean;
  /** Max user tags per item (at most 3). */
  maxTags?: number;
  /** On a category list, show the follow dropdown. */
  showFollow?: boolean;
  /** Keep the page and sort in the address (default: when the server preloaded the list). */
  syncUrl?: boolean;
  title?: string;
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape({
  apiParams: 'object?',
  discussions: 'array?',
  paging: 'object?',
  categoryID: 'number?',
  tagID: 'number?',
  followed: 'boolean?',
  type: 'string?',
  sort: 'string?',
  limit: 'number?',
  page: 'number?',
  displayType: 'string?',
  showCategory: 'boolean?',
  maxTags: 'number?',
  showFollow: 'boolean?',
  syncUrl: 'boolean?',
  title: 'string?',
});

/** The discussion list widget: items with every discussion action, bulk actions, sort and pager. */
export function DiscussionList(props: DiscussionListProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('discussion-list', css);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { discussions: preloaded, paging: preloadedPaging, contents: _contents, ...rest } = props;
  const queryHash = stableHash(rest);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value
  const baseQuery = useMemo(() => queryFromProps(rest), [queryHash]);
  const limit = Number(baseQuery.limit ?? DEFAULT_LIMIT);
  const defaultPage = Number(preloadedPaging?.currentPage ?? baseQuery.page ?? 1);
  const baseSort = typeof baseQuery.sort === 'string' ? baseQuery.sort : DEFAULT_SORT;
  const syncUrl = props.syncUrl ?? preloaded !== undefined;
  const { view, go } = useListView(syncUrl, defaultPage, baseSort);
  const arg = useMemo<DiscussionsListArg>(() => {
    const next: DiscussionsListArg = { ...baseQuery, limit, page: view.page };
    if (view.sort !== DEFAULT_SORT || baseQuery.sort !== undefined) next.sort = view.sort;
    return next;
  }, [baseQuery, limit, view]);

  // The server's page goes into the cache before the first render reads it.
  usePreloaded(() =>
    preloaded && view.page === defaultPage && view.sort === baseSort
      ? discussionsPreloaded({
          params: arg,
          discussions: preloaded,
          paging: toPaging(preloadedPaging),
        })
      : undefined,
  );

  const list = useLoad(fetchDiscussions, arg, (state) => selectDiscussionListIDs(state, arg));

  // Live (issue 36 §3): new discussions wait behind a button on the first page of a
  // newest-first sort; listed ones update in place; a reset refetches.
  const sectionRef = useRef<HTMLElement>(null);
  const newAtTop = view.page === 1 && NEW_AT_TOP_SORTS.has(view.sort);
  const live = useLiveList(arg, baseQuery, newAtTop, sectionRef);

  const { isGuest } = useSessionUser();
  const options = useItemOptions(props, baseQuery.categoryID, isGuest);

  const moderator = usePermission('discussions.moderate').allowed && !isGuest;
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const onSelectChange = useCallback((id: number, on: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const onBulkDone = useCallback(
    (result: BulkOutcome) => {
      setOutcome(result);
      setSelected(new Set(result.failedIDs));
      void dispatch(fetchDiscussions({ ...arg, force: true }));
    },
    [dispatch, arg],
  );

  const ids = list.data?.ids ?? [];
  // A long page (over 50 items) paints its first 50 at once and adds the rest in background
  // renders; another page or sort starts again from the top.
  const shown = useProgressiveCount(ids.length, stableHash(arg));
  const paging = list.data?.paging ?? {};
  const pagerInput = {
    page: view.page,
    limit,
    count: ids.length,
    total: paging.total,
    hasNext: paging.next !== undefined,
  };
  const followCategory = baseQuery.categoryID;
  const first =
    followCategory !== undefined ? selectDiscussionView(store.getState(), ids[0] ?? -1) : undefined;
  // Landmark names (WAI-ARIA APG): the title, else the category, tell two lists apart; the
  // pagers and the bulk bar carry the list's name when the page has more than one list.
  const categoryName =
    typeof props.categoryName === 'string' && props.categoryName !== ''
      ? props.categoryName
      : first?.categoryName;
  const regionName = useLandmarkName(
    'region',
    props.title ??
      (categoryName ? formatString(t('Discussions in %s'), categoryName) : t('Discussions')),
  );
  const manyLists = useClaim('DiscussionList').count > 1;
  const ofList = (name: string): string =>
    manyLists ? formatString(t('%s, %s'), name, regionName) : name;

  return (
    <section className="fw-discussionList" aria-label={regionName} ref={sectionRef}>
      <div className="fw-discussionList-top">
        {props.title && <h2 className="fw-discussionList-heading">{props.title}</h2>}
        <SortSelect value={view.sort} options={sortOptions()} onChange={(sort) => go(1, sort)} />
        {props.showFollow && typeof followCategory === 'number' && (
          <CategoryFollowDropdown
            categoryID={followCategory}
            name={String(props.categoryName ?? first?.categoryName ?? '')}
            url={String(props.categoryUrl ?? first?.categoryUrl ?? `/categories/${followCategory}`)}
          />
        )}
        {list.data && (
          <Pager
            input={pagerInput}
            label={ofList(t('Pages'))}
            onPage={(page) => go(page, view.sort)}
          />
        )}
      </div>
      {moderator && selected.size > 0 && (
        <BulkActionsBar
          label={ofList(t('Bulk actions'))}
          selected={[...selected]}
          onDone={onBulkDone}
          onClear={() => setSelected(new Set())}
        />
      )}
      {outcome && <BulkOutcomeNotice outcome={outcome} onDismiss={() => setOutcome(null)} />}
      {list.data && <NewDiscussionsButton count={live.count} onInsert={live.insert} />}
      {list.status === LoadStatus.ERROR && !list.data ? (
        <LoadFailure
          error={list.error}
          onRetry={() => void dispatch(fetchDiscussions({ ...arg, force: true }))}
        />
      ) : !list.data ? (
        <Skeleton avatar label={t('Loading discussions')} />
      ) : ids.length === 0 ? (
        <p className="fw-empty">{t('No discussions were found.')}</p>
      ) : (
        <ul className="fw-discussionList-items" aria-busy={shown < ids.length || undefined}>
          {(shown < ids.length ? ids.slice(0, shown) : ids).map((id) => (
            <DiscussionListItem
              key={id}
              discussionID={id}
              options={options}
              selectable={moderator}
              selected={selected.has(id)}
              onSelectChange={onSelectChange}
            />
          ))}
        </ul>
      )}
      {list.data && showBottomPager(paging.total, limit) && (
        <Pager
          input={pagerInput}
          label={ofList(t('Pages, bottom'))}
          onPage={(page) => go(page, view.sort)}
        />
      )}
    </section>
  );
}
