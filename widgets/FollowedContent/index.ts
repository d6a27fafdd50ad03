import type { WidgetDefinition } from '@/index';

/**
 * The member's followed categories with their notification preferences and Unfollow (03 §2):
 * `<div data-react="FollowedContent" data-props='{}'>`. Its validator is in its chunk.
 */
export const followedContentWidget: WidgetDefinition = {
  name: 'FollowedContent',
  load: () => import('./FollowedContent'),
};
