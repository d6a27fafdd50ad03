import type { WidgetDefinition } from '@/index';

/**
 * The category follow dropdown (03 §2): `{ categoryID, name, url, preferences? }`. Its props
 * validator travels in its own chunk (`validateProps` in FollowDropdown.tsx).
 */
export const followDropdownWidget: WidgetDefinition = {
  name: 'FollowDropdown',
  load: () => import('./FollowDropdown'),
};
