import type { ReactElement } from 'react';
import { propsShape } from '@/index';
import type { ApiCategoryPreferences } from '@/api/types/misc';
import { CategoryFollowDropdown } from '@/features/categories/components/CategoryFollowDropdown';
import { TranslateCategoryButton } from '@/features/translations/components/TranslateCategoryButton';

export interface FollowDropdownProps {
  categoryID: number;
  name: string;
  url: string;
  preferences?: ApiCategoryPreferences;
  /** The marker's server HTML; not used (the dropdown replaces the server's button). */
  contents?: string;
}

/** The props check the runtime runs after this chunk loads. */
export const validateProps = propsShape({
  categoryID: 'number',
  name: 'string',
  url: 'string',
  preferences: 'object?',
});

const ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5em' } as const;

/**
 * The `FollowDropdown` marker: the shared category follow dropdown and, for `site.manage`
 * holders, the category's Translate button (issue 20).
 */
export function FollowDropdown({
  categoryID,
  name,
  url,
  preferences,
}: FollowDropdownProps): ReactElement {
  return (
    <div style={ROW}>
      <CategoryFollowDropdown
        categoryID={categoryID}
        name={name}
        url={url}
        preferences={preferences}
      />
      <TranslateCategoryButton categoryID={categoryID} name={name} />
    </div>
  );
}
