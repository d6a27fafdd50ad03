import { type MouseEvent, type ReactElement, useState } from 'react';
import type { CommentView } from '@/features/comments/commentView';
import { reactToComment, reportComment, setAnswerThunk } from '@/features/comments/commentsActions';
import { ReportModal } from '@/features/discussions/components/EditModals';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { ReactionBar } from '@/features/reactions/components/ReactionBar';
import { formatString, t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { EditCountdown } from '@/ui/EditCountdown';
import { requestQuote, requestReply } from './composerEvents';
import { DeleteCommentModal } from './DeleteCommentModal';
import { permalinkHref } from './pageLinks';
import { useCommentActions, useCommentBusy } from './useCommentActions';

/**
 * A comment's reactions and actions: quote and reply (they drive the comment box), edit in
 * place with the time left (02 §5), delete with confirmation, report, the permalink, and
 * accept or reject on a question (03 §3, §6).
 */
export function CommentFooter({
  view,
  discussion,
  editing,
  onEdit,
  onPermalink,
  onDeleted,
}: {
  view: CommentView;
  discussion: DiscussionView;
  editing: boolean;
  onEdit: () => void;
  onPermalink: () => void;
  onDeleted: () => void;
}): ReactElement {
  const dispatch = useAppDispatch();
  const id = view.id;
  const { actions, editDeadline, has, canSeeUsers, canSeeLog } = useCommentActions(
    view,
    discussion,
  );
  const busy = useCommentBusy(id);
  const [modal, setModal] = useState<'delete' | 'report' | null>(null);
  const reasons = view.reactions.filter((reaction) => (reaction.class ?? '') === 'Flag');
  const author = view.author.name;
  const onPermalinkClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    window.history.pushState(null, '', permalinkHref(id));
    onPermalink();
  };
  const text = (label: string, onClick: () => void, disabled = false): ReactElement => (
    <button
      type="button"
      className="fw-button fw-button--text"
      disabled={disabled}
      aria-busy={disabled || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const ofAuthor = (label: string): string => formatString(t('%s, %s'), label, author);
  return (
    <div className="fw-post-actions">
      <ReactionBar
        recordType="comment"
        recordID={id}
        reactions={view.reactions}
        score={view.score}
        busy={busy.reaction}
        canReact={actions.react}
        canSeeUsers={canSeeUsers}
        canSeeLog={canSeeLog}
        has={has}
        label={ofAuthor(t('Reactions'))}
        onReact={(reactionType) => void dispatch(reactToComment({ commentID: id, reactionType }))}
      />
      {actions.quote && text(t('Quote'), () => requestQuote(view.discussionID, 'comment', id))}
      {actions.reply && text(t('Reply'), () => requestReply(view.discussionID, id, author))}
      {actions.edit && !editing && <EditCountdown deadline={editDeadline} onEdit={onEdit} />}
      {actions.delete && text(t('Delete'), () => setModal('delete'), busy.delete)}
      {actions.report &&
        reasons.length > 0 &&
        text(t('Report'), () => setModal('report'), busy.report)}
      {actions.accept &&
        view.answerStatus !== 'accepted' &&
        text(
          t('Accept Answer'),
          () => void dispatch(setAnswerThunk({ commentID: id, status: 'accepted' })),
          busy.answer,
        )}
      {actions.reject &&
        view.answerStatus !== 'rejected' &&
        text(
          t('Reject Answer'),
          () => void dispatch(setAnswerThunk({ commentID: id, status: 'rejected' })),
          busy.answer,
        )}
      {actions.permalink && (
        <a
          className="fw-button fw-button--text"
          href={permalinkHref(id)}
          onClick={onPermalinkClick}
          aria-label={ofAuthor(t('Permalink'))}
        >
          {t('Permalink')}
        </a>
      )}
      {modal === 'delete' && (
        <DeleteCommentModal
          commentID={id}
          busy={busy.delete}
          onClose={(deleted) => {
            setModal(null);
            if (deleted) onDeleted();
          }}
        />
      )}
      {modal === 'report' && (
        <ReportModal
          reasons={reasons}
          busy={busy.report}
          onClose={() => setModal(null)}
          onSubmit={(reactionType) =>
            // A failed report keeps the dialog and its reason (the toast says why).
            void dispatch(reportComment({ commentID: id, reactionType })).then((action) => {
              if (reportComment.fulfilled.match(action)) setModal(null);
            })
          }
        />
      )}
    </div>
  );
}
