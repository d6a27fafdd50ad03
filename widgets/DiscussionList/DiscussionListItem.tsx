import { memo, type ReactElement } from 'react';
import { toggleBookmark } from '@/features/discussions/discussionsActions';
import type { DiscussionView } from '@/features/discussions/discussionView';
import { selectDiscussionSave } from '@/features/discussions/discussionsSlice';
import { selectDiscussionView } from '@/features/discussions/selectDiscussionView';
import { DiscussionReactionBar } from '@/features/discussions/components/DiscussionReactionBar';
import { t } from '@/i18n/translate';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { BookmarkButton } from '@/ui/BookmarkButton';
import { EditCountdown } from '@/ui/EditCountdown';
import { itemEditWindow } from '@/features/discussions/components/actionPermissions';
import { createRenderObserver } from '@/ui/renderObserver';
import { DiscussionActionsMenu } from '@/features/discussions/components/DiscussionActionsMenu';
import { DiscussionItemMeta } from './DiscussionItemMeta';
import { ItemAuthorPhoto } from './ItemAuthorPhoto';
import { localPath } from '@/features/discussions/components/itemLabels';
import { ShareMenu } from '@/features/discussions/components/ShareMenu';
import type { ItemOptions } from './itemOptions';
import { useAllowedActions } from '@/features/discussions/components/useItemPermissions';

export type { ItemOptions };

export interface DiscussionListItemProps {
  discussionID: number;
  options: ItemOptions;
  /** Bulk selection: shown for moderators only. */
  selectable: boolean;
  selected: boolean;
  onSelectChange: (discussionID: number, selected: boolean) => void;
}

const itemRenders = createRenderObserver('item');
const Observed = itemRenders.Observed;

/** Benchmarks and tests: observe each item's commits with React's Profiler (null to stop). */
export const setItemRenderObserver = itemRenders.set;

/**
 * One discussion. Memoised and reading its own view by ID (`selectDiscussionView`, the same
 * object until its discussion changes), so a change re-renders only it.
 */
export const DiscussionListItem = memo(function DiscussionListItem({
  discussionID,
  ...rest
}: DiscussionListItemProps): ReactElement | null {
  const view = useAppSelector((state) => selectDiscussionView(state, discussionID));
  if (!view) return null;
  return (
    <Observed id={discussionID}>
      <ItemBody view={view} {...rest} />
    </Observed>
  );
});

function ItemBody({
  view,
  options,
  selectable,
  selected,
  onSelectChange,
}: Omit<DiscussionListItemProps, 'discussionID'> & { view: DiscussionView }): ReactElement {
  const dispatch = useAppDispatch();
  const id = view.id;
  const allowed = useAllowedActions(view);
  const bookmarking = useAppSelector(
    (state) => selectDiscussionSave(state, 'bookmark', id).status === LoadStatus.LOADING,
  );
  const url = localPath(view.url, `/discussion/${id}`);
  const Heading = options.headingLevel === 3 ? 'h3' : 'h2';
  const titleID = `fw-discussion-${id}-title`;
  const { canEdit, deadline } = itemEditWindow(allowed, view.dateInserted, options.editTimeout);
  const classes = [
    'fw-discussionItem',
    options.compact ? 'fw-discussionItem--compact' : '',
    view.announced ? 'fw-discussionItem--announced' : '',
    view.unread && !options.isGuest ? 'fw-discussionItem--unread' : '',
    selected ? 'fw-discussionItem--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} aria-labelledby={titleID}>
      {selectable && (
        <input
          type="checkbox"
          className="fw-discussionItem-select"
          aria-label={`${t('Select')} ${view.title}`}
          checked={selected}
          onChange={(event) => onSelectChange(id, event.target.checked)}
        />
      )}
      {!options.compact && <ItemAuthorPhoto user={view.author} />}
      <div className="fw-discussionItem-main">
        <Heading className="fw-discussionItem-title" id={titleID}>
          <a href={url}>{view.title}</a>
        </Heading>
        <DiscussionItemMeta discussion={view} options={options} allowed={allowed} />
      </div>
      <div className="fw-discussionItem-actions">
        <DiscussionReactionBar discussion={view} allowed={allowed} />
        {canEdit && <EditCountdown deadline={deadline} href={`/post/editdiscussion/${id}`} />}
        {allowed.has('bookmark') && (
          <BookmarkButton
            bookmarked={view.bookmarked}
            loading={bookmarking}
            onToggle={() =>
              void dispatch(toggleBookmark({ discussionID: id, bookmarked: !view.bookmarked }))
            }
          />
        )}
        <ShareMenu discussion={view} canMessage={allowed.has('shareInMessage')} />
        <DiscussionActionsMenu discussion={view} allowed={allowed} />
      </div>
    </li>
  );
}
