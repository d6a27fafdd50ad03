import type { WidgetDefinition } from '@/index';

/**
 * A member's collections (03 §3, 01 §4): `<div data-react="CollectionsPage" data-props='{"userID":3,"name":"member"}'>`.
 * The props validator travels in its own chunk (`validateProps`).
 */
export const collectionsPageWidget: WidgetDefinition = {
  name: 'CollectionsPage',
  load: () => import('./CollectionsPage'),
};
