import * as discussionsApi from '../../api/endpoints/discussions';
import { type Paging, parsePaging } from '../../api/paging';
import type {
  ApiDiscussion,
  ApiDiscussionPatch,
  ApiDiscussionsQuery,
  ApiTag,
} from '../../api/types/discussions';
import { createLoadThunk } from '../../store/createLoadThunk';
import { stableHash } from '../../store/loadable';
import { expectList } from '../../api/expectList';
import {
  selectDiscussionListLoadable,
  selectDiscussionLoadable,
  selectDiscussionSaveLoadable,
} from './discussionsLoadables';

/** Fields every discussion read expands (01 §7). */
export const DISCUSSION_EXPAND = ['insertUser', 'breadcrumbs'];

export interface DiscussionArg {
  discussionID: number;
  force?: boolean;
}

export type DiscussionsListArg = ApiDiscussionsQuery & { force?: boolean };

export interface DiscussionsPage {
  discussions: ApiDiscussion[];
  paging: Paging;
}

/** The cache key of a list: a stable hash of its params (without `force`). */
export function discussionsListKey(arg: DiscussionsListArg): string {
  const { force: _force, ...params } = arg;
  return stableHash(params);
}

/** The key of a save on one discussion, e.g. `bookmark:12`. */
export function saveKey(kind: string, discussionID: number): string {
  return `${kind}:${discussionID}`;
}

/** `GET /discussions/{id}?expand[]=insertUser&expand[]=breadcrumbs`. */
export const fetchDiscussion = createLoadThunk<ApiDiscussion, DiscussionArg>(
  'discussions/discussionRequested',
  // One discussion is shown whole (the post page, the comment box): with its author's signature.
  async ({ discussionID }, { api }) =>
    discussionsApi.getDiscussion(api, discussionID, {
      expand: [...DISCUSSION_EXPAND, 'insertUser.signature'],
    }),
  { selectLoadable: (state, arg) => selectDiscussionLoadable(state, arg.discussionID) },
);

/**
 * `GET /discussions` with the caller's params (a `discussionID` list and `limit` filter by
 * IDs); paging comes from the response headers.
 */
export const fetchDiscussions = createLoadThunk<DiscussionsPage, DiscussionsListArg>(
  'discussions/listRequested',
  async (arg, { api }) => {
    const { force: _force, expand, ...params } = arg;
    const response = await discussionsApi.listDiscussions(api, {
      ...params,
      expand: [...DISCUSSION_EXPAND, ...(expand ?? [])],
    });
    return {
      discussions: expectList<ApiDiscussion>(response.data),
      paging: parsePaging(response.headers),
    };
  },
  { selectLoadable: (state, arg) => selectDiscussionListLoadable(state, discussionsListKey(arg)) },
);

/** `PATCH /discussions/{id}?expand=category`, e.g. `{ closed: true }`, `{ sink: true }`. */
export const patchDiscussion = createLoadThunk<
  ApiDiscussion,
  { discussionID: number; patch: ApiDiscussionPatch }
>(
  'discussions/discussionPatched',
  async ({ discussionID, patch }, { api }) =>
    discussionsApi.patchDiscussion(api, discussionID, patch, { expand: 'category' }),
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, saveKey('patch', arg.discussionID)),
    freshFor: 0,
  },
);

/** `PUT /discussions/{id}/type` with `{ type }`. */
export const changeDiscussionType = createLoadThunk<
  ApiDiscussion | null,
  { discussionID: number; type: string }
>(
  'discussions/typeChanged',
  async ({ discussionID, type }, { api }) => {
    const data = await discussionsApi.putDiscussionType(api, discussionID, { type });
    // 200 with the discussion, or 204. A 408 counts as success (01 §7) and carries an error
    // object, no discussion: then the type is applied as asked, as after a 204.
    return data && typeof data === 'object' && data.discussionID === discussionID ? data : null;
  },
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, saveKey('type', arg.discussionID)),
    freshFor: 0,
  },
);

/** `PUT /discussions/{id}/tags` with `{ tagIDs }`; answers the discussion's tags. */
export const setDiscussionTags = createLoadThunk<
  ApiTag[] | null,
  { discussionID: number; tagIDs: number[] }
>(
  'discussions/tagsSet',
  async ({ discussionID, tagIDs }, { api }) => {
    const data: unknown = await discussionsApi.putDiscussionTags(api, discussionID, { tagIDs });
    if (Array.isArray(data)) return data as ApiTag[];
    const tags = (data as { tags?: unknown } | null)?.tags;
    return Array.isArray(tags) ? (tags as ApiTag[]) : null;
  },
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, saveKey('tags', arg.discussionID)),
    freshFor: 0,
  },
);

/** `DELETE /discussions/{id}`; the discussion leaves the cache and every cached list. */
export const deleteDiscussion = createLoadThunk<void, { discussionID: number }>(
  'discussions/discussionDeleted',
  async ({ discussionID }, { api }) => {
    await discussionsApi.deleteDiscussion(api, discussionID);
  },
  {
    selectLoadable: (state, arg) =>
      selectDiscussionSaveLoadable(state, saveKey('delete', arg.discussionID)),
    freshFor: 0,
  },
);
