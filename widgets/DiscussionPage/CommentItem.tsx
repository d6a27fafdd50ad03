import { memo, type ReactElement, useRef, useState } from 'react';
import type { CommentView } from '@/features/comments/commentView';
import { selectCommentView } from '@/features/comments/commentView';
import { commentReplaced } from '@/features/comments/commentsSlice';
import type { DiscussionView } from '@/features/discussions/discussionView';
import type { ApiComment } from '@/api/types/posting';
import { formatString, t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { createRenderObserver } from '@/ui/renderObserver';
import { AuthorLine } from './AuthorLine';
import { CommentFooter } from './CommentFooter';
import { COMPOSER_EVENTS, useComposerEvent } from './composerEvents';
import { commentDomID, reportsHref } from './pageLinks';
import { Signature } from './Signature';
import type { PageOptions } from './usePageOptions';
import { UserContent } from './UserContent';

export interface CommentItemProps {
  commentID: number;
  discussion: DiscussionView;
  options: PageOptions;
  instance: number;
  highlighted: boolean;
  onHighlight: (commentID: number) => void;
}

/**
 * One comment of the thread. Memoised and reading its own view by ID (`selectCommentView`
 * keeps one object per comment), so a reaction re-renders only its comment.
 */
export const CommentItem = memo(function CommentItem({
  commentID,
  ...rest
}: CommentItemProps): ReactElement | null {
  const view = useAppSelector((state) => selectCommentView(state, commentID));
  if (!view) return null;
  return (
    <Observed id={commentID}>
      <CommentArticle view={view} {...rest} />
    </Observed>
  );
});

const commentRenders = createRenderObserver('comment');
const Observed = commentRenders.Observed;

/** Benchmarks and tests: observe each comment's commits with React's Profiler (null to stop). */
export const setCommentRenderObserver = commentRenders.set;

/** The comment box edits the comment in place; its events say when it is done. */
function InPlaceEditor({
  view,
  onDone,
}: {
  view: CommentView;
  onDone: (saved: ApiComment | undefined) => void;
}): ReactElement {
  useComposerEvent(COMPOSER_EVENTS.edited, view.discussionID, (detail) => {
    const comment = detail.comment as ApiComment | undefined;
    if (comment?.commentID === view.id) onDone(comment);
  });
  useComposerEvent(COMPOSER_EVENTS.editCancelled, view.discussionID, (detail) => {
    if (detail.commentID === view.id) onDone(undefined);
  });
  return (
    <div
      className="fw-comment-editor"
      data-react="CommentBox"
      data-props={JSON.stringify({ discussionID: view.discussionID, commentID: view.id })}
    />
  );
}

function answerLabel(status: CommentView['answerStatus']): string | undefined {
  if (status === 'accepted') return t('Accepted Answer');
  if (status === 'rejected') return t('Rejected Answer');
  return undefined;
}

function CommentArticle({
  view,
  discussion,
  options,
  instance,
  highlighted,
  onHighlight,
}: Omit<CommentItemProps, 'commentID'> & { view: CommentView }): ReactElement {
  const dispatch = useAppDispatch();
  const articleRef = useRef<HTMLElement>(null);
  const [editing, setEditing] = useState(false);
  const domID = commentDomID(view.id, instance);
  const focusArticle = (): void => {
    // After the edit box or a modal closes, focus comes back to the comment.
    requestAnimationFrame(() => articleRef.current?.focus({ preventScroll: true }));
  };
  const classes = `fw-comment${highlighted ? ' fw-comment--highlighted' : ''}${
    view.answerStatus === 'accepted' ? ' fw-comment--accepted' : ''
  }`;
  if (view.displayMode === 'tombstone')
    return (
      <li className="fw-commentList-item" data-comment-id={view.id}>
        <article
          id={domID}
          ref={articleRef}
          tabIndex={-1}
          className="fw-comment fw-comment--tombstone"
          aria-label={t('Deleted comment')}
        >
          <p>{t('This comment has been deleted.')}</p>
        </article>
      </li>
    );
  const answer = answerLabel(view.answerStatus);
  const reports = view.reportCount ?? 0;
  return (
    <li className="fw-commentList-item" data-comment-id={view.id}>
      <article
        id={domID}
        ref={articleRef}
        tabIndex={-1}
        className={classes}
        aria-label={formatString(t('Comment by %s'), view.author.name || t('Unknown'))}
        aria-current={highlighted ? 'true' : undefined}
      >
        <div className="fw-comment-header">
          <AuthorLine
            author={view.author}
            isAI={view.isAI}
            dateInserted={view.dateInserted}
            dateUpdated={view.dateUpdated}
          />
          <div className="fw-post-labels">
            {answer && (
              <span className={`fw-label fw-label--answer fw-label--${view.answerStatus}`}>
                {answer}
              </span>
            )}
            {reports > 0 && (
              <a
                className="fw-label fw-label--reports"
                href={reportsHref('comment', view.id)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {reports === 1 ? t('1 Report') : formatString(t('%s Reports'), String(reports))}
              </a>
            )}
          </div>
        </div>
        {editing ? (
          <InPlaceEditor
            view={view}
            onDone={(saved) => {
              if (saved) dispatch(commentReplaced(saved));
              setEditing(false);
              focusArticle();
            }}
          />
        ) : (
          <UserContent html={view.bodyHtml} className="fw-post-body" />
        )}
        <Signature html={view.signatureHtml} options={options} />
        <CommentFooter
          view={view}
          discussion={discussion}
          editing={editing}
          onEdit={() => setEditing(true)}
          onPermalink={() => onHighlight(view.id)}
          onDeleted={focusArticle}
        />
      </article>
    </li>
  );
}
