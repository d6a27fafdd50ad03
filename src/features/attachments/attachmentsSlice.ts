import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import type { ApiAttachment } from '../../api/types/misc';
import { createLoadThunk, trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable, stableHash } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';

/** Integrations by attachment type. */
export type AttachmentCatalog = Record<string, Record<string, unknown>>;

export interface AttachmentSchemaArg {
  attachmentType: string;
  recordType: string;
  recordID: number;
}

const slice = (state: RootState) => state.attachments;

/** `GET /attachments/catalog`. */
export const fetchAttachmentCatalog = createLoadThunk<
  AttachmentCatalog,
  { force?: boolean } | void
>(
  'attachments/catalogRequested',
  async (_arg, { api }) => (await api.get<AttachmentCatalog>('/attachments/catalog')).data,
  { selectLoadable: (state) => slice(state)?.catalog },
);

/** `GET /attachments/schema?attachmentType=&recordType=&recordID=`. */
export const fetchAttachmentSchema = createLoadThunk<unknown, AttachmentSchemaArg>(
  'attachments/schemaRequested',
  async (params, { api }) => (await api.get<unknown>('/attachments/schema', { params })).data,
  { selectLoadable: (state, arg) => slice(state)?.schemas[stableHash(arg)] },
);

/** `POST /attachments` with the attachment payload. */
export const createAttachment = createLoadThunk<ApiAttachment, Record<string, unknown>>(
  'attachments/attachmentCreated',
  async (payload, { api }) => (await api.post<ApiAttachment>('/attachments', payload)).data,
  { selectLoadable: (state) => slice(state)?.saves.create, freshFor: 0 },
);

/** `POST /attachments/refresh` with `{ attachmentIDs, onlyStale }`. */
export const refreshAttachments = createLoadThunk<
  unknown,
  { attachmentIDs: number[]; onlyStale?: boolean }
>(
  'attachments/attachmentsRefreshed',
  async ({ attachmentIDs, onlyStale = true }, { api }) =>
    (await api.post<unknown>('/attachments/refresh', { attachmentIDs, onlyStale })).data,
  { selectLoadable: (state) => slice(state)?.saves.refresh, freshFor: 0 },
);

export interface AttachmentsState {
  catalog: Loadable<AttachmentCatalog>;
  schemas: LoadableMap<unknown>;
  saves: LoadableMap<unknown>;
}

export const attachmentsSlice = createSlice({
  name: 'attachments',
  initialState: { catalog: pendingLoadable(), schemas: {}, saves: {} } as AttachmentsState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, fetchAttachmentCatalog, { slot: (s) => s.catalog });
    trackLoadable(builder, fetchAttachmentSchema, { map: (s) => s.schemas, key: stableHash });
    trackLoadable(builder, createAttachment, { map: (s) => s.saves, key: () => 'create' });
    trackLoadable(builder, refreshAttachments, { map: (s) => s.saves, key: () => 'refresh' });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof attachmentsSlice> {}
}

export const injectedAttachmentsSlice = attachmentsSlice.injectInto(rootReducer);

export const selectAttachmentCatalog = (state: RootState): Loadable<AttachmentCatalog> =>
  injectedAttachmentsSlice.selectSlice(state).catalog;

/** The integration for an attachment type; logs 'No integration found for attachment type' when absent (01 §8). */
export function findIntegration(
  catalog: AttachmentCatalog | undefined,
  attachmentType: string,
): Record<string, unknown> | undefined {
  const integration = catalog?.[attachmentType];
  if (!integration) console.warn('No integration found for attachment type', attachmentType);
  return integration;
}
