import {
  type ActionReducerMapBuilder,
  type AsyncThunk,
  createAsyncThunk,
  type Draft,
} from '@reduxjs/toolkit';
import type { ApiClient } from '@/api/apiClient';
import { type ApiError, toApiError } from '@/api/apiError';
import { FRESH_FOR_MS, type Loadable, LoadStatus } from './loadable';
import type { AppDispatch, RootState } from './storeTypes';

/** What every thunk gets as `extra`: the page's one API client. */
export interface ThunkExtra {
  api: ApiClient;
}

export interface AppThunkConfig {
  state: RootState;
  dispatch: AppDispatch;
  extra: ThunkExtra;
  rejectValue: ApiError;
}

export type AppAsyncThunk<Returned, Arg> = AsyncThunk<Returned, Arg, AppThunkConfig>;

export interface RequestContext {
  api: ApiClient;
  getState: () => RootState;
  dispatch: AppDispatch;
  signal: AbortSignal;
  /** This request's id, the key of any optimistic snapshot its pending reducer stored. */
  requestId: string;
}

export interface LoadThunkOptions<Arg> {
  /** The loadable this thunk fills; lets `condition` drop duplicate and fresh requests. */
  selectLoadable?: (state: RootState, arg: Arg) => Loadable<unknown> | undefined;
  /**
   * How long a settled result (SUCCESS or ERROR) is reused, in ms. Default 5 minutes
   * (03 §9); 0 for saves, which only refuse to run twice at once; Infinity for "once".
   */
  freshFor?: number;
  /**
   * The failure toast one listener raises when this thunk is rejected (not aborted, not
   * skipped by `condition`): by default dismissible, with `failureText(error)`. `false` opts
   * out (a load shown in place, a lookup, a background refresh, a form that shows its error).
   */
  failureToast?: false | FailureToastOptions<Arg>;
}

export interface FailureToastOptions<Arg> {
  /** The toast's text; default the error's description, else its message (03 §8). */
  text?: (error: ApiError | undefined, arg: Arg) => string;
  /** A later failure with the same toastID replaces the toast instead of stacking another. */
  toastID?: string;
  /** No toast for this call (e.g. a `silent` removal). */
  skip?: (arg: Arg) => boolean;
}

/** Every typePrefix built by the helper; the contract test checks each one is exercised. */
export const thunkTypePrefixes = new Set<string>();

/** Each typePrefix's failure toast option, read by the one failure toast listener. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk's arg
export const thunkFailureToasts = new Map<string, false | FailureToastOptions<any>>();

function isForced(arg: unknown): boolean {
  return typeof arg === 'object' && arg !== null && (arg as { force?: unknown }).force === true;
}

/**
 * The one way to build a thunk (CONVENTIONS "State"). It normalises every failure to
 * `ApiError`, never retries, and its `condition` skips a request when the same one is in
 * flight, or settled less than `freshFor` ago, unless the arg carries `force: true`.
 * Name `typePrefix` as a past-tense event: `discussions/bookmarkToggled`.
 */
export function createLoadThunk<Returned, Arg = void>(
  typePrefix: string,
  request: (arg: Arg, context: RequestContext) => Promise<Returned>,
  options: LoadThunkOptions<Arg> = {},
): AppAsyncThunk<Returned, Arg> {
  const freshFor = options.freshFor ?? FRESH_FOR_MS;
  const selectLoadable = options.selectLoadable;
  thunkTypePrefixes.add(typePrefix);
  thunkFailureToasts.set(typePrefix, options.failureToast ?? {});
  return createAsyncThunk<Returned, Arg, AppThunkConfig>(
    typePrefix,
    async (arg, { extra, getState, dispatch, signal, requestId, rejectWithValue }) => {
      try {
        return await request(arg, { api: extra.api, getState, dispatch, signal, requestId });
      } catch (error) {
        return rejectWithValue(toApiError(error));
      }
    },
    {
      condition: selectLoadable
        ? (arg, { getState }): boolean => {
            const loadable = selectLoadable(getState(), arg);
            if (!loadable) return true;
            if (loadable.status === LoadStatus.LOADING) return false;
            // A failure is never fresh: the next widget or user that asks, asks again (there is
            // still no automatic retry).
            if (loadable.status === LoadStatus.ERROR) return true;
            if (isForced(arg) || freshFor <= 0 || loadable.fetchedAt === undefined) return true;
            if (loadable.status === LoadStatus.PENDING) return true;
            return Date.now() - loadable.fetchedAt >= freshFor;
          }
        : undefined,
    },
  );
}

type TrackTarget<S, Arg, T> =
  | {
      /** A map of loadables in this slice's state, and the entry the request fills. */
      map: (state: Draft<S>) => Record<string, Loadable<T>>;
      key: (arg: Arg) => string;
    }
  | {
      /** A single loadable in this slice's state. */
      slot: (state: Draft<S>) => Loadable<T>;
    };

export type TrackOptions<S, Returned, Arg, T> = TrackTarget<S, Arg, T> & {
  /** What to keep as `data`; default the payload itself. Return undefined to keep none. */
  data?: (payload: Returned, arg: Arg) => T | undefined;
};

function locate<S, Arg, T>(
  state: Draft<S>,
  arg: Arg,
  target: TrackTarget<S, Arg, T>,
): Loadable<unknown> {
  if ('slot' in target) return target.slot(state) as Loadable<unknown>;
  const map = target.map(state) as Record<string, Loadable<unknown>>;
  const key = target.key(arg);
  return (map[key] ??= { status: LoadStatus.PENDING });
}

/**
 * Writes a thunk's request states into the slice: LOADING on pending, SUCCESS with data on
 * fulfilled, ERROR with the normalised error on rejected; an aborted request goes back to
 * PENDING. This is the only code that writes the four states. It uses matchers, so call it
 * after the slice's own `addCase`s.
 */
export function trackLoadable<S, Returned, Arg, T = Returned>(
  builder: ActionReducerMapBuilder<S>,
  thunk: AppAsyncThunk<Returned, Arg>,
  options: TrackOptions<S, Returned, Arg, T>,
): void {
  builder
    .addMatcher(thunk.pending.match, (state, action) => {
      locate(state, action.meta.arg, options).status = LoadStatus.LOADING;
    })
    .addMatcher(thunk.fulfilled.match, (state, action) => {
      const loadable = locate(state, action.meta.arg, options);
      const data = options.data
        ? options.data(action.payload, action.meta.arg)
        : (action.payload as unknown as T);
      loadable.status = LoadStatus.SUCCESS;
      loadable.fetchedAt = Date.now();
      delete loadable.error;
      if (data === undefined) delete loadable.data;
      else loadable.data = data;
    })
    .addMatcher(thunk.rejected.match, (state, action) => {
      const loadable = locate(state, action.meta.arg, options);
      if (action.meta.aborted) {
        loadable.status = LoadStatus.PENDING;
        return;
      }
      loadable.status = LoadStatus.ERROR;
      loadable.error = action.payload ?? toApiError(action.error);
      loadable.fetchedAt = Date.now();
    });
}

/**
 * Tracks several saves of one kind of record in one map of the slice: each `[kind, thunk]`
 * pair's request states go under `key(kind, arg)`, keeping no data. The discussions and the
 * comments slices both track their per-record actions (patch, reaction, report...) this way.
 * `Kind` is the domain's union of save kinds (`DiscussionSaveKind`, `CommentSaveKind`), so a
 * misspelt kind does not compile.
 */
export function trackSaves<S, Arg, Kind extends string>(
  builder: ActionReducerMapBuilder<S>,
  saves: ReadonlyArray<readonly [Kind, unknown]>,
  options: {
    map: (state: Draft<S>) => Record<string, Loadable<unknown>>;
    key: (kind: Kind, arg: Arg) => string;
  },
): void {
  for (const [kind, thunk] of saves) {
    trackLoadable<S, unknown, Arg, unknown>(builder, thunk as AppAsyncThunk<unknown, Arg>, {
      map: options.map,
      key: (arg) => options.key(kind, arg),
      data: () => undefined,
    });
  }
}
