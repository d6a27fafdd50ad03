import type { WidgetDefinition } from '@/index';

/**
 * The discussion list: `<div data-react="DiscussionList" data-props='{"categoryID":3}'>`. Its
 * props validator travels in its own chunk (`validateProps` in DiscussionList.tsx).
 */
export const discussionListWidget: WidgetDefinition = {
  name: 'DiscussionList',
  load: () => import('./DiscussionList'),
};
