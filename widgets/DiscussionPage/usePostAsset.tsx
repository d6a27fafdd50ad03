import type { ReactElement } from 'react';
import { selectDiscussion, selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { selectDiscussionView } from '@/features/discussions/selectDiscussionView';
import type { PostAssetProps } from '@/features/layouts/layoutTypes';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { NotFound } from '@/ui/NotFound';
import { Skeleton } from '@/ui/Skeleton';
import { useStyles } from '@/ui/useStyles';
import css from './discussionPage.css';
import { usePreloadedDiscussion } from './usePreloadedPost';

/**
 * The discussion a post asset shows, shared through the store with the page's other assets
 * (one `GET /discussions/{id}` for all of them, none when the server preloaded it). `fallback`
 * is what to render until it is there: the skeleton, the not-found page or the retry notice.
 */
export function usePostAsset(
  props: PostAssetProps,
  quiet = false,
): { view?: DiscussionView; fallback: ReactElement | null } {
  useStyles('controls', controlsCss);
  useStyles('discussion-page', css);
  const dispatch = useAppDispatch();
  const { discussionID } = props;
  usePreloadedDiscussion(discussionID, props.discussion);
  const present = useAppSelector(
    (state) => selectDiscussionByID(state, discussionID) !== undefined,
  );
  const loadable = useLoad(
    fetchDiscussion,
    { discussionID },
    (state) => selectDiscussion(state, discussionID),
    { skip: present },
  );
  const view = useAppSelector((state) => selectDiscussionView(state, discussionID));
  if (view) return { view, fallback: null };
  // The secondary assets (meta, tags…) stay empty: the original post shows what went wrong.
  if (quiet) return { fallback: null };
  if (loadable.status === LoadStatus.ERROR && loadable.error?.status === 404)
    return { fallback: <NotFound type="discussion" /> };
  if (loadable.status === LoadStatus.ERROR)
    return {
      fallback: (
        <LoadFailure
          error={loadable.error}
          onRetry={() => void dispatch(fetchDiscussion({ discussionID, force: true }))}
        />
      ),
    };
  return { fallback: <Skeleton avatar label={t('Loading discussion')} /> };
}
