/**
 * Every request the library client can make, checked against our own contract,
 * `api/openapi.yaml`: method, path, query parameter names, content type and body field names
 * must all be documented there.
 *
 * Where the reference OpenAPI is also there (`REFERENCE_OPENAPI`, tests/support/openApiFiles.ts), the
 * same requests are compared with it, and each difference must be listed, with its reason, in
 * the `## Library client` table of docs/api-deviations.md (the test fails on an unlisted
 * difference and on a stale row). Without that folder those checks are skipped, with a message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { thunkTypePrefixes } from '@/store/createLoadThunk';
import { startAppListening } from '@/store/listenerMiddleware';
import { createAppStore } from '@/store/store';
import { OWN_CONTRACT, REFERENCE_OPENAPI, referenceAvailable } from '../support/openApiFiles';
import { findOperation, loadOpenApi, type Operation } from './openapiIndex';
import { runEveryRequest } from './scenarios';

const SITE = 'http://contract.test';
const BASE = '/api/v2';

interface Recorded {
  method: string;
  pathname: string;
  query: string[];
  contentType: string;
  fields: string[];
  hasBody: boolean;
}

interface Difference {
  method: string;
  path: string;
  location: 'path' | 'query' | 'body' | 'content-type';
  field: string;
}

const recorded: Recorded[] = [];
let longRunnerStep = 0;

function sampleResponse(method: string, pathname: string): Response {
  if (method === 'GET' && pathname === '/discussions/5') {
    return HttpResponse.json({
      discussionID: 5,
      name: 'Sample',
      categoryID: 1,
      score: 1,
      reactions: [
        { tagID: 1, urlcode: 'Up', count: 1, reactionValue: 1, hasReacted: true },
        { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 },
      ],
    });
  }
  if (pathname === '/discussions/list' && longRunnerStep === 0) {
    longRunnerStep = 1;
    return HttpResponse.json(
      { callbackPayload: 'jwt', progress: { successIDs: [5], failedIDs: [], exceptionsByID: {} } },
      { status: 408 },
    );
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
  if (pathname === '/users/me-counts') return HttpResponse.json({ counts: [] });
  if (pathname === '/analytics/privacy') return HttpResponse.json({ AnonymizeData: 1 });
  if (
    method === 'GET' &&
    !/\/\d+$|\/(fr|me|catalog|schema|privacy|permissions)$|^\/config$|^\/themes\/7$/.test(pathname)
  ) {
    return HttpResponse.json([]);
  }
  return HttpResponse.json({});
}

const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const pathname = url.pathname.startsWith(BASE) ? url.pathname.slice(BASE.length) : url.pathname;
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let fields: string[] = [];
    if (contentType === 'multipart/form-data') {
      fields = [...new Set([...(await request.formData()).keys()])];
    } else if (contentType === 'application/json' && text) {
      const parsed: unknown = JSON.parse(text);
      fields =
        parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed) : [];
    }
    recorded.push({
      method: request.method,
      pathname,
      query: [...new Set([...url.searchParams.keys()].map((key) => key.replace(/\[\d*\]$/, '')))],
      contentType,
      fields,
      hasBody: text !== '',
    });
    return sampleResponse(request.method, pathname);
  }),
);

/** A path the OpenAPI does not know, with sample IDs put back as placeholders. */
function placeholderPath(pathname: string): string {
  return pathname
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? '{id}' : segment === 'deepl' ? '{type}' : segment))
    .join('/');
}

function differencesOf(requests: Recorded[], operations: Operation[]): Difference[] {
  const found = new Map<string, Difference>();
  const add = (difference: Difference): void => {
    found.set(Object.values(difference).join(' '), difference);
  };
  for (const request of requests) {
    const op = findOperation(operations, request.method, request.pathname);
    if (!op) {
      add({
        method: request.method,
        path: placeholderPath(request.pathname),
        location: 'path',
        field: '-',
      });
      continue;
    }
    const at = { method: request.method, path: op.template };
    for (const name of request.query)
      if (!op.query.has(name)) add({ ...at, location: 'query', field: name });
    if (!request.hasBody) continue;
    if (!op.body) {
      for (const field of request.fields.length ? request.fields : ['-'])
        add({ ...at, location: 'body', field });
    } else if (!op.body.contentTypes.includes(request.contentType)) {
      add({ ...at, location: 'content-type', field: request.contentType });
    } else if (!op.body.freeForm) {
      for (const field of request.fields)
        if (!op.body.fields.has(field)) add({ ...at, location: 'body', field });
    }
  }
  return [...found.values()];
}

interface DocRow extends Difference {
  reason: string;
}

/**
 * Reads the table of `## Library client` in docs/api-deviations.md, or of another section:
 * `## Extensions` lists operations of our contract the library reaches outside its thunks (the
 * event stream), which the recorded requests cannot show.
 */
function listedDeviations(heading = 'Library client'): DocRow[] {
  const doc = fs.readFileSync(path.resolve('docs/api-deviations.md'), 'utf8');
  const section = new RegExp(`## ${heading}\\n([\\s\\S]*?)(?=\\n## |$)`).exec(doc)?.[1] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    )
    .filter((cells) => cells.length >= 5 && cells[0] !== 'Method' && !/^-+$/.test(cells[0] ?? ''))
    .map(([method = '', p = '', location = '', field = '', reason = '']) => ({
      method,
      path: p,
      location: location as Difference['location'],
      field,
      reason,
    }));
}

const key = (d: Difference): string => [d.method, d.path, d.location, d.field].join(' ');
const dispatched = new Set<string>();

/** Loads every data-layer module, so a thunk defined anywhere is in the registry. */
function loadEveryModule(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) loadEveryModule(full);
    else if (entry.name.endsWith('.ts')) jest.requireActual(full);
  }
}

beforeAll(async () => {
  for (const dir of ['src/store', 'src/permissions', 'src/features'])
    loadEveryModule(path.resolve(dir));
  server.listen({ onUnhandledRequest: 'error' });
  startAppListening({
    predicate: () => true,
    effect: (action) => void dispatched.add(action.type),
  });
  const store = createAppStore({ siteUrl: SITE }, undefined, { reload: () => undefined });
  await runEveryRequest(store);
});
afterAll(() => server.close());

describe('library client contract', () => {
  it('exercises every thunk the library defines', () => {
    const missing = [...thunkTypePrefixes].filter((prefix) => !dispatched.has(`${prefix}/pending`));
    expect(missing).toEqual([]);
    expect(thunkTypePrefixes.size).toBeGreaterThan(50);
  });

  it('resumes long-running jobs through calls/run with a raw JWT body', () => {
    expect(recorded).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        pathname: '/calls/run',
        contentType: 'application/system+jwt',
      }),
    );
  });

  it('sends only what api/openapi.yaml documents: paths, query names, content types, fields', () => {
    expect(differencesOf(recorded, loadOpenApi(OWN_CONTRACT)).map(key)).toEqual([]);
  });
});

const hasReference = referenceAvailable();
if (!hasReference) {
  console.info(
    `Skipping the comparison with the reference OpenAPI: ${REFERENCE_OPENAPI} is not there ` +
      '(it sits only beside our own checkouts). Our contract, api/openapi.yaml, is checked anyway.',
  );
}

/** A path template with every parameter name blanked, so `{id}` and `{discussionID}` compare. */
const blankParams = (template: string): string =>
  template.replace(/\/+$/, '').replace(/\{[^}]+\}/g, '{}');

(hasReference ? describe : describe.skip)('compared with the reference OpenAPI', () => {
  const reference = (): Operation[] => loadOpenApi(REFERENCE_OPENAPI);

  it('lists every difference from the reference OpenAPI in docs/api-deviations.md', () => {
    const listed = new Set(listedDeviations().map(key));
    const unlisted = differencesOf(recorded, reference()).filter((d) => !listed.has(key(d)));
    expect(unlisted.map(key)).toEqual([]);
  });

  it('lists no difference that no longer exists, and gives each a reason', () => {
    const actual = new Set(differencesOf(recorded, reference()).map(key));
    const rows = listedDeviations();
    expect(rows.filter((row) => !actual.has(key(row))).map(key)).toEqual([]);
    expect(rows.filter((row) => row.reason.length < 10).map(key)).toEqual([]);
  });

  it('has every path and method of api/openapi.yaml in the reference, or listed as missing', () => {
    const refOps = reference();
    const listedMissing = new Set(
      [...listedDeviations(), ...listedDeviations('Extensions')]
        .filter((row) => row.location === 'path')
        .map((row) => `${row.method} ${blankParams(row.path)}`),
    );
    const missing = loadOpenApi(OWN_CONTRACT)
      .filter((op) => !findOperation(refOps, op.method, op.template))
      .map((op) => `${op.method} ${blankParams(op.template)}`)
      .filter((op) => !listedMissing.has(op));
    expect(missing).toEqual([]);
  });
});
