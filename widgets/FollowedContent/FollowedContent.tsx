import { type ReactElement, useId, useRef, useState } from 'react';
import { propsShape } from '@/index';
import {
  fetchFollowedCategories,
  selectFollowedCategories,
} from '@/features/notificationPreferences/notificationPreferencesSlice';
import { formatString, t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppDispatch } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import controlsCss from '@/ui/controls.css';
import { LoadFailure } from '@/ui/LoadFailure';
import { buildSignInUrl } from '@/ui/signInUrl';
import { Skeleton } from '@/ui/Skeleton';
import { useStyles } from '@/ui/useStyles';
import categoryFollowCss from '@/features/categories/components/categoryFollow.css';
import { FollowedCategory } from './FollowedCategory';
import css from './followedContent.css';

/** The member's notification settings page (the same account area). */
export const PREFERENCES_URL = '/profile/preferences';

export interface FollowedContentProps {
  /** The heading; default 'Followed Content'. */
  title?: string;
  /** The marker's server HTML (the legacy list); not used once mounted. */
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape<FollowedContentProps>({ title: 'string?' });

/**
 * The categories the member follows (03 §2), each with the follow dropdown's preferences table
 * and Unfollow. Guests get a sign-in link.
 */
export function FollowedContent({ title }: FollowedContentProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('categoryFollow', categoryFollowCss);
  useStyles('followed-content', css);
  const headingID = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user, isGuest, loading: userLoading } = useSessionUser();
  const userID = user?.userID ?? 0;
  const signedIn = !isGuest && userID > 0;
  const dispatch = useAppDispatch();
  const [announcement, setAnnouncement] = useState('');
  const [gone, setGone] = useState<number[]>([]);
  // Every visit asks again: follows change on every category page.
  const list = useLoad(fetchFollowedCategories, { force: true }, selectFollowedCategories, {
    skip: !signedIn,
  });
  const heading = title ?? t('Followed Content');
  const categories = (list.data ?? []).filter(
    (c) => c.preferences?.['preferences.followed'] === true && !gone.includes(c.categoryID),
  );

  let body: ReactElement;
  if (!signedIn && userLoading) body = <Skeleton label={t('Loading')} />;
  else if (!signedIn)
    body = (
      <p className="fw-followed-empty">
        <a href={buildSignInUrl()}>{t('Sign in to see what you follow.')}</a>
      </p>
    );
  else if (list.status === LoadStatus.ERROR && !list.data)
    body = (
      <LoadFailure
        error={list.error}
        onRetry={() => void dispatch(fetchFollowedCategories({ force: true }))}
      />
    );
  else if (!list.data) body = <Skeleton label={t('Loading followed categories')} />;
  else if (categories.length === 0)
    body = (
      <p className="fw-followed-empty">
        {t('You do not follow any categories yet. Use the Follow button on a category page.')}
      </p>
    );
  else
    body = (
      <ul className="fw-followed-list">
        {categories.map((c) => (
          <FollowedCategory
            key={c.categoryID}
            categoryID={c.categoryID}
            name={typeof c.name === 'string' ? c.name : String(c.categoryID)}
            url={typeof c.url === 'string' ? c.url : ''}
            userID={userID}
            preferences={c.preferences ?? {}}
            onUnfollowed={(name) => {
              setGone((ids) => [...ids, c.categoryID]);
              setAnnouncement(formatString(t('You unfollowed %s.'), name));
              headingRef.current?.focus();
            }}
          />
        ))}
      </ul>
    );

  return (
    <div role="group" className="fw-followed" aria-labelledby={headingID}>
      <h1 id={headingID} ref={headingRef} tabIndex={-1} className="fw-followed-heading">
        {heading}
      </h1>
      {signedIn && (
        <p className="fw-followed-intro">
          {t('Choose how you are notified about each category you follow.')}{' '}
          <a href={PREFERENCES_URL}>{t('Your notification preferences')}</a>
        </p>
      )}
      <h2 className="fw-followed-subheading">{t('Categories')}</h2>
      {body}
      <p className="fw-followed-live" role="status">
        {announcement}
      </p>
    </div>
  );
}
