import type { WidgetDefinition } from '@/index';

/**
 * The member's drafts page (03 §3, §4, §7): `<div data-react="DraftsPage" data-props='{}'>`.
 * Its props validator travels in its own chunk (`validateProps`), so the entry holds only the
 * name and the import.
 */
export const draftsPageWidget: WidgetDefinition = {
  name: 'DraftsPage',
  load: () => import('./DraftsPage'),
};
