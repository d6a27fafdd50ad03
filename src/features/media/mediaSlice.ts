import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { uploadMedia } from '@/api/upload';
import type { ApiMedia } from '@/api/types/misc';
import { selectUploadLimits } from '@/store/configSlice';
import { createLoadThunk, trackLoadable } from '@/store/createLoadThunk';
import { type Loadable, type LoadableMap, LoadStatus, pendingLoadable } from '@/store/loadable';
import { rootReducer } from '@/store/rootReducer';
import type { RootState } from '@/store/store';

export interface UploadArg {
  /** Names this upload in the store, e.g. an editor's id plus a counter. */
  uploadKey: string;
  file: File;
}

/**
 * `POST /media` (multipart field `file`), checked first against `upload.maxSize` and
 * `upload.allowedExtensions` from the config; a broken rule is an ERROR with the exact
 * message of 01 §5 and no request. While the file is sent, its progress (0..1) goes to
 * `selectUploadProgress`; aborting the dispatched thunk cancels the request.
 */
export const uploadFile = createLoadThunk<ApiMedia, UploadArg>(
  'media/fileUploaded',
  async ({ uploadKey, file }, { api, getState, dispatch, signal }) =>
    uploadMedia(api, file, selectUploadLimits(getState()), {
      signal,
      onUploadProgress: (fraction) => {
        dispatch(mediaSlice.actions.uploadProgressed({ uploadKey, fraction }));
      },
    }),
  {
    selectLoadable: (state: RootState, arg) => state.media?.uploads[arg.uploadKey],
    freshFor: 0,
    failureToast: false,
  },
);

export interface MediaState {
  uploads: LoadableMap<ApiMedia>;
  /** How much of each upload's request body was sent, 0..1, while it is sent. */
  progress: Record<string, number>;
}

export const mediaSlice = createSlice({
  name: 'media',
  initialState: { uploads: {}, progress: {} } as MediaState,
  reducers: {
    uploadProgressed(state, action: PayloadAction<{ uploadKey: string; fraction: number }>) {
      const { uploadKey, fraction } = action.payload;
      if (state.uploads[uploadKey]?.status !== LoadStatus.LOADING) return;
      state.progress[uploadKey] = Math.min(1, Math.max(0, fraction));
    },
    /** The user removed or cancelled the upload: nothing of it is kept. */
    uploadDiscarded(state, action: PayloadAction<string>) {
      delete state.uploads[action.payload];
      delete state.progress[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(uploadFile.pending, (state, action) => {
      state.progress[action.meta.arg.uploadKey] = 0;
    });
    trackLoadable(builder, uploadFile, { map: (s) => s.uploads, key: (a) => a.uploadKey });
  },
});

export const { uploadProgressed, uploadDiscarded } = mediaSlice.actions;

declare module '@/store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof mediaSlice> {}
}

export const injectedMediaSlice = mediaSlice.injectInto(rootReducer);

export const selectUpload = (state: RootState, uploadKey: string): Loadable<ApiMedia> =>
  injectedMediaSlice.selectSlice(state).uploads[uploadKey] ?? pendingLoadable();

/** The share of an upload sent so far (0..1); 0 before it starts. */
export const selectUploadProgress = (state: RootState, uploadKey: string): number =>
  injectedMediaSlice.selectSlice(state).progress[uploadKey] ?? 0;
