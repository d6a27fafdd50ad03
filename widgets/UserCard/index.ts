import type { WidgetDefinition } from '@/index';

/**
 * The `UserCard` marker: the card inline, for `userID` or a preloaded `user`. Its props
 * validator travels in its own chunk (`validateProps` in UserCard.tsx).
 */
export const userCardWidget: WidgetDefinition = {
  name: 'UserCard',
  load: () => import('./UserCard'),
};
