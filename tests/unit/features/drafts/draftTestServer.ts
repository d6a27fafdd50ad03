import { http, HttpResponse } from 'msw';
import type { ApiDraft, ApiDraftInput } from '@/api/types/drafts';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { API, server, TEST_CONFIG } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

export const MEMBER = { userID: 3, name: 'Member' };

/** A store for the signed-in member, with extra config values. */
export function memberStore(values: Record<string, unknown> = {}, config: BootstrapConfig = {}) {
  return makeTestStore({ ...TEST_CONFIG, currentUser: MEMBER, config: values, ...config });
}

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/** A small /drafts server in memory: what it holds and every request it saw. */
export function serveDrafts(initial: ApiDraft[] = []): { drafts: ApiDraft[]; seen: SeenRequest[] } {
  const state = { drafts: [...initial], seen: [] as SeenRequest[] };
  let nextID = 100;
  const record = async (request: Request): Promise<unknown> => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    state.seen.push({
      method: request.method,
      path: url.pathname.replace('/api/v2', ''),
      query: Object.fromEntries(url.searchParams),
      ...(body === undefined ? {} : { body }),
    });
    return body;
  };
  const store = (input: ApiDraftInput, draftID: number, inserted?: string): ApiDraft => {
    const now = new Date().toISOString();
    return {
      draftID,
      recordType: input.recordType,
      recordID: input.recordID ?? null,
      parentRecordType: input.parentRecordType ?? null,
      parentRecordID: input.parentRecordID ?? null,
      attributes: { ...input.attributes, lastSaved: now },
      draftStatus: 'draft',
      dateScheduled: null,
      insertUserID: MEMBER.userID,
      dateInserted: inserted ?? now,
      dateUpdated: now,
    };
  };
  server.use(
    http.get(`${API}/drafts`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(state.drafts, {
        headers: { 'x-app-page-result-count': String(state.drafts.length) },
      });
    }),
    http.get(`${API}/drafts/:id/edit`, async ({ request, params }) => {
      await record(request);
      const found = state.drafts.find((d) => d.draftID === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Draft not found.' }, { status: 404 });
    }),
    http.post(`${API}/drafts`, async ({ request }) => {
      const input = (await record(request)) as ApiDraftInput;
      const draft = store(input, nextID++);
      state.drafts.push(draft);
      return HttpResponse.json(draft, { status: 201 });
    }),
    http.patch(`${API}/drafts/:id`, async ({ request, params }) => {
      const input = (await record(request)) as ApiDraftInput;
      const at = state.drafts.findIndex((d) => d.draftID === Number(params.id));
      if (at < 0) return HttpResponse.json({ message: 'Draft not found.' }, { status: 404 });
      const draft = store(input, Number(params.id), state.drafts[at]!.dateInserted);
      state.drafts[at] = draft;
      return HttpResponse.json(draft);
    }),
    http.delete(`${API}/drafts/:id`, async ({ request, params }) => {
      await record(request);
      const before = state.drafts.length;
      state.drafts = state.drafts.filter((d) => d.draftID !== Number(params.id));
      return before === state.drafts.length
        ? HttpResponse.json({ message: 'Draft not found.' }, { status: 404 })
        : new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}

/**
 * Lets msw and the engine's promises run under fake timers: timers due now and the
 * microtasks between them, a few rounds (no later timer fires).
 */
export async function settle(rounds = 30): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await jest.advanceTimersByTimeAsync(0);
}

/** The writes (without reads) the server saw. */
export const writes = (seen: SeenRequest[]): string[] =>
  seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

/** A 04 rich2 body of one paragraph. */
export const rich2 = (text: string): string =>
  JSON.stringify([{ type: 'p', children: [{ text }] }]);
