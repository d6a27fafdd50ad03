import type { ReactElement } from 'react';
import type { DiscussionView } from '../discussionView';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { toastAdded } from '@/store/toastsSlice';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem } from '@/ui/FlyoutMenuItem';
import { Icon } from '@/ui/icons';
import { sanitizeUrl } from '@/utils/links';
import { canShareNatively, emailHref, messageHref, shareUrl } from './shareLinks';
import { useActionStyles } from './useActionStyles';

/** The address shared: an unsafe link (01 §5) is never shared, the discussion's own path is. */
function linkOf(discussion: DiscussionView): string {
  return shareUrl(
    sanitizeUrl(discussion.url) ?? `/discussion/${discussion.id}`,
    window.location.origin,
  );
}

/**
 * 'Copy Link', 'Email Link', 'Share In Message'; the native sheet on Android and iOS (03 §2).
 * Closed, it is the button alone: the link and the items are built when the menu opens.
 */
export function ShareMenu({
  discussion,
  canMessage,
}: {
  discussion: DiscussionView;
  canMessage: boolean;
}): ReactElement {
  useActionStyles();
  if (canShareNatively(navigator)) {
    return (
      <button
        type="button"
        className="fw-iconButton fw-share"
        aria-label={t('Share')}
        onClick={() =>
          void navigator.share({ title: discussion.title, url: linkOf(discussion) }).catch(() => {})
        }
      >
        <Icon name="share" />
      </button>
    );
  }
  return (
    <Flyout
      buttonContent={<Icon name="share" />}
      buttonLabel={t('Share')}
      buttonClassName="fw-iconButton fw-share"
      align="end"
    >
      <ShareMenuItems discussion={discussion} canMessage={canMessage} />
    </Flyout>
  );
}

function ShareMenuItems({
  discussion,
  canMessage,
}: {
  discussion: DiscussionView;
  canMessage: boolean;
}): ReactElement {
  const dispatch = useAppDispatch();
  const link = linkOf(discussion);
  const copy = (): void => {
    void navigator.clipboard
      ?.writeText(link)
      .then(() => dispatch(toastAdded({ body: t('Link copied to clipboard.') })));
  };
  return (
    <>
      <FlyoutMenuItem onSelect={copy}>{t('Copy Link')}</FlyoutMenuItem>
      <FlyoutMenuItem href={emailHref(discussion.title, link)}>{t('Email Link')}</FlyoutMenuItem>
      {canMessage && (
        <FlyoutMenuItem href={messageHref(link)}>{t('Share In Message')}</FlyoutMenuItem>
      )}
    </>
  );
}
