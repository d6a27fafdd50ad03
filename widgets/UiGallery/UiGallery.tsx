import { useState, type ReactElement, type ReactNode } from 'react';
import { Alert } from '@/ui/Alert';
import { BookmarkButton } from '@/ui/BookmarkButton';
import { CollapsibleContent } from '@/ui/CollapsibleContent';
import { CountBadge } from '@/ui/CountBadge';
import { DateTime } from '@/ui/DateTime';
import { EditCountdown } from '@/ui/EditCountdown';
import { ErrorPage } from '@/ui/ErrorPage';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem } from '@/ui/FlyoutMenuItem';
import { Loader } from '@/ui/Loader';
import { Modal } from '@/ui/Modal';
import { NotFound } from '@/ui/NotFound';
import { NumberDisplay } from '@/ui/NumberDisplay';
import { SelectBox } from '@/ui/SelectBox';
import { Skeleton } from '@/ui/Skeleton';
import { Tooltip } from '@/ui/Tooltip';
import { UserPhoto } from '@/ui/UserPhoto';
import { deletedUserFragment } from '@/ui/placeholderUsers';
import { useStyles } from '@/ui/useStyles';
import { useAppDispatch } from '@/store/hooks';
import { toastAdded } from '@/store/toastsSlice';
import { t } from '@/i18n/translate';
import css from './uiGallery.css';

export interface UiGalleryProps {
  /** Only these sections (by id); all when absent. */
  parts?: string[];
}

function Part({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}): ReactElement {
  return (
    <section className="fw-uiGallery-part" data-part={id} aria-labelledby={`fw-uiGallery-${id}`}>
      <h3 className="fw-uiGallery-title" id={`fw-uiGallery-${id}`}>
        {title}
      </h3>
      <div className="fw-uiGallery-body">{children}</div>
    </section>
  );
}

const SORTS = [
  { value: 'recent', label: 'Recently commented' },
  { value: 'new', label: 'Recently created' },
  { value: 'top', label: 'Top' },
];

const LONG_TEXT =
  'Forums grow long threads. This block is taller than the collapsible default of 100 px plus the 50 px overshoot, so it is cut with a fade and an Expand button. '.repeat(
    6,
  );

/** Every interface-kit part, interactive, with realistic content. */
export function UiGallery({ parts }: UiGalleryProps): ReactElement {
  useStyles('ui-gallery', css);
  const dispatch = useAppDispatch();
  const [modalOpen, setModalOpen] = useState(false);
  const [sort, setSort] = useState<string | null>('recent');
  const [bookmarked, setBookmarked] = useState(false);
  const show = (id: string): boolean => !parts || parts.includes(id);
  const [{ inAnHour, hoursAgo }] = useState(() => ({
    inAnHour: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    hoursAgo: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
  }));
  const member = { userID: 2, name: 'member', photoUrl: '' };

  return (
    <div className="fw-uiGallery">
      {show('flyout') && (
        <Part id="flyout" title={t('Flyout')}>
          <Flyout buttonContent={t('Discussion options')}>
            <FlyoutMenuItem onSelect={() => undefined}>{t('Bookmark')}</FlyoutMenuItem>
            <FlyoutMenuItem onSelect={() => undefined}>{t('Close')}</FlyoutMenuItem>
            <FlyoutMenuItem href="/discussions">{t('View all')}</FlyoutMenuItem>
          </Flyout>
          <Flyout kind="panel" title={t('Notification Preferences')} buttonContent={t('Follow')}>
            <label className="fw-uiGallery-check">
              <input type="checkbox" defaultChecked /> {t('Notify me of new posts')}
            </label>
          </Flyout>
        </Part>
      )}
      {show('modal') && (
        <Part id="modal" title={t('Modal')}>
          <button type="button" className="fw-button" onClick={() => setModalOpen(true)}>
            {t('Open modal')}
          </button>
          <Modal
            isVisible={modalOpen}
            onClose={() => setModalOpen(false)}
            title={t('Move discussion')}
            footer={
              <button
                type="button"
                className="fw-button fw-button--primary"
                onClick={() => setModalOpen(false)}
              >
                {t('OK')}
              </button>
            }
          >
            <p>{t('Choose the category this discussion belongs in.')}</p>
          </Modal>
        </Part>
      )}
      {show('toast') && (
        <Part id="toast" title={t('Toast')}>
          <button
            type="button"
            className="fw-button"
            onClick={() =>
              dispatch(
                toastAdded({
                  toastID: 'gallery',
                  body: t('Success! Preferences saved.'),
                }),
              )
            }
          >
            {t('Show a toast')}
          </button>
        </Part>
      )}
      {show('tooltip') && (
        <Part id="tooltip" title={t('Tooltip')}>
          <Tooltip label={t('member, admin and 3 others reacted')}>
            <button type="button" className="fw-button">
              {t('Who reacted?')}
            </button>
          </Tooltip>
        </Part>
      )}
      {show('select') && (
        <Part id="select" title={t('Select box')}>
          <SelectBox label={t('Sort by')} options={SORTS} value={sort} onChange={setSort} />
        </Part>
      )}
      {show('loader') && (
        <Part id="loader" title={t('Loader and skeleton')}>
          <Loader delay={0} />
          <Skeleton blocks={3} avatar />
        </Part>
      )}
      {show('alerts') && (
        <Part id="alerts" title={t('Alerts')}>
          <Alert
            type="error"
            message={t('Something went wrong.')}
            description={t('Please try again later.')}
          />
          <Alert type="warning" message={t('Your email address is not confirmed.')} />
          <Alert type="info" message={t('New posts since your last visit.')} />
          <Alert type="neutral" message={t('This discussion is closed.')} />
        </Part>
      )}
      {show('people') && (
        <Part id="people" title={t('Photos, counts and dates')}>
          <div className="fw-uiGallery-row">
            {(['xsmall', 'small', 'medium', 'large'] as const).map((size) => (
              <UserPhoto key={size} user={member} size={size} />
            ))}
            <UserPhoto user={deletedUserFragment()} size="medium" />
          </div>
          <div className="fw-uiGallery-row">
            <span>
              {t('Notifications')} <CountBadge count={7} label="%s unread notifications" />
            </span>
            <span>
              {t('Messages')} <CountBadge count={250} label="%s unread messages" />
            </span>
            <span>
              {t('Views')} <NumberDisplay value={1234567} />
            </span>
          </div>
          <div className="fw-uiGallery-row">
            <DateTime date="2025-06-01T12:00:00Z" type="extended" />
            <DateTime date={hoursAgo} mode="relative" />
          </div>
        </Part>
      )}
      {show('controls') && (
        <Part id="controls" title={t('Bookmark and edit')}>
          <div className="fw-uiGallery-row">
            <BookmarkButton bookmarked={bookmarked} onToggle={() => setBookmarked((b) => !b)} />
            <BookmarkButton bookmarked={false} loading onToggle={() => undefined} />
            <EditCountdown deadline={inAnHour} href="/post/editdiscussion/1" />
          </div>
          <CollapsibleContent>
            <p>{LONG_TEXT}</p>
          </CollapsibleContent>
        </Part>
      )}
      {show('errors') && (
        <Part id="errors" title={t('Error pages')}>
          <ErrorPage status={403} isGuest />
          <ErrorPage status={404} />
          <NotFound type="Discussion" />
        </Part>
      )}
    </div>
  );
}
