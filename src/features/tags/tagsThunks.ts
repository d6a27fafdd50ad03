import { listTags } from '../../api/endpoints/tags';
import type { ApiTag } from '../../api/types/discussions';
import { createLoadThunk } from '../../store/createLoadThunk';
import { selectTagLookupLoadable } from './tagsLoadables';
import { expectList } from '../../api/expectList';

/** Tag lookup debounce (01 §9). */
export const TAG_LOOKUP_DEBOUNCE_MS = 100;

/** `GET /tags?query={name}`. */
export const lookupTags = createLoadThunk<ApiTag[], { query: string }>(
  'tags/lookupRequested',
  async ({ query }, { api, signal }) => expectList<ApiTag>(await listTags(api, { query }, signal)),
  { selectLoadable: (state, arg) => selectTagLookupLoadable(state, arg.query) },
);
