import type { WidgetDefinition } from '@/index';

/**
 * The comment box under a discussion: `<div data-react="CommentBox" data-props='{"discussionID":5}'>`
 * (`commentID` edits that comment in place). Its props validator travels in its chunk.
 */
export const commentBoxWidget: WidgetDefinition = {
  name: 'CommentBox',
  load: () => import('./CommentBox'),
};
