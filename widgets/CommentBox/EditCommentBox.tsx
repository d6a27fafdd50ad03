import { type ReactElement, useRef, useState } from 'react';
import type { ApiComment, ApiCommentEdit } from '@/api/types/posting';
import type { EditSource } from '@/features/composer/editSource';
import { selectCommentSource, fetchCommentSource } from '@/features/composer/postSlice';
import { saveCommentEdit } from '@/features/composer/postActions';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { Alert } from '@/ui/Alert';
import { LoadFailure } from '@/ui/LoadFailure';
import { Loader } from '@/ui/Loader';
import { COMMENT_EVENTS, commentDraftMeta, emitCommentEvent } from './commentEvents';
import { CommentEditor, type SendResult } from './CommentEditor';
import { replaceCommentBody } from './insertComment';

/**
 * Editing a comment in place (`commentID`): its source (`GET /comments/{id}/edit`; the server
 * refuses whoever may not edit it, 02 §5; a comment in another format than rich2 opens as its
 * rendered HTML, `GET /comments/{id}`, with a notice that saving converts it), the editor, Save
 * (`PATCH /comments/{id}`, always rich2) and Cancel. A saved comment's body is replaced on the page and `fw:comment-edited` is raised.
 */
export function EditCommentBox({
  discussionID,
  commentID,
}: {
  discussionID: number;
  commentID: number;
}): ReactElement | null {
  const dispatch = useAppDispatch();
  const rootRef = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState<'saved' | 'cancelled'>();
  // The source the editor opened with stays, even when the save empties the cache.
  const [opened, setOpened] = useState<EditSource<ApiCommentEdit>>();
  const source = useLoad(
    fetchCommentSource,
    { commentID },
    (state) => selectCommentSource(state, commentID),
    { skip: done !== undefined || opened !== undefined },
  );
  if (source.data && opened === undefined) setOpened(source.data);
  if (done === 'cancelled') return null;
  if (done === 'saved')
    return (
      <p className="fw-composer-hint" role="status">
        {t('Your changes were saved.')}
      </p>
    );
  if (source.status === LoadStatus.ERROR && opened === undefined) {
    if (source.error?.status === 403)
      return (
        <Alert
          type="warning"
          message={t('You cannot edit this comment.')}
          description={t(
            'Only its author can edit it, while the discussion is open and within the time allowed for edits, and moderators.',
          )}
        />
      );
    return (
      <LoadFailure
        error={source.error}
        onRetry={() => void dispatch(fetchCommentSource({ commentID, force: true }))}
      />
    );
  }
  if (!opened) return <Loader label={t('Loading')} />;

  const send = async (
    body: { body: string; format: string },
    draftID: number | undefined,
  ): Promise<SendResult> => {
    const action = await dispatch(
      saveCommentEdit({
        commentID,
        ...body,
        place: {
          recordType: 'comment',
          recordID: commentID,
          parentRecordType: 'discussion',
          parentRecordID: discussionID,
        },
        draftID,
      }),
    );
    if (!saveCommentEdit.fulfilled.match(action)) return { ok: false, error: action.payload };
    const comment: ApiComment = action.payload;
    replaceCommentBody(document, comment);
    emitCommentEvent(rootRef.current, COMMENT_EVENTS.edited, { discussionID, comment });
    setDone('saved');
    return { ok: true };
  };

  return (
    <div ref={rootRef} className="fw-composer fw-commentBox">
      <CommentEditor
        place={{
          recordType: 'comment',
          recordID: commentID,
          parentRecordType: 'discussion',
          parentRecordID: discussionID,
        }}
        meta={commentDraftMeta()}
        label={t('Edit comment')}
        submitLabel={t('Save')}
        source={{ body: opened.body, format: opened.format }}
        convertedFrom={opened.convertedFrom}
        onSend={send}
        onCancel={() => {
          emitCommentEvent(rootRef.current, COMMENT_EVENTS.editCancelled, {
            discussionID,
            commentID,
          });
          setDone('cancelled');
        }}
        autoFocus
      />
    </div>
  );
}
