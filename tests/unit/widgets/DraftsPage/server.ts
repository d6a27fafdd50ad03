import { http, HttpResponse } from 'msw';
import type { ApiDraft } from '@/api/types/drafts';
import { discussion } from '../../features/discussions/fixtures';
import { API, server } from '../../../support/msw';

export const USER_ID = 3;

/** The page config of a signed-in member. */
export const MEMBER_CONFIG = { currentUser: { userID: USER_ID, name: 'member' } };

/** A 04 rich2 body with one paragraph per text. */
export function rich2(...paragraphs: string[]): string {
  return JSON.stringify(paragraphs.map((text) => ({ type: 'p', children: [{ text }] })));
}

const HOUR = 3_600_000;
const ago = (hours: number): string => new Date(Date.now() - hours * HOUR).toISOString();

/** A new-discussion draft in category 1. */
export function discussionDraft(id: number, overrides: Partial<ApiDraft> = {}): ApiDraft {
  return {
    draftID: id,
    recordType: 'discussion',
    recordID: null,
    parentRecordType: 'category',
    parentRecordID: 1,
    attributes: {
      body: rich2(`Body of draft ${id}`),
      format: 'rich2',
      lastSaved: ago(id),
      draftMeta: { name: `Draft ${id}`, categoryID: 1 },
    },
    draftStatus: 'draft',
    dateScheduled: null,
    insertUserID: USER_ID,
    dateInserted: ago(id),
    dateUpdated: ago(id),
    ...overrides,
  };
}

/** A comment draft on discussion `discussionID`. */
export function commentDraft(id: number, discussionID: number): ApiDraft {
  return discussionDraft(id, {
    recordType: 'comment',
    parentRecordType: 'discussion',
    parentRecordID: discussionID,
    attributes: {
      body: rich2(`Reply ${id}`),
      format: 'rich2',
      lastSaved: ago(id),
      draftMeta: { commentParentID: null },
    },
  });
}

export interface FakeDrafts {
  /** What the server holds, newest first. */
  drafts: ApiDraft[];
  /** Each request as `METHOD path?query`, in order. */
  calls: string[];
  /** The bodies of the schedule PATCHes. */
  schedules: unknown[];
  /**
   * With `holdWrites`, the delete and schedule requests wait for this before they answer, so a
   * test can look at the page while the request runs, whatever the machine's speed.
   */
  release: () => void;
}

/**
 * A stand-in for the forum's `/drafts` (03 §7): paged list with the paging headers, delete,
 * schedule (refusing a past date as the demo host does) and cancel; plus `GET /discussions`
 * by IDs for the names of the discussions comment drafts answer.
 */
export function fakeDrafts(drafts: ApiDraft[], options: { holdWrites?: boolean } = {}): FakeDrafts {
  let release = (): void => undefined;
  const released = options.holdWrites
    ? new Promise<void>((resolve) => (release = resolve))
    : Promise.resolve();
  const state: FakeDrafts = {
    drafts: [...drafts],
    calls: [],
    schedules: [],
    release: () => release(),
  };
  const wait = (): Promise<void> => released;
  const find = (id: string | readonly string[] | undefined) =>
    state.drafts.find((d) => String(d.draftID) === String(id));
  server.use(
    http.get(`${API}/drafts`, ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`GET /drafts${url.search}`);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 30);
      const items = state.drafts.slice((page - 1) * limit, page * limit);
      const headers: Record<string, string> = {
        'x-app-page-result-count': String(state.drafts.length),
        'x-app-page-current': String(page),
        'x-app-page-limit': String(limit),
      };
      if (page * limit < state.drafts.length)
        headers.link = `<${API}/drafts?page=${page + 1}&limit=${limit}>; rel="next"`;
      return HttpResponse.json(items, { headers });
    }),
    http.delete(`${API}/drafts/:id`, async ({ params }) => {
      state.calls.push(`DELETE /drafts/${String(params.id)}`);
      await wait();
      state.drafts = state.drafts.filter((d) => String(d.draftID) !== String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch(`${API}/drafts/schedule/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { dateScheduled: string; publishedSilently?: boolean };
      state.calls.push(`PATCH /drafts/schedule/${String(params.id)}`);
      state.schedules.push(body);
      await wait();
      const draft = find(params.id);
      if (!draft) return HttpResponse.json({ message: 'Draft not found.' }, { status: 404 });
      if (Date.parse(body.dateScheduled) <= Date.now())
        return HttpResponse.json(
          { message: 'dateScheduled must be in the future.' },
          { status: 422 },
        );
      draft.draftStatus = 'scheduled';
      draft.dateScheduled = body.dateScheduled;
      draft.attributes = { ...draft.attributes, publishedSilently: body.publishedSilently };
      return HttpResponse.json(draft);
    }),
    http.patch(`${API}/drafts/cancel-schedule/:id`, async ({ params }) => {
      state.calls.push(`PATCH /drafts/cancel-schedule/${String(params.id)}`);
      await wait();
      const draft = find(params.id);
      if (!draft) return HttpResponse.json({ message: 'Draft not found.' }, { status: 404 });
      draft.draftStatus = 'draft';
      draft.dateScheduled = null;
      return HttpResponse.json(draft);
    }),
    http.get(`${API}/discussions`, ({ request }) => {
      const url = new URL(request.url);
      state.calls.push(`GET /discussions${url.search}`);
      const ids = url.searchParams.getAll('discussionID[]').map(Number);
      return HttpResponse.json(ids.map((id) => discussion(id, { name: `Discussion ${id} title` })));
    }),
  );
  return state;
}
