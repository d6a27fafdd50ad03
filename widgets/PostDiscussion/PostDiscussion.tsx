import type { ReactElement } from 'react';
import { propsShape } from '@/index';
import composerCss from '@/features/composer/components/composer.css';
import { t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { buildSignInUrl } from '@/ui/signInUrl';
import { Loader } from '@/ui/Loader';
import { useStyles } from '@/ui/useStyles';
import controlsCss from '@/ui/controls.css';
import { EditDiscussion } from './EditDiscussion';
import { NewDiscussion } from './NewDiscussion';

export interface PostDiscussionProps {
  /** The category to post in (`/post/discussion/{categoryID}`); the member may change it. */
  categoryID?: number;
  /** The discussion to edit (`/post/editdiscussion/{id}`); 0 or absent for a new one. */
  discussionID?: number;
  /** A draft to open (`/post/editdiscussion/{id}/{draftID}`). */
  draftID?: number;
  /**
   * The group to post in (03 §2: `post/{type}/social-groups…?groupid={id}`): the draft's parent
   * is the group, and the post carries `attributes.groupID`. The category is still chosen.
   */
  groupID?: number;
  /** Show 'New Discussion' / 'Edit Discussion' as a heading (default: the page has its own). */
  showTitle?: boolean;
  /** The marker's server HTML; not used. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<PostDiscussionProps>({
  categoryID: 'number?',
  discussionID: 'number?',
  draftID: 'number?',
  groupID: 'number?',
  showTitle: 'boolean?',
});

/**
 * The new-discussion and edit-discussion page (03 §2 create-post routes): title, category,
 * post type, tags and the rich-text body, with drafts that autosave (03 §4). Guests get a
 * sign-in link.
 */
export function PostDiscussion({
  categoryID,
  discussionID,
  draftID,
  groupID,
  showTitle = false,
}: PostDiscussionProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('composer', composerCss);
  const { user, isGuest, loading } = useSessionUser();
  if (loading) return <Loader label={t('Loading')} />;
  if (isGuest || !user) {
    return (
      <section className="fw-composer">
        <p>
          <a className="fw-button fw-button--primary" href={buildSignInUrl()}>
            {t('Sign in to start a discussion')}
          </a>
        </p>
      </section>
    );
  }
  const editing = typeof discussionID === 'number' && discussionID > 0;
  return editing ? (
    <EditDiscussion discussionID={discussionID} draftID={draftID} showTitle={showTitle} />
  ) : (
    <NewDiscussion
      categoryID={categoryID}
      groupID={groupID}
      draftID={draftID}
      showTitle={showTitle}
    />
  );
}
