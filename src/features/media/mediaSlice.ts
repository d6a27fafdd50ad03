import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { uploadMedia } from '../../api/upload';
import type { ApiMedia } from '../../api/types/misc';
import { selectUploadLimits } from '../../store/configSlice';
import { createLoadThunk, trackLoadable } from '../../store/createLoadThunk';
import { type Loadable, type LoadableMap, pendingLoadable } from '../../store/loadable';
import { rootReducer } from '../../store/rootReducer';
import type { RootState } from '../../store/store';

export interface UploadArg {
  /** Names this upload in the store, e.g. an editor's id plus a counter. */
  uploadKey: string;
  file: File;
}

/**
 * `POST /media` (multipart field `file`), checked first against `upload.maxSize` and
 * `upload.allowedExtensions` from the config; a broken rule is an ERROR with the exact
 * message of 01 §5 and no request.
 */
export const uploadFile = createLoadThunk<ApiMedia, UploadArg>(
  'media/fileUploaded',
  async ({ file }, { api, getState, signal }) =>
    uploadMedia(api, file, selectUploadLimits(getState()), { signal }),
  { selectLoadable: (state: RootState, arg) => state.media?.uploads[arg.uploadKey], freshFor: 0 },
);

export interface MediaState {
  uploads: LoadableMap<ApiMedia>;
}

export const mediaSlice = createSlice({
  name: 'media',
  initialState: { uploads: {} } as MediaState,
  reducers: {},
  extraReducers: (builder) => {
    trackLoadable(builder, uploadFile, { map: (s) => s.uploads, key: (a) => a.uploadKey });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof mediaSlice> {}
}

export const injectedMediaSlice = mediaSlice.injectInto(rootReducer);

export const selectUpload = (state: RootState, uploadKey: string): Loadable<ApiMedia> =>
  injectedMediaSlice.selectSlice(state).uploads[uploadKey] ?? pendingLoadable();
