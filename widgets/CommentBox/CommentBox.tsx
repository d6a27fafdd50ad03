import type { ReactElement } from 'react';
import { propsShape } from '@/index';
import composerCss from '@/features/composer/components/composer.css';
import { mayComment, useCommentGateContext } from '@/features/comments/mayComment';
import { selectDiscussion } from '@/features/discussions/discussionsSlice';
import { fetchDiscussion } from '@/features/discussions/discussionsActions';
import { t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppDispatch } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { Loader } from '@/ui/Loader';
import { buildSignInUrl } from '@/ui/signInUrl';
import { useStyles } from '@/ui/useStyles';
import { EditCommentBox } from './EditCommentBox';
import { NewCommentBox } from './NewCommentBox';

export interface CommentBoxProps {
  discussionID: number;
  /** Edit this comment in place instead of writing a new one. */
  commentID?: number;
  /** The page's comment list, where a posted comment is shown (default `[data-fw-comment-list]`). */
  commentListSelector?: string;
  /** The marker's server HTML (the legacy form); replaced. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<CommentBoxProps>({
  discussionID: 'number',
  commentID: 'number?',
  commentListSelector: 'string?',
});

/**
 * The comment box under a discussion: the rich-text composer for members who may comment, a
 * sign-in link for guests, nothing for the others. With `commentID` it edits that comment.
 * Who may comment is the comment footer's rule (`mayComment`, 03 §6): `comments.add` on the
 * category, which `discussions.close` replaces on a closed discussion, so the box is there
 * exactly when Reply and Quote are.
 */
export function CommentBox({
  discussionID,
  commentID,
  commentListSelector,
}: CommentBoxProps): ReactElement | null {
  useStyles('controls', controlsCss);
  useStyles('composer', composerCss);
  const dispatch = useAppDispatch();
  const { isGuest, loading } = useSessionUser();
  const discussion = useLoad(
    fetchDiscussion,
    { discussionID },
    (state) => selectDiscussion(state, discussionID),
    { skip: isGuest || commentID !== undefined },
  );
  const context = useCommentGateContext();
  if (loading) return <Loader label={t('Loading')} />;
  if (isGuest)
    return (
      <p className="fw-composer fw-commentBox-signIn">
        <a className="fw-button fw-button--primary" href={buildSignInUrl()}>
          {t('Sign in to comment')}
        </a>
      </p>
    );
  if (commentID !== undefined)
    return <EditCommentBox discussionID={discussionID} commentID={commentID} />;
  if (discussion.status === LoadStatus.ERROR)
    return (
      <LoadFailure
        error={discussion.error}
        onRetry={() => void dispatch(fetchDiscussion({ discussionID, force: true }))}
      />
    );
  const d = discussion.data;
  if (!d) return <Loader label={t('Loading')} />;
  const gate = {
    categoryID: d.categoryID,
    closed: d.closed === true,
    permissionOverrides: d.permissions,
  };
  if (!mayComment(gate, context)) return null;
  return <NewCommentBox discussionID={discussionID} commentListSelector={commentListSelector} />;
}
