/**
 * The fault matrix: every `/api/v2` call × every fault of 01 §8 (the faults of the browser
 * tests, tests/e2e/support/faults.ts), answered by msw, with what thunks and toasts read from
 * the outcome: the error's class, code, status and message, and `toApiError`'s normalised error.
 *
 * The calls are not listed here. They are every exported function of src/api/endpoints/*.ts
 * (plus `searchRequest` and `uploadMedia`), with the arguments the contract scenarios
 * (tests/contract/scenarios.ts) give them (faultMatrixCalls.ts). The guards at the end fail
 * when a function has no call, when an operation of api/openapi.yaml is not faulted, or when
 * another file of src/ calls the client.
 *
 * One level up, a real store records each fault as a failed load, with the text a widget shows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createElement } from 'react';
import { createApiClient } from '@/api/apiClient';
import { type ApiError, DEFAULT_ERROR_MESSAGE, isApiError, toApiError } from '@/api/apiError';
import { postNotConfirmed } from '@/api/expectRecord';
import { HttpError, type HttpErrorCode } from '@/api/http';
import { ReactionLogModal } from '@/features/reactions/components/ReactionLogModal';
import { fetchReactionLog, selectReactionLog } from '@/features/reactions/reactionLogSlice';
import { bumpDiscussion } from '@/features/discussions/discussionsActions';
import { selectDiscussionByID } from '@/features/discussions/discussionsSlice';
import { changeDiscussionType, fetchDiscussion } from '@/features/discussions/discussionsActions';
import { fetchEnabledAddons, selectEnabledAddons } from '@/features/layouts/layoutsSlice';
import { lookupTags, selectTagLookup } from '@/features/tags/tagsSlice';
import {
  addFragmentStylesheet,
  FragmentLoadError,
  loadFragmentComponent,
  STYLESHEET_TIMEOUT_MS,
} from '@/features/layouts/fragments/loadFragment';
import { failureText } from '@/store/failureToasts';
import { LoadStatus } from '@/store/loadable';
import { selectToasts } from '@/store/toastsSlice';
import { SCRIPT_LOAD_FAILED_MESSAGE, scriptTimeoutMessage } from '@/utils/scriptLoader';
import { loadOpenApi } from '../../contract/openapiIndex';
import { runEveryRequest } from '../../contract/scenarios';
import { CDN_PAGE } from '../../e2e/support/faults';
import { API, server, SITE_URL, TEST_CONFIG } from '../../support/msw';
import { OWN_CONTRACT } from '../../support/openApiFiles';
import { makeTestStore, renderWithProviders } from '../../support/renderWithProviders';
import {
  callFunctions,
  CLIENT_CALLERS,
  collectVariants,
  operationOf,
  RESUME_KEY,
  type Variant,
  withSignal,
} from './faultMatrixCalls';

// ---------------------------------------------------------------------------------------------
// The faults (tests/e2e/support/faults.ts) and what each one must produce.

const FAULTS = ['500', '403', '404', '408', 'cdn', 'malformed', 'network', 'hang'] as const;
type Fault = (typeof FAULTS)[number];
type Failing = Exclude<Fault, '408' | 'hang'>;
const FAILING = FAULTS.filter((f): f is Failing => f !== '408' && f !== 'hang');

const MALFORMED_BODY = '{"discussionID": 1, oops';
const CDN_TRACE = '7d1f2e3a4b5c6d7e';

/** The answer of each fault; a hang is never answered. */
function answer(fault: Exclude<Fault, 'hang'>): Response {
  switch (fault) {
    case '500':
      return HttpResponse.json({ message: 'Server exploded.', status: 500 }, { status: 500 });
    case '403':
      return HttpResponse.json({ message: 'Permission Problem', status: 403 }, { status: 403 });
    case '404':
      return HttpResponse.json({ message: 'Not Found', status: 404 }, { status: 404 });
    case '408':
      return HttpResponse.json({ message: 'Request timeout', status: 408 }, { status: 408 });
    case 'cdn':
      return new HttpResponse(CDN_PAGE, { status: 502, headers: { 'Content-Type': 'text/html' } });
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'network':
      return HttpResponse.error();
  }
}

/** What a call that fails on `fault` rejects with, and what `toApiError` makes of it. */
const FAILURE: Record<
  Failing,
  { code: HttpErrorCode; message: string; status?: number; apiError: ApiError }
> = {
  '500': {
    code: 'ERR_BAD_RESPONSE',
    message: 'Request failed with status code 500',
    status: 500,
    apiError: { message: 'Server exploded.', status: 500 },
  },
  '403': {
    code: 'ERR_BAD_REQUEST',
    message: 'Request failed with status code 403',
    status: 403,
    apiError: { message: 'Permission Problem', status: 403 },
  },
  '404': {
    code: 'ERR_BAD_REQUEST',
    message: 'Request failed with status code 404',
    status: 404,
    apiError: { message: 'Not Found', status: 404 },
  },
  // The CDN page is recognised: its heading, its explanation and the Ray ID (01 §8).
  cdn: {
    code: 'ERR_BAD_RESPONSE',
    message: 'Request failed with status code 502',
    status: 502,
    apiError: {
      message: 'Bad gateway',
      description: `The web server reported a bad gateway error. Ray ID: ${CDN_TRACE}`,
      trace: CDN_TRACE,
      status: 502,
    },
  },
  // A success status with a body that is not JSON is rejected (01 §7).
  malformed: {
    code: 'ERR_BAD_RESPONSE',
    message: 'The server answered with a body that is not valid JSON.',
    status: 200,
    apiError: { message: DEFAULT_ERROR_MESSAGE, status: 200 },
  },
  network: {
    code: 'ERR_NETWORK',
    message: 'Network Error',
    apiError: { message: DEFAULT_ERROR_MESSAGE },
  },
};

/** The text a widget or a failure toast shows for a failed load or save (failureText). */
const SHOWN: Record<Failing, string> = {
  '500': 'Server exploded.',
  '403': 'Permission Problem',
  '404': 'Not Found',
  cdn: `The web server reported a bad gateway error. Ray ID: ${CDN_TRACE}`,
  malformed: DEFAULT_ERROR_MESSAGE,
  network: DEFAULT_ERROR_MESSAGE,
};

/**
 * A 408 counts as success (01 §7), so the client resolves. These calls then check the body,
 * find no record or list in the 408's `{message, status}`, and fail with an `ApiError` (not an
 * `HttpError`) carrying this message; every other call resolves.
 */
const REJECTS_ON_408: Record<string, (args: unknown[]) => string> = {
  'collections.apiGetCollectionsPage': () => 'Request timeout',
  'collections.apiPatchCollection': () => 'Request timeout',
  'collections.apiPostCollection': () => 'Request timeout',
  'comments.apiPostComment': () => postNotConfirmed(),
  'comments.apiPatchComment': () => postNotConfirmed(),
  'comments.apiGetCommentEdit': () => 'Request timeout',
  'comments.apiGetQuote': () => 'Request timeout',
  'comments.apiGetComments': () => 'Request timeout',
  'comments.apiGetCommentsCount': () => 'Request timeout',
  'discussions.apiGetDiscussion': () => 'Request timeout',
  // The caller may name the message of an unconfirmed patch (its fifth argument).
  'discussions.apiPatchDiscussion': (args) =>
    typeof args[3] === 'string' ? args[3] : 'Request timeout',
  'discussions.apiPostDiscussion': () => postNotConfirmed(),
  'discussions.apiGetDiscussionEdit': () => 'Request timeout',
  'discussions.apiPutDiscussionRead': () => 'Request timeout',
  'drafts.apiGetDrafts': () => 'Request timeout',
  'drafts.apiGetDraftEdit': () => 'Request timeout',
  'drafts.apiPostDraft': () => 'Request timeout',
  'drafts.apiPatchDraft': () => 'Request timeout',
  'notifications.apiGetNotification': () => 'Request timeout',
  'users.apiGetUser': () => 'Request timeout',
  'users.apiPostUser': () => 'Request timeout',
  'users.apiPatchUser': () => 'Request timeout',
  'search.searchRequest': () => 'Request timeout',
  'upload.uploadMedia': () => 'The server did not confirm the upload.',
};

/**
 * Operations of api/openapi.yaml the matrix cannot fault: no call function sends them. A
 * fragment's script and stylesheet are loaded by `<script>` and `<link>` elements
 * (loadFragment.ts), not by the JSON client; the last describe checks what they do instead.
 */
const NOT_FAULTED: Record<string, string> = {
  'GET /fragments/{fragmentUUID}/js': 'a <script> element (loadFragmentComponent)',
  'GET /fragments/{fragmentUUID}/css': 'a <link> element (addFragmentStylesheet)',
  'GET /events':
    'the live event stream (src/api/eventsRequest.ts, a fetch read as a stream); its faults are in tests/unit/live/streamConnection.test.ts',
};

// ---------------------------------------------------------------------------------------------
// Running one call under one fault.

const operations = loadOpenApi(OWN_CONTRACT);
const functions = callFunctions();
const KEYS = [...functions.map((fn) => fn.key), RESUME_KEY];
let variants: Map<string, Variant[]>;

beforeAll(async () => {
  variants = await collectVariants(functions, operations);
}, 20_000);

function variantsOf(key: string): Variant[] {
  const list = variants.get(key);
  if (!list?.length) {
    throw new Error(
      `${key} is never called by tests/contract/scenarios.ts: add a scenario for the thunk ` +
        'that uses it, or a SUPPLEMENTS entry in faultMatrixCalls.ts',
    );
  }
  return list;
}

/** One macrotask turn: whatever was going to settle by itself has settled. */
const turn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

type Settled = { ok: true; value: unknown } | { ok: false; error: unknown };

/** What the caller sees, in the terms the expectations use (readable in a failed diff). */
function observed(variant: Variant, sent: string[], settled: Settled | 'pending'): unknown {
  const base = { call: variant.label, requests: sent };
  if (settled === 'pending') return { ...base, settled: 'pending' };
  if (settled.ok) return { ...base, settled: 'resolved' };
  const error = settled.error;
  if (error instanceof HttpError) {
    return {
      ...base,
      settled: 'rejected',
      class: 'HttpError',
      code: error.code,
      message: error.message,
      status: error.response?.status,
      apiError: toApiError(error),
    };
  }
  if (isApiError(error))
    return { ...base, settled: 'rejected', class: 'ApiError', apiError: error };
  return { ...base, settled: 'rejected', class: String(error), apiError: toApiError(error) };
}

function expected(variant: Variant, fault: Fault): unknown {
  const base = { call: variant.label, requests: variant.operations };
  if (fault === 'hang') {
    return {
      ...base,
      settled: 'rejected',
      class: 'HttpError',
      code: 'ERR_CANCELED',
      message: 'The call was cancelled.',
      status: undefined,
      apiError: { message: 'The request was cancelled.' },
    };
  }
  if (fault === '408') {
    const rejects = REJECTS_ON_408[variant.key];
    if (!rejects) return { ...base, settled: 'resolved' };
    return {
      ...base,
      settled: 'rejected',
      class: 'ApiError',
      apiError: { message: rejects(variant.args) },
    };
  }
  const failure = FAILURE[fault];
  return {
    ...base,
    settled: 'rejected',
    class: 'HttpError',
    code: failure.code,
    message: failure.message,
    status: failure.status,
    apiError: failure.apiError,
  };
}

async function runUnderFault(variant: Variant, fault: Fault): Promise<void> {
  const sent: string[] = [];
  let reached!: () => void;
  const faulted = new Promise<void>((resolve) => (reached = resolve));
  server.use(
    http.all(`${API}/*`, async ({ request }) => {
      const before = variant.before[sent.length];
      sent.push(operationOf(operations, request.method, request.url));
      if (before) return before();
      reached();
      if (fault === 'hang') await delay('infinite');
      return answer(fault === 'hang' ? 'network' : fault);
    }),
  );
  const reload = jest.fn();
  const controller = new AbortController();
  const client = createApiClient(TEST_CONFIG, { reload });
  // A call that takes a signal gets it as its argument (so the test sees it passes it on);
  // the client carries it into the others.
  const api = variant.takesSignal ? client : withSignal(client, controller.signal);
  let settled: Settled | 'pending' = 'pending';
  const done = variant.run(api, controller.signal).then(
    (value) => void (settled = { ok: true, value }),
    (error: unknown) => void (settled = { ok: false, error }),
  );
  if (fault === 'hang') {
    // (A call that fails before its request settles here, and the check below says so.)
    await Promise.race([faulted, done]);
    await turn();
    // Unanswered, the call is still pending, with its one request: nothing else settles it.
    expect(observed(variant, sent, settled)).toEqual({
      call: variant.label,
      requests: variant.operations,
      settled: 'pending',
    });
    controller.abort();
    // Its signal settles it at once (a call that ignored it would still be pending here).
    await Promise.race([done, turn().then(turn).then(turn)]);
  } else {
    await done;
  }
  expect(observed(variant, sent, settled)).toEqual(expected(variant, fault));
  // Neither the CDN page nor any other fault is taken for a CDN challenge (no page reload).
  expect(reload).not.toHaveBeenCalled();
}

describe.each(KEYS)('%s', (key) => {
  it.each(FAULTS)('× %s', async (fault) => {
    for (const variant of variantsOf(key)) await runUnderFault(variant, fault);
  });
});

// ---------------------------------------------------------------------------------------------
// The guards: nothing that calls the API is left out of the matrix.

describe('the matrix covers every call', () => {
  it('calls every exported function of src/api/endpoints/*.ts, searchRequest and uploadMedia', () => {
    expect(functions.length).toBeGreaterThan(80);
    const uncalled = functions.filter((fn) => !variants.get(fn.key)?.length).map((fn) => fn.key);
    expect(uncalled).toEqual([]);
    expect(variants.get(RESUME_KEY)).toHaveLength(1);
    // No expectation names a call that is gone.
    expect(Object.keys(REJECTS_ON_408).filter((key) => !KEYS.includes(key))).toEqual([]);
  });

  it('faults every operation of api/openapi.yaml, except the listed ones', () => {
    const faulted = new Set([...variants.values()].flat().flatMap((variant) => variant.operations));
    const documented = operations.map((op) => `${op.method} ${op.template}`);
    expect(documented.filter((op) => !faulted.has(op) && !(op in NOT_FAULTED))).toEqual([]);
    // The exceptions are documented operations that no call sends.
    for (const op of Object.keys(NOT_FAULTED)) {
      expect(documented).toContain(op);
      expect(faulted.has(op)).toBe(false);
    }
  });

  it('sends only documented operations, one request per call (the long runner two)', () => {
    const all = [...variants.values()].flat();
    expect(all.flatMap((v) => v.operations).filter((op) => op.endsWith('(undocumented)'))).toEqual(
      [],
    );
    expect(
      all.filter((v) => v.operations.length !== 1 + v.before.length).map((v) => v.label),
    ).toEqual([]);
  });

  it('has no other file of src/ calling the client than the call modules and the long runner', () => {
    const src = path.resolve(__dirname, '../../../src');
    const callers: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (
          /\.tsx?$/.test(entry.name) &&
          /\b(api|client)\.(get|post|put|patch|delete|request)\s*[<(]/.test(
            fs.readFileSync(full, 'utf8'),
          )
        )
          callers.push(path.relative(src, full).split(path.sep).join('/'));
      }
    };
    walk(src);
    expect(callers.sort().filter((file) => !CLIENT_CALLERS.includes(file))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// One level up: what a real store (and a widget reading it) makes of each fault.

describe('a real store records each fault', () => {
  const reactionLog = { recordType: 'discussion' as const, recordID: 5 };

  it.each(FAILING)(
    'reaction log load × %s: ERROR with the normalised error, its text in the modal',
    async (fault) => {
      server.use(http.get(`${API}/discussions/5/reactions`, () => answer(fault)));
      const { store } = renderWithProviders(
        createElement(ReactionLogModal, { ...reactionLog, onClose: () => undefined }),
      );
      await act(() => store.dispatch(fetchReactionLog(reactionLog)));
      const loadable = selectReactionLog(store.getState(), 'discussion', 5);
      expect(loadable).toMatchObject({ status: LoadStatus.ERROR, error: FAILURE[fault].apiError });
      expect(failureText(loadable.error)).toBe(SHOWN[fault]);
      expect(await screen.findByRole('alert')).toHaveTextContent(SHOWN[fault]);
    },
  );

  it('reaction log load × 408: a success (no entries), not a failure', async () => {
    server.use(http.get(`${API}/discussions/5/reactions`, () => answer('408')));
    const { store } = renderWithProviders(
      createElement(ReactionLogModal, { ...reactionLog, onClose: () => undefined }),
    );
    await act(() => store.dispatch(fetchReactionLog(reactionLog)));
    expect(selectReactionLog(store.getState(), 'discussion', 5)).toMatchObject({
      status: LoadStatus.SUCCESS,
      data: [],
    });
    expect(await screen.findByText('No Reactions Yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([...FAILING, '408' as const])(
    'tag lookup load × %s: ERROR with the normalised error',
    async (fault) => {
      server.use(http.get(`${API}/tags`, () => answer(fault)));
      const store = makeTestStore();
      await store.dispatch(lookupTags({ query: 'new' }));
      const loadable = selectTagLookup(store.getState(), 'new');
      // A 408 is a success whose body is no list: the lookup fails with the body's message.
      const error = fault === '408' ? { message: 'Request timeout' } : FAILURE[fault].apiError;
      expect(loadable).toEqual({ status: LoadStatus.ERROR, error, fetchedAt: expect.any(Number) });
      expect(failureText(loadable.error)).toBe(fault === '408' ? 'Request timeout' : SHOWN[fault]);
    },
  );

  it('tag lookup load × hang: LOADING until aborted, then the request is cancelled and it is PENDING again, with no error', async () => {
    let request: Request | undefined;
    server.use(
      http.get(`${API}/tags`, async (info) => {
        request = info.request;
        await delay('infinite');
        return answer('network');
      }),
    );
    const store = makeTestStore();
    const pending = store.dispatch(lookupTags({ query: 'new' }));
    while (!request) await turn();
    await turn();
    expect(selectTagLookup(store.getState(), 'new').status).toBe(LoadStatus.LOADING);
    pending.abort();
    const action = await pending;
    expect(action.meta).toMatchObject({ requestStatus: 'rejected', aborted: true });
    expect(request.signal.aborted).toBe(true);
    expect(selectTagLookup(store.getState(), 'new')).toEqual({ status: LoadStatus.PENDING });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it.each(FAILING)('bump save × %s: a failure toast with the error text', async (fault) => {
    server.use(http.patch(`${API}/discussions/5/bump`, () => answer(fault)));
    const store = makeTestStore();
    const action = await store.dispatch(bumpDiscussion({ discussionID: 5 }));
    expect(action.payload).toEqual(FAILURE[fault].apiError);
    await turn();
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ body: SHOWN[fault], isError: true, autoDismiss: false }),
    ]);
  });

  it('bump save × 408: done, with the success toast', async () => {
    server.use(http.patch(`${API}/discussions/5/bump`, () => answer('408')));
    const store = makeTestStore();
    const action = await store.dispatch(bumpDiscussion({ discussionID: 5 }));
    expect(action.meta.requestStatus).toBe('fulfilled');
    await turn();
    expect(selectToasts(store.getState()).map((toast) => toast.body)).toEqual([
      'Success! This post has been bumped.',
    ]);
  });
});

describe('a 408 (a success, 01 §7) that carries no record', () => {
  it('changes a discussion type as asked, and stores no record without an ID', async () => {
    server.use(
      http.get(`${API}/discussions/5`, () =>
        HttpResponse.json({ discussionID: 5, type: 'discussion' }),
      ),
      http.put(`${API}/discussions/5/type`, () => answer('408')),
    );
    const store = makeTestStore();
    await store.dispatch(fetchDiscussion({ discussionID: 5 }));
    const action = await store.dispatch(
      changeDiscussionType({ discussionID: 5, type: 'question' }),
    );
    expect(action.meta.requestStatus).toBe('fulfilled');
    expect(selectDiscussionByID(store.getState(), 5)?.type).toBe('question');
    expect(store.getState().discussions?.ids).toEqual([5]);
  });

  it("fails the add-on list with the body's message, not a script error", async () => {
    server.use(http.get(`${API}/addons`, () => answer('408')));
    const store = makeTestStore();
    await store.dispatch(fetchEnabledAddons());
    expect(selectEnabledAddons(store.getState())).toMatchObject({
      status: LoadStatus.ERROR,
      error: { message: 'Request timeout' },
    });
  });

  it('on every call of the scenarios: no record under an undefined ID, no script error stored', async () => {
    server.use(http.all(`${API}/*`, () => answer('408')));
    const store = makeTestStore(TEST_CONFIG, undefined, { reload: () => undefined });
    // The store's dev checks complain about the upload's jsdom error (below) on every action.
    const quiet = [
      jest.spyOn(console, 'warn').mockImplementation(() => undefined),
      jest.spyOn(console, 'error').mockImplementation(() => undefined),
    ];
    try {
      await runEveryRequest(store);
    } finally {
      for (const spy of quiet) spy.mockRestore();
    }
    const undefinedIDs: string[] = [];
    const errors = new Map<string, string>();
    const walk = (value: unknown, at: string): void => {
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (at.endsWith('.entities') && 'undefined' in record) undefinedIDs.push(at);
      if (at.endsWith('.ids') && Array.isArray(value) && value.includes(undefined))
        undefinedIDs.push(at);
      if (record.status === LoadStatus.ERROR) {
        errors.set(at, String((record.error as { message?: unknown } | undefined)?.message));
      }
      for (const [key, inner] of Object.entries(record)) walk(inner, `${at}.${key}`);
    };
    walk(store.getState(), 'state');
    expect(undefinedIDs).toEqual([]);
    // A failed load says what the body said, or what the call says when it is not confirmed.
    // (jsdom's File cannot go into Node's FormData, so the scenario's upload fails before its
    // request: media.uploads is left out.)
    const allowed = new Set(['Request timeout', postNotConfirmed()]);
    expect(
      [...errors].filter(
        ([at, message]) => !allowed.has(message) && !at.startsWith('state.media.'),
      ),
    ).toEqual([]);
    expect(errors.size).toBeGreaterThan(20);
  });
});

// ---------------------------------------------------------------------------------------------
// The operations no call sends (NOT_FAULTED): a fragment's assets fail like any script or sheet.

describe('fragment assets, loaded by elements rather than the client', () => {
  const impl = (id: string) => ({
    fragmentUUID: id,
    jsUrl: `${SITE_URL}/api/v2/fragments/${id}/js`,
    cssUrl: `${SITE_URL}/api/v2/fragments/${id}/css`,
  });
  const element = <T extends Element>(selector: string): T => {
    const found = document.head.querySelector<T>(selector);
    if (!found) throw new Error(`no ${selector} in the head`);
    return found;
  };

  it('a script that fails to load fails the fragment; one that never answers, after its timeout', async () => {
    const failed = loadFragmentComponent(impl('f1'), () => Promise.resolve(null), undefined);
    element(`script[src$="/fragments/f1/js"]`).dispatchEvent(new Event('error'));
    await expect(failed).rejects.toEqual(
      new FragmentLoadError(`its script failed to load (${SCRIPT_LOAD_FAILED_MESSAGE})`),
    );

    jest.useFakeTimers();
    try {
      const hung = loadFragmentComponent(impl('f2'), () => Promise.resolve(null), undefined);
      const rejection = expect(hung).rejects.toBeInstanceOf(FragmentLoadError);
      jest.advanceTimersByTime(10_000);
      await rejection;
      await expect(hung).rejects.toThrow(scriptTimeoutMessage(impl('f2').jsUrl));
    } finally {
      jest.useRealTimers();
    }
  });

  it('a stylesheet that fails or never answers is logged and does not hold the fragment back', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = addFragmentStylesheet(impl('f3'), undefined);
      element(`link[href$="/fragments/f3/css"]`).dispatchEvent(new Event('error'));
      await expect(failed.ready).resolves.toBeUndefined();
      failed.release();

      jest.useFakeTimers();
      const hung = addFragmentStylesheet(impl('f4'), undefined);
      jest.advanceTimersByTime(STYLESHEET_TIMEOUT_MS);
      await expect(hung.ready).resolves.toBeUndefined();
      hung.release();
      expect(logged.mock.calls.map(([message]) => message)).toEqual([
        `[forum-widgets] The stylesheet of fragment f3 failed to load: ${impl('f3').cssUrl}`,
        `[forum-widgets] The stylesheet of fragment f4 did not load within ${STYLESHEET_TIMEOUT_MS} ms: ${impl('f4').cssUrl}`,
      ]);
    } finally {
      jest.useRealTimers();
      logged.mockRestore();
    }
  });
});
