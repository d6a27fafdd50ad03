import { type ReactElement, useEffect, useId, useState } from 'react';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import { CategoryPreferencesTable } from '@/features/categories/components/CategoryPreferencesTable';
import { useCategoryFollow } from '@/features/categories/components/useCategoryFollow';
import { formatString, t } from '@/i18n/translate';
import { Alert } from '@/ui/Alert';
import { Loader } from '@/ui/Loader';
import { sanitizeUrl } from '@/utils/links';

export interface FollowedCategoryProps {
  categoryID: number;
  name: string;
  url: string;
  userID: number;
  /** The preferences the list came with. */
  preferences: ApiCategoryPreferences;
  /** Called once the unfollow was saved. */
  onUnfollowed: (name: string) => void;
}

/**
 * One followed category: its name (a link to it), the follow dropdown's own preferences table
 * and rules (`useCategoryFollow` and `CategoryPreferencesTable`, shared, not copied), and
 * Unfollow.
 */
export function FollowedCategory({
  categoryID,
  name,
  url,
  userID,
  preferences: preloaded,
  onUnfollowed,
}: FollowedCategoryProps): ReactElement | null {
  const follow = useCategoryFollow(categoryID, userID, preloaded);
  const headingID = useId();
  const [unfollowing, setUnfollowing] = useState(false);
  const { onOpen } = follow;
  // The table needs the member's settings and the schema, which the dropdown loads on opening.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the dropdown's opening
  useEffect(() => onOpen(), []);
  const href = sanitizeUrl(url);
  const error = follow.serverError ?? follow.loadError;

  if (!follow.followed && !unfollowing) return null;
  const onUnfollow = async (): Promise<void> => {
    setUnfollowing(true);
    const saved = await follow.onUnfollow();
    setUnfollowing(false);
    if (saved) onUnfollowed(name);
  };

  return (
    <li className="fw-followed-item" aria-labelledby={headingID}>
      <div className="fw-followed-top">
        <h3 id={headingID} className="fw-followed-name">
          {href ? <a href={href}>{name}</a> : name}
        </h3>
        <button
          type="button"
          className="fw-button fw-followed-unfollow"
          disabled={unfollowing}
          aria-label={formatString(t('Unfollow %s'), name)}
          onClick={() => void onUnfollow()}
        >
          {t('Unfollow')}
        </button>
      </div>
      {error && (
        <Alert type="error" message={error.message} description={error.description || undefined} />
      )}
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
    </li>
  );
}
