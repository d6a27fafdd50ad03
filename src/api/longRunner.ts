import type { ApiClient, ApiResponse, RequestConfig } from './apiClient';
import { isHttpError } from './http';
import { type ApiError, errorFromBody } from './apiError';

/** Progress of a long-running job, per record ID (01 §3 "Bulk operation result"). */
export interface LongRunnerProgress {
  successIDs: number[];
  failedIDs: number[];
  exceptionsByID: Record<string, ApiError>;
  countTotalIDs?: number;
}

export interface LongRunnerResult {
  progress: LongRunnerProgress;
  /** False when the server finished without reporting any progress (e.g. a plain 204). */
  reported: boolean;
}

/** Called after each step with that step's progress and the running total. */
export type ProgressHandler = (step: LongRunnerProgress, total: LongRunnerProgress) => void;

export const CALLS_RUN_PATH = '/calls/run';
export const JWT_CONTENT_TYPE = 'application/system+jwt';

interface StepBody {
  callbackPayload?: unknown;
  progress?: {
    successIDs?: unknown;
    failedIDs?: unknown;
    exceptionsByID?: unknown;
    countTotalIDs?: unknown;
  };
}

function ids(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
}

function readStep(body: StepBody): LongRunnerProgress | null {
  const raw = body.progress;
  if (!raw || typeof raw !== 'object') return null;
  const exceptionsByID: Record<string, ApiError> = {};
  if (raw.exceptionsByID && typeof raw.exceptionsByID === 'object') {
    for (const [id, error] of Object.entries(raw.exceptionsByID as Record<string, unknown>)) {
      const code = (error as { code?: unknown } | null)?.code;
      exceptionsByID[id] = errorFromBody(error, typeof code === 'number' ? code : undefined);
    }
  }
  const step: LongRunnerProgress = {
    successIDs: ids(raw.successIDs),
    failedIDs: ids(raw.failedIDs),
    exceptionsByID,
  };
  if (typeof raw.countTotalIDs === 'number') step.countTotalIDs = raw.countTotalIDs;
  return step;
}

/** Sends one step; an error response that still carries a callbackPayload is a step, not a failure. */
async function step(api: ApiClient, config: RequestConfig): Promise<StepBody> {
  try {
    const response: ApiResponse<unknown> = await api.request(config);
    return response.data && typeof response.data === 'object' ? (response.data as StepBody) : {};
  } catch (error) {
    const data: unknown = isHttpError(error) ? error.response?.data : undefined;
    if (data && typeof data === 'object' && 'callbackPayload' in data) return data as StepBody;
    throw error;
  }
}

/**
 * Runs a request that may be long-running (01 §4): while a response carries
 * `callbackPayload`, POSTs it raw to `calls/run` as `application/system+jwt`. Each step's
 * successIDs, failedIDs and exceptionsByID are reported through `onProgress` as they arrive.
 */
export async function runLongRunner(
  api: ApiClient,
  request: RequestConfig,
  onProgress?: ProgressHandler,
): Promise<LongRunnerResult> {
  const total: LongRunnerProgress = { successIDs: [], failedIDs: [], exceptionsByID: {} };
  let reported = false;
  let body = await step(api, request);
  for (;;) {
    const progress = readStep(body);
    if (progress) {
      reported = true;
      total.successIDs.push(...progress.successIDs);
      total.failedIDs.push(...progress.failedIDs);
      Object.assign(total.exceptionsByID, progress.exceptionsByID);
      if (progress.countTotalIDs !== undefined) total.countTotalIDs = progress.countTotalIDs;
      onProgress?.(progress, { ...total, exceptionsByID: { ...total.exceptionsByID } });
    }
    const payload = body.callbackPayload;
    if (typeof payload !== 'string' || payload === '') break;
    body = await step(api, {
      method: 'post',
      url: CALLS_RUN_PATH,
      data: payload,
      // A string body is sent as it is, not as JSON.
      headers: { 'Content-Type': JWT_CONTENT_TYPE },
    });
  }
  return { progress: total, reported };
}
