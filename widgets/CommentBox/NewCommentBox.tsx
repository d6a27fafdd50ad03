import { type ReactElement, useRef, useState } from 'react';
import type { ApiComment } from '@/api/types/posting';
import { ConfirmDiscardModal } from '@/features/composer/components/ConfirmDiscardModal';
import type { RichEditorHandle } from '@/features/composer/components/RichEditor';
import { createCommentPost } from '@/features/composer/postActions';
import { fetchQuote } from '@/features/composer/postSlice';
import { discardPlaceDraft, hasUnpostedDraft } from '@/features/drafts/draftPlaces';
import { type DraftPlace, topLevelCommentPlace } from '@/features/drafts/draftRules';
import { formatString, t } from '@/i18n/translate';
import { useClaim } from '@/ui/useLandmarkName';
import { useAppDispatch } from '@/store/hooks';
import {
  COMMENT_EVENTS,
  commentDraftMeta,
  emitCommentEvent,
  replyFromLink,
  type ReplyRequest,
  useCommentRequests,
} from './commentEvents';
import { CommentEditor, type SendResult } from './CommentEditor';
import { findCommentList, insertCommentHtml } from './insertComment';

export interface NewCommentBoxProps {
  discussionID: number;
  /** The page's comment list, where a posted comment is shown (default `[data-fw-comment-list]`). */
  commentListSelector?: string;
}

/**
 * The box under a discussion for members who may comment: a new comment, or a reply to one
 * (`fw:comment-reply`), with quotes inserted on `fw:comment-quote`. Replying while the box
 * holds an unposted draft asks 'Discard Draft' first (03 §4, §8). After a post the box starts
 * empty, the comment shows in the page's list and `fw:comment-posted` is raised.
 */
export function NewCommentBox({
  discussionID,
  commentListSelector,
}: NewCommentBoxProps): ReactElement {
  const dispatch = useAppDispatch();
  const rootRef = useRef<HTMLDivElement>(null);
  // The drafts page links a box's draft to `#create-comment`: the first box on the page holds
  // that id, a second one (two markers) `create-comment-2`, so no id is on the page twice.
  const ordinal = useClaim('CommentBox').ordinal;
  const anchor = ordinal > 1 ? `create-comment-${ordinal}` : 'create-comment';
  const editorRef = useRef<RichEditorHandle>(null);
  // The reply a draft link names (03 §4 location 'reply'), else the box ('widget').
  const [linked] = useState(() => replyFromLink(window.location));
  const [replyTo, setReplyTo] = useState(linked);
  const [asking, setAsking] = useState<ReplyRequest>();
  const [generation, setGeneration] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [quoteError, setQuoteError] = useState('');
  const topLevel = topLevelCommentPlace(discussionID);
  const place: DraftPlace = replyTo
    ? { recordType: 'comment', parentRecordType: 'comment', parentRecordID: replyTo.commentID }
    : topLevel;

  const startReply = (request: ReplyRequest): void => {
    setReplyTo(request);
    setAnnouncement('');
    rootRef.current?.scrollIntoView?.({ block: 'center' });
  };
  useCommentRequests(discussionID, {
    onReply: (request) => {
      if (request.commentID === replyTo?.commentID) return;
      if (!replyTo && dispatch(hasUnpostedDraft(topLevel))) setAsking(request);
      else startReply(request);
    },
    onQuote: (request) => {
      setQuoteError('');
      rootRef.current?.scrollIntoView?.({ block: 'center' });
      void dispatch(fetchQuote({ ...request, force: true })).then((action) => {
        if (fetchQuote.fulfilled.match(action)) {
          editorRef.current?.insertQuote(
            { body: action.payload.bodyRaw, format: action.payload.format },
            action.payload.insertUser.name,
          );
          editorRef.current?.focus();
        } else if (!action.meta.condition) {
          setQuoteError(action.payload?.message ?? t('The quote could not be loaded.'));
        }
      });
    },
  });

  const send = async (
    body: { body: string; format: string },
    draftID: number | undefined,
  ): Promise<SendResult> => {
    const action = await dispatch(
      createCommentPost({
        discussionID,
        ...body,
        ...(replyTo ? { parentCommentID: replyTo.commentID } : {}),
        place,
        draftID,
      }),
    );
    if (!createCommentPost.fulfilled.match(action)) return { ok: false, error: action.payload };
    shown(action.payload);
    return { ok: true };
  };
  const shown = (comment: ApiComment): void => {
    const list = findCommentList(document, commentListSelector);
    const article = list ? insertCommentHtml(list, comment) : null;
    emitCommentEvent(rootRef.current, COMMENT_EVENTS.posted, {
      discussionID,
      comment,
      ...(replyTo ? { parentCommentID: replyTo.commentID } : {}),
    });
    setReplyTo(undefined);
    setGeneration((n) => n + 1);
    setAnnouncement(t('Your comment was posted.'));
    if (article) {
      article.tabIndex = -1;
      article.focus();
    }
  };

  return (
    <div ref={rootRef} id={anchor} className="fw-composer fw-commentBox">
      <h2 className="fw-composer-title">
        {replyTo
          ? replyTo.author
            ? formatString(t('Reply to %s'), replyTo.author)
            : t('Reply to comment')
          : t('Leave a comment')}
      </h2>
      {quoteError && (
        <p role="alert" className="fw-composer-fieldError">
          {quoteError}
        </p>
      )}
      <CommentEditor
        key={`${replyTo?.commentID ?? 0}:${generation}`}
        place={place}
        meta={commentDraftMeta(replyTo)}
        label={replyTo ? t('Reply') : t('Comment')}
        submitLabel={t('Post Comment')}
        onSend={send}
        onCancel={replyTo ? () => setReplyTo(undefined) : undefined}
        autoFocus={replyTo !== undefined}
        handleRef={editorRef}
        // 'Saved Draft Available.' for the draft the page opened with, in the box or the reply
        // its link names; not for a reply the member starts, nor after a post.
        draftToastHref={
          generation === 0 && replyTo?.commentID === linked?.commentID ? `#${anchor}` : undefined
        }
      />
      <p className="fw-srOnly" role="status">
        {announcement}
      </p>
      {asking && (
        <ConfirmDiscardModal
          kind="discardDraft"
          onCancel={() => setAsking(undefined)}
          onConfirm={() => {
            const request = asking;
            setAsking(undefined);
            void dispatch(discardPlaceDraft({ place: topLevel })).then(() => startReply(request));
          }}
        />
      )}
    </div>
  );
}
