import { lazy, type ReactElement, Suspense, useState } from 'react';
import {
  bumpDiscussion,
  dismissDiscussion,
  muteDiscussion,
  patchDiscussion,
} from '../discussionsActions';
import type { DiscussionView } from '../discussionView';
import { t } from '@/i18n/translate';
import { useAppDispatch } from '@/store/hooks';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem, FlyoutMenuSeparator } from '@/ui/FlyoutMenuItem';
import { type DiscussionAction, MENU_ACTIONS } from './actionPermissions';
import { DiscussionActionModals, type ModalKind, useBusy } from './DiscussionActionModals';
import { deletedCommentsHref, revisionHistoryHref } from './shareLinks';
import { useActionStyles } from './useActionStyles';

// The translation modal is its own chunk, loaded when Translate is first chosen.
const TranslateDiscussion = lazy(() =>
  import('../../translations/components/TranslateDiscussion').then((m) => ({
    default: m.TranslateDiscussion,
  })),
);

/**
 * The '…' menu of a list item: every action the viewer may take, with its modals. Closed, it
 * is the button alone; the items (and the save states they read) mount when the menu opens,
 * a modal when one is chosen.
 */
export function DiscussionActionsMenu({
  discussion,
  allowed,
}: {
  discussion: DiscussionView;
  allowed: ReadonlySet<DiscussionAction>;
}): ReactElement | null {
  useActionStyles();
  const [modal, setModal] = useState<ModalKind | null>(null);
  const [translating, setTranslating] = useState(false);
  if (!MENU_ACTIONS.some((a) => allowed.has(a))) return null;
  return (
    <>
      <Flyout
        buttonContent={<span aria-hidden="true">⋯</span>}
        buttonLabel={t('Discussion Options')}
        buttonClassName="fw-iconButton fw-discussionItem-options"
        align="end"
      >
        <MenuItems
          discussion={discussion}
          allowed={allowed}
          onModal={setModal}
          onTranslate={() => setTranslating(true)}
        />
      </Flyout>
      {modal !== null && (
        <DiscussionActionModals
          discussion={discussion}
          modal={modal}
          reasons={flagReasons(discussion)}
          onClose={() => setModal(null)}
        />
      )}
      {translating && (
        <Suspense fallback={null}>
          <TranslateDiscussion discussion={discussion} onClose={() => setTranslating(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The Flag-class reactions a report may give as its reason. */
function flagReasons(discussion: DiscussionView) {
  return discussion.reactions.filter((r) => (r.class ?? '') === 'Flag');
}

/** The open menu's items, each disabled while a save of its kind runs. */
function MenuItems({
  discussion,
  allowed,
  onModal,
  onTranslate,
}: {
  discussion: DiscussionView;
  allowed: ReadonlySet<DiscussionAction>;
  onModal: (modal: ModalKind) => void;
  onTranslate: () => void;
}): ReactElement {
  const dispatch = useAppDispatch();
  const id = discussion.id;
  const busy = {
    patch: useBusy(id, 'patch'),
    mute: useBusy(id, 'mute'),
    dismiss: useBusy(id, 'dismiss'),
    bump: useBusy(id, 'bump'),
    delete: useBusy(id, 'delete'),
  };
  const patch = (changes: Parameters<typeof patchDiscussion>[0]['patch']): void => {
    void dispatch(patchDiscussion({ discussionID: id, patch: changes }));
  };
  const item = (
    action: DiscussionAction,
    label: string,
    onSelect: () => void,
    disabled = false,
  ): ReactElement | null =>
    allowed.has(action) ? (
      <FlyoutMenuItem onSelect={onSelect} isDisabled={disabled}>
        {label}
      </FlyoutMenuItem>
    ) : null;
  const has = (...actions: DiscussionAction[]): boolean => actions.some((a) => allowed.has(a));
  const reasons = flagReasons(discussion);
  return (
    <>
      {item(
        'announce',
        discussion.announced ? t('Unannounce') : t('Announce'),
        () => patch({ pinned: !discussion.announced }),
        busy.patch,
      )}
      {item(
        'dismiss',
        discussion.dismissed ? t('Undismiss') : t('Dismiss'),
        () =>
          void dispatch(dismissDiscussion({ discussionID: id, dismissed: !discussion.dismissed })),
        busy.dismiss,
      )}
      {item(
        'close',
        discussion.closed ? t('Reopen') : t('Close'),
        () => patch({ closed: !discussion.closed }),
        busy.patch,
      )}
      {item(
        'sink',
        discussion.sunk ? t('Unsink') : t('Sink'),
        () => patch({ sink: !discussion.sunk }),
        busy.patch,
      )}
      {item(
        'resolve',
        discussion.resolved ? t('Unresolve') : t('Resolve'),
        () => patch({ resolved: !discussion.resolved }),
        busy.patch,
      )}
      {item(
        'mute',
        discussion.muted ? t('Unmute') : t('Mute'),
        () => void dispatch(muteDiscussion({ discussionID: id, muted: !discussion.muted })),
        busy.mute,
      )}
      {item(
        'bump',
        t('Bump'),
        () => void dispatch(bumpDiscussion({ discussionID: id })),
        busy.bump,
      )}
      {has('move', 'changeType', 'changeAuthor', 'tag', 'addToCollection') && (
        <FlyoutMenuSeparator />
      )}
      {item('move', t('Move'), () => onModal('move'))}
      {item('changeType', t('Change Type'), () => onModal('type'))}
      {item('changeAuthor', t('Change Author'), () => onModal('author'))}
      {item('tag', t('Tag'), () => onModal('tag'))}
      {item('addToCollection', t('Add to Collection'), () => onModal('collection'))}
      {reasons.length > 0 && item('report', t('Report'), () => onModal('report'))}
      {item('translate', t('Translate'), onTranslate)}
      {has('revisionHistory', 'deletedComments') && <FlyoutMenuSeparator />}
      {allowed.has('revisionHistory') && (
        <FlyoutMenuItem href={revisionHistoryHref(id)}>{t('Revision History')}</FlyoutMenuItem>
      )}
      {allowed.has('deletedComments') && (
        <FlyoutMenuItem href={deletedCommentsHref(id)}>{t('Deleted Comments')}</FlyoutMenuItem>
      )}
      {allowed.has('delete') && <FlyoutMenuSeparator />}
      {item('delete', t('Delete'), () => onModal('delete'), busy.delete)}
    </>
  );
}
