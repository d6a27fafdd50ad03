import type { ReactElement } from 'react';
import type { ApiCategoryPreferences } from '../../src/api/types/misc';
import { CategoryFollowDropdown } from '../../src/features/categories/components/CategoryFollowDropdown';

export interface FollowDropdownProps {
  categoryID: number;
  name: string;
  url: string;
  preferences?: ApiCategoryPreferences;
  /** The marker's server HTML; not used (the dropdown replaces the server's button). */
  contents?: string;
}

/** The `FollowDropdown` marker: a thin wrapper around the shared category follow dropdown. */
export function FollowDropdown({
  categoryID,
  name,
  url,
  preferences,
}: FollowDropdownProps): ReactElement {
  return (
    <CategoryFollowDropdown
      categoryID={categoryID}
      name={name}
      url={url}
      preferences={preferences}
    />
  );
}
