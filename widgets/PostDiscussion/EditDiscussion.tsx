import { type ReactElement, useState } from 'react';
import type { ApiDiscussionEdit } from '@/api/types/posting';
import type { EditSource } from '@/features/composer/editSource';
import { selectDiscussion } from '@/features/discussions/discussionsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { selectTaggingEnabled } from '@/features/discussions/selectDiscussionView';
import { useEditWindow } from '@/features/composer/components/editWindow';
import { selectDiscussionSource, fetchDiscussionSource } from '@/features/composer/postSlice';
import type { DraftPlace } from '@/features/drafts/draftRules';
import { t } from '@/i18n/translate';
import { hasPermission } from '@/permissions/hasPermission';
import { selectPermissions } from '@/permissions/permissionsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { Alert } from '@/ui/Alert';
import { LoadFailure } from '@/ui/LoadFailure';
import { Loader } from '@/ui/Loader';
import { sanitizeUrl } from '@/utils/links';
import { DiscussionComposer } from './DiscussionComposer';
import { useOtherDraftHref } from './NewDiscussion';

/** The discussion's page as a same-site path. */
function pagePath(url: string | undefined, discussionID: number): string {
  try {
    const parsed = new URL(sanitizeUrl(url) ?? '', window.location.href);
    if (parsed.origin === window.location.origin) return `${parsed.pathname}${parsed.search}`;
  } catch {
    // fall through
  }
  return `/discussion/${discussionID}`;
}

/**
 * `/post/editdiscussion/{id}[/{draftID}]`: the discussion (`GET /discussions/{id}`, for the
 * 02 §5 edit rule and its tags) and its source (`GET /discussions/{id}/edit`; one in another
 * format than rich2 opens as its rendered HTML, with a notice that saving converts it), then the
 * form with the time left to edit. Whoever may not edit it is told so; the server refuses too.
 */
export function EditDiscussion({
  discussionID,
  draftID,
  showTitle,
}: {
  discussionID: number;
  draftID?: number;
  showTitle?: boolean;
}): ReactElement {
  const dispatch = useAppDispatch();
  const discussion = useLoad(fetchDiscussion, { discussionID }, (state) =>
    selectDiscussion(state, discussionID),
  );
  // The source the form opened with stays, even when a save empties the cache.
  const [opened, setOpened] = useState<EditSource<ApiDiscussionEdit>>();
  const source = useLoad(
    fetchDiscussionSource,
    { discussionID },
    (state) => selectDiscussionSource(state, discussionID),
    { skip: opened !== undefined },
  );
  if (source.data && opened === undefined) setOpened(source.data);
  const permissions = useAppSelector((state) => selectPermissions(state).data);
  const tagging = useAppSelector(selectTaggingEnabled);
  const editWindow = useEditWindow('discussion', discussion.data);
  const place: DraftPlace = {
    recordType: 'discussion',
    recordID: discussionID,
    parentRecordType: 'category',
    ...(discussion.data ? { parentRecordID: discussion.data.categoryID } : {}),
  };
  const url = pagePath(discussion.data?.url, discussionID);
  const otherDraftHref = useOtherDraftHref(place, draftID, `/post/editdiscussion/${discussionID}`);

  const refused = source.error?.status === 403 || (editWindow !== undefined && !editWindow.allowed);
  if (refused) {
    return (
      <section className="fw-composer">
        <h1 className={showTitle ? 'fw-composer-title' : 'fw-srOnly'}>{t('Edit Discussion')}</h1>
        <Alert
          type="warning"
          message={t('You cannot edit this discussion.')}
          description={t(
            'Only its author can edit it, while it is open and within the time allowed for edits, and moderators.',
          )}
        >
          <a className="fw-composer-link" href={url}>
            {t('Back to the discussion')}
          </a>
        </Alert>
      </section>
    );
  }
  // A failed discussion counts even once the source is in: the form needs both. A failed
  // source counts only until the form has opened with one.
  const discussionFailed = discussion.status === LoadStatus.ERROR && !discussion.data;
  const failed = discussionFailed ? discussion : source;
  if (discussionFailed || (source.status === LoadStatus.ERROR && opened === undefined)) {
    return (
      <LoadFailure
        error={failed.error}
        onRetry={() => {
          void dispatch(fetchDiscussion({ discussionID, force: true }));
          void dispatch(fetchDiscussionSource({ discussionID, force: true }));
        }}
      />
    );
  }
  if (!discussion.data || !opened || !editWindow) return <Loader label={t('Loading')} />;
  const mayMove = hasPermission(permissions, 'discussions.edit', {
    resourceType: 'category',
    resourceID: discussion.data.categoryID,
  });
  return (
    <DiscussionComposer
      title={t('Edit Discussion')}
      showTitle={showTitle}
      place={place}
      draftID={draftID}
      otherDraftHref={otherDraftHref}
      cancelPath={url}
      edit={{
        discussionID,
        source: opened,
        // 03 §3: tags of type 'User' are filtered out only when tagging is off. With tagging
        // on they are the discussion's tags like any other: shown, and kept by the save.
        tags: (discussion.data.tags ?? []).filter((tag) => tagging || tag.type !== 'User'),
        deadline: editWindow.deadline,
        mayMove,
        url,
      }}
    />
  );
}
