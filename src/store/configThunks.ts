import * as configApi from '../api/endpoints/config';
import { createLoadThunk } from './createLoadThunk';
import { selectConfigPatchLoadable, selectConfigReadLoadable } from './configLoadables';

export interface FetchConfigArg {
  /** Config keys, e.g. `['garden.cookie.name', 'garden.cookie.path']`. */
  select: string[];
  force?: boolean;
}

/** The request key of a config read: its keys, sorted and comma-joined. */
export function configSelectKey(select: string[]): string {
  return [...select].sort().join(',');
}

/** `GET /config?select=a,b`: a map of the selected keys to their values. */
export const fetchConfig = createLoadThunk<Record<string, unknown>, FetchConfigArg>(
  'config/valuesRequested',
  async ({ select }, { api }) => configApi.getConfig(api, { select: select.join(',') }),
  { selectLoadable: (state, arg) => selectConfigReadLoadable(state, configSelectKey(arg.select)) },
);

/**
 * `PATCH /config` with a key → value map. A failure carries the server's error with its
 * field errors grouped by field (01 §8), e.g. `error.errors['garden.title']`.
 */
export const patchConfig = createLoadThunk<Record<string, unknown>, Record<string, unknown>>(
  'config/valuesPatched',
  async (values, { api }) => {
    const data = await configApi.patchConfig(api, values);
    return data && typeof data === 'object' && Object.keys(data).length > 0 ? data : values;
  },
  { selectLoadable: selectConfigPatchLoadable, freshFor: 0 },
);
