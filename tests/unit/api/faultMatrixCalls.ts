/**
 * The calls of the fault matrix (faultMatrix.test.ts): every function of src/api that sends a
 * `/api/v2` request, each with the arguments the contract scenarios (tests/contract/scenarios.ts)
 * give it, one variant per operation it reaches.
 *
 * The list is not written down: it is read from the modules (every exported function of
 * src/api/endpoints/*.ts, plus the two calls that live beside them) and the arguments are caught
 * while the scenarios dispatch every thunk of the library. A function no scenario calls has no
 * variant, and the matrix test says so.
 */
import { File as NodeFile } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { type ApiClient, createApiClient, type RequestConfig } from '@/api/apiClient';
import { createAppStore } from '@/store/store';
import { findOperation, type Operation } from '../../contract/openapiIndex';
import { runEveryRequest } from '../../contract/scenarios';
import { API, server, TEST_CONFIG } from '../../support/msw';

const SRC = path.resolve(__dirname, '../../../src');
const ENDPOINTS = path.join(SRC, 'api/endpoints');

/** Call modules outside src/api/endpoints, with the exports that are calls (the rest are helpers). */
const OTHER_CALL_MODULES: Record<string, string[]> = {
  'api/search.ts': ['searchRequest'],
  'api/upload.ts': ['uploadMedia'],
};

/**
 * The files of src/ allowed to call the client directly (`api.get(...)`): the call modules, and
 * the long runner, which only endpoint functions use (eslint.config.js) and whose own request,
 * `POST /calls/run`, the matrix faults through `RESUME_KEY`.
 */
export const CLIENT_CALLERS = [
  ...fs.readdirSync(ENDPOINTS).map((file) => `api/endpoints/${file}`),
  ...Object.keys(OTHER_CALL_MODULES),
  'api/longRunner.ts',
].sort();

type AnyFunction = (...args: unknown[]) => unknown;

export interface CallFunction {
  /** `module.function`, e.g. `discussions.apiGetDiscussion`. */
  key: string;
  module: Record<string, unknown>;
  name: string;
  original: AnyFunction;
}

/** Every call function, read from the modules at collection time (so `test.each` can list them). */
export function callFunctions(): CallFunction[] {
  const found: CallFunction[] = [];
  const add = (file: string, names?: string[]): void => {
    const module = jest.requireActual<Record<string, unknown>>(path.join(SRC, file));
    const base = path.basename(file, '.ts');
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== 'function' || (names && !names.includes(name))) continue;
      found.push({ key: `${base}.${name}`, module, name, original: value as AnyFunction });
    }
  };
  for (const file of fs.readdirSync(ENDPOINTS).sort()) add(`api/endpoints/${file}`);
  for (const [file, names] of Object.entries(OTHER_CALL_MODULES)) add(file, names);
  return found;
}

/** The key of the long runner's resume step, `POST /calls/run`, which no function sends alone. */
export const RESUME_KEY = 'longRunner.runLongRunner (resume)';

/** One call to fault: a function with arguments, the operations it reaches, in order. */
export interface Variant {
  key: string;
  label: string;
  /** Runs the call through `api`; `signal` is the one every request of the call must obey. */
  run: (api: ApiClient, signal: AbortSignal) => Promise<unknown>;
  /** True when the call takes the signal as an argument; else the client is given it. */
  takesSignal: boolean;
  /** `METHOD /template` of each request, in order (the faulted one is the last). */
  operations: string[];
  /** Answers for the requests before the faulted one (the long runner's first step). */
  before: Array<() => Response>;
  /** The arguments after the client, as the scenario gave them, for expectations that read them. */
  args: unknown[];
}

/**
 * Calls no scenario makes with these arguments, though the product does: the runtime loads
 * `GET /themes/current` through `apiGetTheme(api, 'current')` when the bootstrap's themeKey is
 * `current` (api/openapi.yaml), and the scenarios name a theme by ID.
 */
const SUPPLEMENTS: Array<{ key: string; args: unknown[] }> = [
  { key: 'themes.apiGetTheme', args: ['current'] },
];

/** Answers good enough for every scenario to reach all its calls (like the contract test's). */
function scenarioAnswer(method: string, pathname: string): Response {
  if (method === 'GET' && pathname === '/discussions/5') {
    return HttpResponse.json({
      discussionID: 5,
      name: 'Sample',
      categoryID: 1,
      reactions: [
        { tagID: 1, urlcode: 'Up', count: 1, reactionValue: 1, hasReacted: true },
        { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 },
      ],
    });
  }
  const id = /\/(\d+)$/.exec(pathname)?.[1];
  if (method === 'GET' && id) {
    const n = Number(id);
    return HttpResponse.json({
      discussionID: n,
      userID: n,
      notificationID: n,
      categoryID: n,
      name: 'x',
    });
  }
  if (
    method === 'GET' &&
    !/\/(fr|me|me-counts|privacy|permissions|schema)$|^\/config$/.test(pathname)
  )
    return HttpResponse.json([]);
  return HttpResponse.json({});
}

const apiPath = (url: string): string => new URL(url).pathname.slice('/api/v2'.length);

/** `METHOD /template` of a request, or `METHOD /path (undocumented)`. */
export function operationOf(operations: Operation[], method: string, url: string): string {
  const pathname = apiPath(url);
  const op = findOperation(operations, method, pathname);
  return op ? `${method} ${op.template}` : `${method} ${pathname} (undocumented)`;
}

/**
 * jsdom's File is no Blob to the FormData of Node's fetch (tests/unit/api/axiosTransport.test.ts
 * uploads a Node File for this reason): a caught jsdom File becomes a Node File, same content.
 */
async function nodeFiles(args: unknown[]): Promise<unknown[]> {
  return Promise.all(
    args.map(async (arg) => {
      if (!(arg instanceof File) || (arg as unknown) instanceof NodeFile) return arg;
      const content = await new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(arg);
      });
      return new NodeFile([new Uint8Array(content)], arg.name, {
        type: arg.type,
      }) as unknown as File;
    }),
  );
}

const ignore = (): void => undefined;

/**
 * Replaces the scenario's client and signals in `args` with the test's, and its callbacks
 * (progress handlers, which dispatch to the scenario's store) with no-ops: a callback stays a
 * callback, so an upload with progress still goes through XHR.
 */
function rebind(
  args: unknown[],
  scenarioApi: ApiClient,
  api: ApiClient,
  signal: AbortSignal,
): unknown[] {
  return args.map((arg) => {
    if (arg === scenarioApi) return api;
    if (arg instanceof AbortSignal) return signal;
    if (typeof arg === 'function') return ignore;
    if (arg && typeof arg === 'object' && Object.getPrototypeOf(arg) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(arg).map(([name, value]) => [
          name,
          value instanceof AbortSignal ? signal : typeof value === 'function' ? ignore : value,
        ]),
      );
    }
    return arg;
  });
}

function takesSignal(args: unknown[]): boolean {
  return args.some(
    (arg) =>
      arg instanceof AbortSignal ||
      (arg !== null &&
        typeof arg === 'object' &&
        (arg as { signal?: unknown }).signal instanceof AbortSignal),
  );
}

/** A client whose every request obeys `signal` unless it brings its own. */
export function withSignal(api: ApiClient, signal: AbortSignal): ApiClient {
  const add = (config?: RequestConfig): RequestConfig => ({
    ...config,
    signal: config?.signal ?? signal,
  });
  return {
    request: (config) => api.request(add(config)),
    get: (url, config) => api.get(url, add(config)),
    delete: (url, config) => api.delete(url, add(config)),
    post: (url, data, config) => api.post(url, data, add(config)),
    put: (url, data, config) => api.put(url, data, add(config)),
    patch: (url, data, config) => api.patch(url, data, add(config)),
  };
}

/**
 * Runs the scenarios once with every call function spied on (the spies call through), then
 * runs each caught call once more, answered `{}`, to learn which operation it reaches. Returns
 * one variant per function and operation (a keepalive call apart), in the scenarios' order.
 */
export async function collectVariants(
  functions: CallFunction[],
  operations: Operation[],
): Promise<Map<string, Variant[]>> {
  const scenarioApi = createApiClient(TEST_CONFIG, { reload: () => undefined });
  const caught: Array<{ fn: CallFunction; args: unknown[] }> = [];
  const spies = functions.map((fn) => {
    const spy = jest.spyOn(fn.module as Record<string, AnyFunction>, fn.name);
    return { fn, spy };
  });
  server.use(
    http.all(`${API}/*`, ({ request }) => scenarioAnswer(request.method, apiPath(request.url))),
  );
  // The sample answers are no real records, and the store says so (and, on a loaded machine,
  // that its dev checks are slow). Only the arguments matter here: the warnings are muted.
  const quiet = [
    jest.spyOn(console, 'warn').mockImplementation(() => undefined),
    jest.spyOn(console, 'error').mockImplementation(() => undefined),
  ];
  try {
    const store = createAppStore(TEST_CONFIG, undefined, { api: scenarioApi });
    await runEveryRequest(store);
  } finally {
    for (const spy of quiet) spy.mockRestore();
    for (const { fn, spy } of spies) {
      for (const args of spy.mock.calls) caught.push({ fn, args: args as unknown[] });
      spy.mockRestore();
    }
  }
  for (const { key, args } of SUPPLEMENTS) {
    const fn = functions.find((f) => f.key === key);
    if (!fn) throw new Error(`supplement for ${key}, which is no call function`);
    caught.push({ fn, args: [scenarioApi, ...args] });
  }

  // Which operation each caught call reaches: run it once more, answered `{}`.
  let sent: string[] = [];
  server.use(
    http.all(`${API}/*`, ({ request }) => {
      sent.push(operationOf(operations, request.method, request.url));
      return HttpResponse.json({});
    }),
  );
  const probeApi = createApiClient(TEST_CONFIG, { reload: () => undefined });
  const variants = new Map<string, Variant[]>();
  for (const call of caught) {
    const { fn } = call;
    const args = await nodeFiles(call.args);
    sent = [];
    await Promise.resolve(
      fn.original(...rebind(args, scenarioApi, probeApi, new AbortController().signal)),
    ).catch(() => undefined);
    // A keepalive call (sent after the page is left) is a variant of its own.
    const keepalive = args.some(
      (arg) => (arg as { keepalive?: unknown } | null)?.keepalive === true,
    );
    const label = `${fn.key} ${sent.join(', ')}${keepalive ? ' (keepalive)' : ''}`;
    const list = variants.get(fn.key) ?? [];
    if (list.some((v) => v.label === label)) continue;
    list.push({
      key: fn.key,
      label,
      run: (api, signal) => Promise.resolve(fn.original(...rebind(args, scenarioApi, api, signal))),
      takesSignal: takesSignal(args),
      operations: sent,
      before: [],
      args: args.slice(1),
    });
    variants.set(fn.key, list);
  }

  // The long runner's resume step: the first answer carries a callbackPayload, the fault meets
  // `POST /calls/run`. Built on the scenarios' bulk delete.
  const bulk = variants.get('discussions.apiDeleteDiscussionList')?.[0];
  if (bulk) {
    variants.set(RESUME_KEY, [
      {
        ...bulk,
        key: RESUME_KEY,
        label: `${RESUME_KEY} ${bulk.operations.join(', ')}, POST /calls/run`,
        operations: [...bulk.operations, 'POST /calls/run'],
        before: [
          () =>
            HttpResponse.json({
              callbackPayload: 'jwt-1',
              progress: { successIDs: [5], failedIDs: [], exceptionsByID: {} },
            }),
        ],
      },
    ]);
  }
  return variants;
}
