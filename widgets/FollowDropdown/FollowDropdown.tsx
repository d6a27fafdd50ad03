import type { ReactElement } from 'react';
import { propsShape } from '../../src/index';
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
/** The props check the runtime runs after this chunk loads. */
export const validateProps = propsShape({
  categoryID: 'number',
  name: 'string',
  url: 'string',
  preferences: 'object?',
});

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
