import { type ReactElement, useEffect, useId, useMemo, useRef, useState } from 'react';
import { propsShape } from '@/index';
import type { ApiCollection } from '@/api/types/misc';
import { fetchCategory } from '@/features/categories/categoriesSlice';
import {
  selectCollectionEdit,
  selectMemberCollections,
} from '@/features/collections/collectionsSlice';
import {
  deleteCollection,
  fetchMemberCollections,
  MEMBER_COLLECTIONS_LIMIT,
  renameCollection,
} from '@/features/collections/collectionsThunks';
import { fetchDiscussions, selectDiscussionListIDs } from '@/features/discussions/discussionsSlice';
import { t } from '@/i18n/translate';
import { usePermission } from '@/permissions/usePermission';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { Pager } from '@/ui/Pager';
import { Skeleton } from '@/ui/Skeleton';
import { useStyles } from '@/ui/useStyles';
import { CollectionRecords } from './CollectionRecords';
import { EditCollectionModal } from './EditCollectionModal';
import css from './collectionsPage.css';

export interface CollectionsPageProps {
  /** The member whose collections are listed. */
  userID: number;
  /** The member's name, for the heading. */
  name?: string;
  /** The marker's server HTML (a fallback list); not used once mounted. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<CollectionsPageProps>({
  userID: 'number',
  name: 'string?',
});

/** Loads the names of the page's discussions in one request, and each category once. */
function useRecordTargets(collections: readonly ApiCollection[] | undefined): void {
  const dispatch = useAppDispatch();
  const { discussionKey, categoryIDs } = useMemo(() => {
    const discussions = new Set<number>();
    const categories = new Set<number>();
    for (const c of collections ?? [])
      for (const r of c.records ?? []) {
        if (r.recordType === 'discussion') discussions.add(r.recordID);
        if (r.recordType === 'category') categories.add(r.recordID);
      }
    return {
      discussionKey: [...discussions].sort((a, b) => a - b).join(','),
      categoryIDs: [...categories].sort((a, b) => a - b),
    };
  }, [collections]);
  const arg = useMemo(() => {
    const ids = discussionKey === '' ? [] : discussionKey.split(',').map(Number);
    return { discussionID: ids, limit: Math.max(1, ids.length) };
  }, [discussionKey]);
  useLoad(fetchDiscussions, arg, (state) => selectDiscussionListIDs(state, arg).status, {
    skip: discussionKey === '',
  });
  const categoryKey = categoryIDs.join(',');
  useEffect(() => {
    for (const categoryID of categoryIDs) void dispatch(fetchCategory({ categoryID }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the IDs' values
  }, [categoryKey, dispatch]);
}

type Dialog = { kind: 'rename' | 'delete'; collection: ApiCollection } | null;

/**
 * A member's collections (03 §3, 01 §4): ten a page, each with its records linked to their
 * pages; its creator (or a site manager) may rename or delete it.
 */
export function CollectionsPage({ userID, name }: CollectionsPageProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('collections-page', css);
  const dispatch = useAppDispatch();
  const headingID = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user } = useSessionUser();
  const siteManager = usePermission('site.manage').allowed;
  const mayEdit = (user?.userID ?? 0) > 0 && (user?.userID === userID || siteManager);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusHeading, setFocusHeading] = useState(0);

  const arg = useMemo(
    () => ({ insertUserID: userID, page, limit: MEMBER_COLLECTIONS_LIMIT, force: true }),
    [userID, page],
  );
  const list = useLoad(fetchMemberCollections, arg, (state) =>
    selectMemberCollections(state, userID, page),
  );
  const items = list.data?.items;
  useRecordTargets(items);
  const edit = useAppSelector((state) =>
    dialog ? selectCollectionEdit(state, dialog.collection.collectionID) : undefined,
  );

  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  const heading = name ? t('Collections by {name}').replace('{name}', name) : t('Collections');

  const confirm = (newName?: string): void => {
    if (!dialog) return;
    const { collectionID } = dialog.collection;
    if (dialog.kind === 'rename' && newName !== undefined) {
      void dispatch(renameCollection({ collectionID, name: newName })).then((action) => {
        if (!renameCollection.fulfilled.match(action)) return;
        setDialog(null);
        setAnnouncement(t('The collection was renamed.'));
      });
    } else if (dialog.kind === 'delete') {
      const wasLast = items?.length === 1;
      void dispatch(deleteCollection({ collectionID })).then((action) => {
        if (!deleteCollection.fulfilled.match(action)) return;
        setDialog(null);
        setAnnouncement(t('The collection was deleted.'));
        setFocusHeading((n) => n + 1);
        if (wasLast && page > 1) setPage(page - 1);
        else void dispatch(fetchMemberCollections(arg));
      });
    }
  };

  const paging = list.data?.paging ?? {};
  const pagerInput = {
    page,
    limit: MEMBER_COLLECTIONS_LIMIT,
    count: items?.length ?? 0,
    total: paging.total,
    hasNext: paging.next !== undefined,
  };
  const showPager = items !== undefined && (page > 1 || paging.next !== undefined);

  let body: ReactElement;
  if (list.status === LoadStatus.ERROR && !items) {
    body = (
      <LoadFailure error={list.error} onRetry={() => void dispatch(fetchMemberCollections(arg))} />
    );
  } else if (!items) {
    body = <Skeleton label={t('Loading collections')} />;
  } else if (items.length === 0) {
    body = <p>{t('No collections yet.')}</p>;
  } else {
    body = (
      <ul className="fw-collectionsPage-items" aria-labelledby={headingID}>
        {items.map((collection) => (
          <li key={collection.collectionID} className="fw-collectionsPage-item">
            <h2 className="fw-collectionsPage-name">{collection.name}</h2>
            <CollectionRecords records={collection.records ?? []} />
            {mayEdit && (
              <div className="fw-collectionsPage-actions">
                <button
                  type="button"
                  className="fw-button"
                  onClick={() => setDialog({ kind: 'rename', collection })}
                >
                  {t('Rename')}
                  <span className="fw-srOnly"> {collection.name}</span>
                </button>
                <button
                  type="button"
                  className="fw-button"
                  onClick={() => setDialog({ kind: 'delete', collection })}
                >
                  {t('Delete')}
                  <span className="fw-srOnly"> {collection.name}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div role="group" className="fw-collectionsPage" aria-labelledby={headingID}>
      <h1 id={headingID} ref={headingRef} tabIndex={-1} className="fw-collectionsPage-heading">
        {heading}
      </h1>
      {body}
      {showPager && (
        <Pager
          input={pagerInput}
          label={t('Collection pages')}
          onPage={(next) => {
            setPage(next);
            setFocusHeading((n) => n + 1);
          }}
        />
      )}
      <p role="status" className="fw-srOnly">
        {announcement}
      </p>
      {dialog && (
        <EditCollectionModal
          kind={dialog.kind}
          collection={dialog.collection}
          busy={edit?.status === LoadStatus.LOADING}
          error={edit?.status === LoadStatus.ERROR ? edit.error : undefined}
          onConfirm={confirm}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
