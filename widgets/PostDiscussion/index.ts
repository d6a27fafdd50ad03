import type { WidgetDefinition } from '@/index';

/**
 * The new/edit discussion page: `<div data-react="PostDiscussion" data-props='{"categoryID":3}'>`
 * or `'{"discussionID":12,"draftID":4}'`. Its props validator travels in its chunk.
 */
export const postDiscussionWidget: WidgetDefinition = {
  name: 'PostDiscussion',
  load: () => import('./PostDiscussion'),
};
