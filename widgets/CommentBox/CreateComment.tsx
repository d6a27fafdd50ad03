import type { ReactElement } from 'react';
import type { CreateCommentProps } from '@/features/layouts/layoutTypes';
import { CommentBox } from './CommentBox';

export { validateProps } from './CommentBox';

/**
 * The post layout's comment box (docs/widgets/layout-post-assets.md): the CommentBox widget,
 * telling the layout's comment thread about a posted comment (composer events) instead of
 * writing into a server comment list.
 */
export function CreateComment({ discussionID }: CreateCommentProps): ReactElement | null {
  return <CommentBox discussionID={discussionID} commentListSelector="" />;
}
