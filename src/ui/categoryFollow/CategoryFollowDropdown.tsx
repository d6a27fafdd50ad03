import type { ReactElement } from 'react';
import type { ApiCategoryPreferences } from '../../api/types/misc';

export interface CategoryFollowDropdownProps {
  categoryID: number;
  /** The category's name. */
  name: string;
  /** The category's page, for the 'View Category' link. */
  url: string;
  /** Preloaded preferences (e.g. from a category item); skips the first fetch. */
  preferences?: ApiCategoryPreferences;
}

/** The category follow dropdown (03 §2). Work in progress: the signature is final. */
export function CategoryFollowDropdown({ name }: CategoryFollowDropdownProps): ReactElement {
  return <span>{name}</span>;
}
