import type { WidgetDefinition } from '@/index';

/**
 * The post page: `<div data-react="DiscussionPage" data-props='{"discussionID":5}'>`. Its
 * props validator travels in its own chunk (`validateProps` in DiscussionPage.tsx).
 */
export const discussionPageWidget: WidgetDefinition = {
  name: 'DiscussionPage',
  load: () => import('./DiscussionPage'),
};
