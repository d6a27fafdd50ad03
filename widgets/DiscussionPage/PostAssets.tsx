import type { ReactElement } from 'react';
import type { ApiComment } from '@/api/types/posting';
import { commentAdded } from '@/features/comments/commentsSlice';
import { DEFAULT_COMMENT_SORT, isCommentSort } from '@/features/comments/postPageUrl';
import type {
  AttachmentsProps,
  CommentThreadAssetProps,
  PostAssetProps,
  SuggestedAnswersProps,
} from '@/features/layouts/layoutTypes';
import { t } from '@/i18n/translate';
import { propsShape } from '@/index';
import { useAppDispatch } from '@/store/hooks';
import { useClaim } from '@/ui/useLandmarkName';
import { sanitizeUrl } from '@/utils/links';
import { AuthorLine } from './AuthorLine';
import { CommentThread as Thread } from './CommentThread';
import { COMPOSER_EVENTS, useComposerEvent } from './composerEvents';
// Taken from the page's own module, so the bundle keeps the page's parts in its chunk and this
// chunk only adds the assets (no third chunk split off both).
import { DEFAULT_COMMENT_LIMIT } from './DiscussionPage';
import { OriginalPost as Post } from './OriginalPost';
import { discussionPath, sitePath } from './pageLinks';
import { usePageLocation } from './usePageLocation';
import { usePageOptions } from './usePageOptions';
import { usePostAsset } from './usePostAsset';
import { usePreloadedComments } from './usePreloadedPost';
import { useThreadNavigation } from './useThreadNavigation';

/**
 * The post layout's assets (docs/widgets/layout-post-assets.md): the post page's own parts
 * (widgets/DiscussionPage), one widget each, sharing the discussion through the store.
 */
export const validateProps = propsShape<PostAssetProps>({
  discussionID: 'number',
  discussion: 'object?',
  attachments: 'array?',
  suggestions: 'array?',
  page: 'number?',
  sort: 'string?',
  limit: 'number?',
  comments: 'array?',
  totalComments: 'number?',
});

/**
 * The original post with its reactions, quote, edit, bookmark, share and options; without the
 * page's breadcrumb, as a layout places its own Breadcrumbs widget.
 */
export function OriginalPost(props: PostAssetProps): ReactElement | null {
  const options = usePageOptions();
  const { view, fallback } = usePostAsset(props);
  return view ? <Post discussion={view} options={options} breadcrumbs={false} /> : fallback;
}

/** The author with the user card, the dates and the category. */
export function PostMeta(props: PostAssetProps): ReactElement | null {
  const options = usePageOptions();
  const { view } = usePostAsset(props, true);
  if (!view) return null;
  const categoryHref = sitePath(view.categoryUrl);
  return (
    <div className="fw-discussionPage fw-postMeta">
      <AuthorLine
        author={view.author}
        isAI={options.aiUserID !== undefined && view.authorID === options.aiUserID}
        dateInserted={view.dateInserted}
      >
        {view.categoryName !== undefined && (
          <span className="fw-post-category">
            {t('in')}{' '}
            {categoryHref ? <a href={categoryHref}>{view.categoryName}</a> : view.categoryName}
          </span>
        )}
      </AuthorLine>
    </div>
  );
}

/** The discussion's tags, each a link to its discussions; nothing without tags. */
export function PostTags(props: PostAssetProps): ReactElement | null {
  const { view } = usePostAsset(props, true);
  if (!view || view.tags.length === 0) return null;
  return (
    <ul className="fw-tags fw-discussionPage" aria-label={t('Tags')}>
      {view.tags.map((tag) => (
        <li key={tag.tagID}>
          <a className="fw-tag" href={`/discussions?tagID=${tag.tagID}`}>
            {tag.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The comment thread with its sort, pagers and permalinks; a posted comment shows at once. */
export function CommentThread(props: CommentThreadAssetProps): ReactElement | null {
  const dispatch = useAppDispatch();
  const options = usePageOptions();
  const { view } = usePostAsset(props, true);
  const { discussionID } = props;
  const limit =
    Number.isSafeInteger(props.limit) && props.limit! >= 1 ? props.limit! : DEFAULT_COMMENT_LIMIT;
  const start = {
    page: Number.isSafeInteger(props.page) && props.page! >= 1 ? props.page! : 1,
    sort: isCommentSort(props.sort) ? props.sort : DEFAULT_COMMENT_SORT,
  };
  usePreloadedComments(
    { discussionID, sort: start.sort, page: start.page, limit },
    props.comments,
    props.totalComments,
  );
  const instance = useClaim('DiscussionPage').ordinal;
  const { place, go, follow } = usePageLocation(
    start,
    view ? discussionPath(view.url, discussionID) : undefined,
  );
  const { highlightID, setHighlightID, topRef, move } = useThreadNavigation(go);
  useComposerEvent(COMPOSER_EVENTS.posted, discussionID, (detail) => {
    const comment = detail.comment as ApiComment | undefined;
    if (!comment || typeof comment.commentID !== 'number') return;
    dispatch(commentAdded(comment));
    setHighlightID(comment.commentID);
  });
  if (!view) return null;
  return (
    <div className="fw-discussionPage">
      <Thread
        discussion={view}
        place={place}
        limit={limit}
        options={options}
        instance={instance}
        highlightID={highlightID}
        onHighlight={setHighlightID}
        onMove={move}
        topRef={topRef}
        onGo={go}
        onFollow={follow}
      />
    </div>
  );
}

/** The post's files, each a download link with its size; nothing without files. */
export function Attachments(props: AttachmentsProps): ReactElement | null {
  usePostAsset(props, true);
  const files = (Array.isArray(props.attachments) ? props.attachments : [])
    .filter((file) => file && typeof file.name === 'string' && file.name !== '')
    .map((file) => ({ ...file, href: sanitizeUrl(file.url) }));
  if (files.length === 0) return null;
  return (
    <section className="fw-discussionPage fw-attachments" aria-label={t('Attachments')}>
      <h2 className="fw-attachments-title">{t('Attachments')}</h2>
      <ul>
        {files.map((file, index) => (
          <li key={`${index}-${file.url}`}>
            {file.href ? (
              <a href={file.href} download>
                {file.name}
              </a>
            ) : (
              file.name
            )}
            {Number.isFinite(file.size) && (
              <span className="fw-attachments-size">
                {' '}
                ({Math.max(1, Math.round(file.size! / 1024))} KB)
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Q&A: answers the server suggests for an unanswered question; nothing otherwise. */
export function SuggestedAnswers(props: SuggestedAnswersProps): ReactElement | null {
  const { view } = usePostAsset(props, true);
  const answers = (Array.isArray(props.suggestions) ? props.suggestions : [])
    .filter((s) => s && typeof s.name === 'string' && s.name !== '')
    .map((s) => ({ ...s, href: sanitizeUrl(s.url) }));
  if (!view || view.questionStatus === undefined || answers.length === 0) return null;
  return (
    <section className="fw-discussionPage fw-suggestedAnswers" aria-label={t('Suggested Answers')}>
      <h2 className="fw-attachments-title">{t('Suggested Answers')}</h2>
      <ul>
        {answers.map((s, index) => (
          <li key={`${index}-${s.url}`}>
            {s.href ? <a href={s.href}>{s.name}</a> : s.name}
            {typeof s.summary === 'string' && s.summary !== '' && <p>{s.summary}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
