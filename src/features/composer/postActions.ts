import { apiPatchComment, apiPostComment } from '@/api/endpoints/comments';
import {
  apiPatchDiscussion,
  apiPostDiscussion,
  apiPutDiscussionTags,
} from '@/api/endpoints/discussions';
import { postNotConfirmed } from '@/api/expectRecord';
import type { ApiDiscussion } from '@/api/types/discussions';
import type { ApiComment, ApiDiscussionEdit } from '@/api/types/posting';
import { createLoadThunk, type RequestContext } from '@/store/createLoadThunk';
import { discardPlaceDraft } from '../drafts/draftPlaces';
import type { DraftPlace } from '../drafts/draftRules';
import type { Loadable } from '@/store/loadable';
import type { RootState } from '@/store/store';

/*
 * The composer's posts and saves: new and edited discussions and comments. `postSlice.ts`
 * imports this module (its reducers track these thunks); this module imports nothing of the
 * slice but types, and its thunks read the slice's state through `RootState`, so there is
 * no import cycle. The edit sources and quotes, which no thunk here needs, are in the slice
 * module.
 */

/** What a post or save writes: a new or edited discussion or comment. */
export type PostSaveTarget =
  | { kind: 'newDiscussion' }
  | { kind: 'editDiscussion'; discussionID: number }
  | { kind: 'newComment'; discussionID: number; parentCommentID?: number }
  | { kind: 'editComment'; commentID: number };

/** The composer's save kinds. */
export type PostSaveKind = PostSaveTarget['kind'];

/** The key of one post or save: a form can send it only once at a time. */
export function postSaveKey(target: PostSaveTarget): string {
  switch (target.kind) {
    case 'newDiscussion':
      return 'discussion:new';
    case 'editDiscussion':
      return `discussion:${target.discussionID}`;
    case 'newComment':
      return `comment:new:${target.discussionID}:${target.parentCommentID ?? 0}`;
    case 'editComment':
      return `comment:${target.commentID}`;
  }
}

/** The key of a record's source or quote: `discussion:5`, `comment:7`. */
export const recordKey = (recordType: 'discussion' | 'comment', recordID: number): string =>
  `${recordType}:${recordID}`;

/** A post or save as the slice keeps it (`postSlice.ts`), for the thunks' `condition`. */
const selectPostSaveLoadable = (state: RootState, key: string): Loadable<unknown> | undefined =>
  state.composerPosts?.saves[key];

/** The draft a post was written in; it goes locally and on the server after success. */
export interface PostDraft {
  /** The composer's draft place (removes its local copy and stops its engine). */
  place?: DraftPlace;
  /** The server draft, sent with the post and deleted after it. */
  draftID?: number;
}

export interface DiscussionPostArg extends PostDraft {
  name: string;
  body: string;
  format: string;
  categoryID: number;
  /** `discussion` (default) or `question`. */
  type?: string;
  tagIDs?: number[];
  /** Posted into this group (03 §2, §3): sent as `groupID` and `attributes.groupID`. */
  groupID?: number;
}

export interface DiscussionEditArg extends PostDraft {
  discussionID: number;
  name: string;
  body: string;
  format: string;
  categoryID?: number;
  /** The discussion's tags; sent (`PUT …/tags`) only when they differ from its source. */
  tagIDs?: number[];
}

export interface CommentPostArg extends PostDraft {
  discussionID: number;
  body: string;
  format: string;
  parentCommentID?: number;
}

export interface CommentEditArg extends PostDraft {
  commentID: number;
  body: string;
  format: string;
}

/**
 * After a successful post, the draft goes (03 §4): at once locally, and on the server by a
 * keepalive DELETE (delivered even once the page is left). The post does not wait for it: a
 * DELETE that fails is only logged ('Error deleting draft'), one that hangs must not hold the
 * post.
 */
function discardDraft(arg: PostDraft, { dispatch }: RequestContext): Promise<void> {
  if (!arg.place && arg.draftID === undefined) return Promise.resolve();
  return dispatch(discardPlaceDraft({ place: arg.place, draftID: arg.draftID, keepalive: true }));
}

/**
 * How long a post that leaves the page (to its discussion) gives the DELETE of its draft to
 * answer, so that a refusal is still logged by this page; a slower one goes on without it.
 */
export const DRAFT_DELETE_GRACE_MS = 1500;

/** `discardDraft`, waited for at most `DRAFT_DELETE_GRACE_MS`, before the page is left. */
async function discardDraftBeforeLeaving(arg: PostDraft, context: RequestContext): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise<void>(
    (resolve) => (timer = setTimeout(resolve, DRAFT_DELETE_GRACE_MS)),
  );
  await Promise.race([discardDraft(arg, context), grace]);
  clearTimeout(timer);
}

const sameSet = (a: number[], b: number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

/** `POST /discussions`, then the draft goes. Field errors come back in the rejection. */
export const createDiscussionPost = createLoadThunk<ApiDiscussion, DiscussionPostArg>(
  'composer/discussionPosted',
  async (arg, context) => {
    const { place: _place, draftID, type, tagIDs, groupID, ...fields } = arg;
    const discussion = await apiPostDiscussion(context.api, {
      ...fields,
      ...(type === undefined ? {} : { type }),
      ...(tagIDs === undefined ? {} : { tagIDs }),
      ...(draftID === undefined ? {} : { draftID }),
      // The group (03 §2, §3): `groupID` as the forum's API names it, and `attributes.groupID`.
      ...(groupID === undefined ? {} : { groupID, attributes: { groupID } }),
    });
    await discardDraftBeforeLeaving(arg, context);
    return discussion;
  },
  {
    selectLoadable: (state) =>
      selectPostSaveLoadable(state, postSaveKey({ kind: 'newDiscussion' })),
    freshFor: 0,
    failureToast: false,
  },
);

/**
 * `PATCH /discussions/{id}` with the title, body and category, then `PUT …/tags` when the
 * tags changed; then the draft goes. Answers the discussion after the content patch.
 */
export const saveDiscussionEdit = createLoadThunk<ApiDiscussion, DiscussionEditArg>(
  'composer/discussionEdited',
  async (arg, context) => {
    const { discussionID, name, body, format, categoryID, tagIDs } = arg;
    const discussion = await apiPatchDiscussion(
      context.api,
      discussionID,
      { name, body, format, ...(categoryID === undefined ? {} : { categoryID }) },
      undefined,
      postNotConfirmed(),
    );
    const source = context.getState().composerPosts?.sources[recordKey('discussion', discussionID)]
      ?.data as ApiDiscussionEdit | undefined;
    if (tagIDs && !(source?.tagIDs && sameSet(source.tagIDs, tagIDs)))
      await apiPutDiscussionTags(context.api, discussionID, { tagIDs });
    await discardDraftBeforeLeaving(arg, context);
    return discussion;
  },
  {
    selectLoadable: (state, arg) =>
      selectPostSaveLoadable(
        state,
        postSaveKey({ kind: 'editDiscussion', discussionID: arg.discussionID }),
      ),
    freshFor: 0,
    failureToast: false,
  },
);

/** `POST /comments` (a reply names its `parentCommentID`), then the draft goes. */
export const createCommentPost = createLoadThunk<ApiComment, CommentPostArg>(
  'composer/commentPosted',
  async (arg, context) => {
    const { discussionID, body, format, parentCommentID, draftID } = arg;
    const comment = await apiPostComment(context.api, {
      discussionID,
      body,
      format,
      ...(parentCommentID === undefined ? {} : { parentCommentID }),
      ...(draftID === undefined ? {} : { draftID }),
    });
    void discardDraft(arg, context);
    return comment;
  },
  {
    selectLoadable: (state, arg) =>
      selectPostSaveLoadable(state, postSaveKey({ kind: 'newComment', ...arg })),
    freshFor: 0,
    failureToast: false,
  },
);

/** `PATCH /comments/{id}` with the new body, then the draft of the edit goes. */
export const saveCommentEdit = createLoadThunk<ApiComment, CommentEditArg>(
  'composer/commentEdited',
  async (arg, context) => {
    const comment = await apiPatchComment(context.api, arg.commentID, {
      body: arg.body,
      format: arg.format,
    });
    void discardDraft(arg, context);
    return comment;
  },
  {
    selectLoadable: (state, arg) =>
      selectPostSaveLoadable(state, postSaveKey({ kind: 'editComment', commentID: arg.commentID })),
    freshFor: 0,
    failureToast: false,
  },
);
