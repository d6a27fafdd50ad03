import { type ReactElement, useState } from 'react';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import { t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { sanitizeUrl } from '@/utils/links';
import { Alert } from '@/ui/Alert';
import controlsCss from '@/ui/controls.css';
import { Flyout } from '@/ui/Flyout';
import { Loader } from '@/ui/Loader';
import { buildSignInUrl } from '@/ui/signInUrl';
import { useStyles } from '@/ui/useStyles';
import css from './categoryFollow.css';
import { CategoryPreferencesTable } from './CategoryPreferencesTable';
import { FollowIcon } from './followIcons';
import { type CategoryFollow, useCategoryFollow } from './useCategoryFollow';

export interface CategoryFollowDropdownProps {
  categoryID: number;
  /** The category's name. */
  name: string;
  /** The category's page, for the 'View Category' link. */
  url: string;
  /** Preloaded preferences (e.g. from a category item); skips the first fetch. */
  preferences?: ApiCategoryPreferences;
}

/** Where the list of everything the user follows lives (03 §2). */
export const FOLLOWED_CONTENT_URL = '/profile/followed-content';

/**
 * The category follow dropdown (03 §2, §4): a Follow / Following button opening the
 * 'Notification Preferences' panel. Guests get a sign-in link instead.
 */
export function CategoryFollowDropdown(props: CategoryFollowDropdownProps): ReactElement {
  useStyles('controls', controlsCss);
  useStyles('categoryFollow', css);
  const { user, isGuest } = useSessionUser();
  const userID = user?.userID ?? 0;
  if (isGuest || userID <= 0) {
    return (
      <a className="fw-button fw-categoryFollow-signIn" href={buildSignInUrl()}>
        <FollowIcon name="bell" />
        {t('Sign in to follow')}
      </a>
    );
  }
  return <MemberFollowDropdown {...props} userID={userID} />;
}

function MemberFollowDropdown({
  categoryID,
  name,
  url,
  preferences: preloaded,
  userID,
}: CategoryFollowDropdownProps & { userID: number }): ReactElement {
  const follow = useCategoryFollow(categoryID, userID, preloaded);
  const label = follow.followed ? t('Following') : t('Follow');
  return (
    <Flyout
      kind="panel"
      className="fw-categoryFollow"
      buttonClassName={`fw-categoryFollow-button${follow.followed ? ' is-followed' : ''}`}
      buttonContent={
        <>
          <FollowIcon name="bell" filled={follow.followed} />
          <span>{label}</span>
        </>
      }
      title={t('Notification Preferences')}
      onOpen={follow.onOpen}
    >
      {(close) => <FollowPanel follow={follow} name={name} url={url} onUnfollowed={close} />}
    </Flyout>
  );
}

interface FollowPanelProps {
  follow: CategoryFollow;
  name: string;
  url: string;
  onUnfollowed: () => void;
}

function FollowPanel({ follow, name, url, onUnfollowed }: FollowPanelProps): ReactElement {
  const [unfollowing, setUnfollowing] = useState(false);
  const viewUrl = sanitizeUrl(url);
  const onFollowedContentPage = window.location.pathname.includes('/followed-content');
  const onUnfollow = async (): Promise<void> => {
    setUnfollowing(true);
    const saved = await follow.onUnfollow();
    setUnfollowing(false);
    if (saved) onUnfollowed();
  };
  const error = follow.serverError ?? follow.loadError;
  const details = error?.errors
    ? Object.values(error.errors)
        .flat()
        .map((e) => e.message)
        .filter((m) => m !== error.message)
        .join(' ')
    : undefined;

  return (
    <div className="fw-categoryFollow-panel">
      {!onFollowedContentPage && (
        <a
          className="fw-iconButton fw-categoryFollow-followedContent"
          href={FOLLOWED_CONTENT_URL}
          aria-label={t('View all followed categories')}
          title={t('View all followed categories')}
        >
          <FollowIcon name="gear" />
        </a>
      )}
      {error && (
        <Alert
          type="error"
          className="fw-categoryFollow-error"
          message={error.message}
          description={error.description || details || undefined}
        />
      )}
      {!error && follow.settingsError && (
        <Alert
          type="warning"
          className="fw-categoryFollow-error"
          message={t('Your notification settings could not be loaded.')}
          description={follow.settingsError.description || follow.settingsError.message}
        />
      )}
      <p className="fw-categoryFollow-name">{name}</p>
      {follow.ready ? (
        <CategoryPreferencesTable
          preferences={follow.preferences}
          emailEnabled={follow.emailEnabled}
          digestAvailable={follow.digestAvailable}
          missingMethod={follow.missingMethod}
          onChange={follow.onChange}
        />
      ) : (
        !follow.loadError && <Loader size="small" padded />
      )}
      <div className="fw-categoryFollow-footer">
        {viewUrl && (
          <a className="fw-button fw-categoryFollow-wide" href={viewUrl}>
            {t('View Category')}
          </a>
        )}
        {(follow.followed || unfollowing) && (
          <button
            type="button"
            className="fw-button fw-button--primary fw-categoryFollow-wide"
            disabled={unfollowing}
            onClick={() => void onUnfollow()}
          >
            {t('Unfollow')}
          </button>
        )}
      </div>
    </div>
  );
}
