import '@testing-library/jest-dom';
import '../../features/composer/editor/jsdomLayout';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { ApiDraft } from '@/api/types/drafts';
import { API, server } from '../../../support/msw';

export const USER_ID = 3;

/** A rich2 body with one paragraph. */
export function rich2(text: string): string {
  return JSON.stringify([{ type: 'p', children: [{ text }] }]);
}

/**
 * A signed-in member who may start discussions in category 1 and comment there, but not in
 * category 2 (a junction of its own); tagging on, edits allowed for an hour.
 */
export function memberConfig(
  extra: { global?: Record<string, boolean>; category1?: Record<string, boolean> } = {},
): BootstrapConfig {
  return {
    currentUser: { userID: USER_ID, name: 'member' },
    permissions: {
      isAdmin: false,
      permissions: [
        { type: 'global', id: null, permissions: { 'session.valid': true, ...extra.global } },
        {
          type: 'category',
          id: 1,
          permissions: {
            'discussions.view': true,
            'discussions.add': true,
            'comments.add': true,
            ...extra.category1,
          },
        },
        { type: 'category', id: 2, permissions: { 'discussions.view': true } },
      ],
      junctions: { category: [1, 2] },
      junctionAliases: { category: {} },
    },
    config: { 'tagging.enabled': true, 'garden.editTimeout': 3600 },
  } as BootstrapConfig;
}

export const GUEST_CONFIG: BootstrapConfig = {
  currentUser: { userID: 0, name: 'Guest' },
  permissions: { permissions: [{ type: 'global', id: null, permissions: {} }] },
} as BootstrapConfig;

export const CATEGORIES = [
  {
    categoryID: 1,
    name: 'General',
    url: 'http://localhost/categories/general',
    breadcrumbs: [{ name: 'Home', url: 'http://localhost/' }],
  },
  {
    categoryID: 2,
    name: 'Announcements',
    url: 'http://localhost/categories/announcements',
    breadcrumbs: [{ name: 'Home', url: 'http://localhost/' }],
  },
];

export interface ForumState {
  drafts: ApiDraft[];
  /** Bodies the server received, by "METHOD path". */
  received: { method: string; path: string; body: unknown }[];
}

/** The calls every composer page makes: drafts, categories, tags. */
export function fakeForum(options: { drafts?: ApiDraft[] } = {}): ForumState {
  const state: ForumState = { drafts: [...(options.drafts ?? [])], received: [] };
  const record = async (request: Request): Promise<unknown> => {
    const body: unknown = request.body ? await request.clone().json() : undefined;
    state.received.push({ method: request.method, path: new URL(request.url).pathname, body });
    return body;
  };
  server.use(
    http.get(`${API}/drafts`, () => HttpResponse.json(state.drafts)),
    http.get(`${API}/drafts/:id/edit`, ({ params }) => {
      const draft = state.drafts.find((d) => d.draftID === Number(params.id));
      return draft
        ? HttpResponse.json(draft)
        : HttpResponse.json({ message: 'Draft not found.', status: 404 }, { status: 404 });
    }),
    http.post(`${API}/drafts`, async ({ request }) => {
      const body = (await record(request)) as Omit<ApiDraft, 'draftID'>;
      const draft = {
        ...body,
        draftID: 500 + state.drafts.length,
        insertUserID: USER_ID,
        dateInserted: new Date().toISOString(),
      } as ApiDraft;
      state.drafts.push(draft);
      return HttpResponse.json(draft, { status: 201 });
    }),
    http.patch(`${API}/drafts/:id`, async ({ request, params }) => {
      const body = (await record(request)) as Partial<ApiDraft>;
      const draft = state.drafts.find((d) => d.draftID === Number(params.id));
      if (!draft) return HttpResponse.json({ message: 'Draft not found.' }, { status: 404 });
      Object.assign(draft, body);
      return HttpResponse.json(draft);
    }),
    http.delete(`${API}/drafts/:id`, async ({ request, params }) => {
      await record(request);
      state.drafts = state.drafts.filter((d) => d.draftID !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${API}/categories/search`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      return HttpResponse.json(
        CATEGORIES.filter((c) => c.name.toLowerCase().includes(query.toLowerCase())),
      );
    }),
    http.get(`${API}/categories/:id`, ({ params }) => {
      const category = CATEGORIES.find((c) => c.categoryID === Number(params.id));
      return category
        ? HttpResponse.json(category)
        : HttpResponse.json({ message: 'Category not found.' }, { status: 404 });
    }),
    http.get(`${API}/tags`, ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      return HttpResponse.json(
        [
          { tagID: 11, name: 'help' },
          { tagID: 12, name: 'howto' },
        ].filter((tag) => tag.name.startsWith(query)),
      );
    }),
  );
  return state;
}

/** A server draft of `recordType` in a place, saved a minute ago. */
export function serverDraft(fields: Partial<ApiDraft> & Pick<ApiDraft, 'draftID'>): ApiDraft {
  const saved = new Date(Date.now() - 60_000).toISOString();
  return {
    recordType: 'discussion',
    recordID: null,
    parentRecordType: 'category',
    parentRecordID: 1,
    draftStatus: 'draft',
    insertUserID: USER_ID,
    dateInserted: saved,
    dateUpdated: saved,
    attributes: {
      body: rich2('From my draft'),
      format: 'rich2',
      lastSaved: saved,
      draftMeta: { name: 'Drafted title', categoryID: 1, postTypeID: 'discussion' },
    },
    ...fields,
  } as ApiDraft;
}

/**
 * Loads the editor's lazy chunk once before a file's tests. Its first import (ProseMirror and the
 * editor, transformed cold in a fresh clone) is module loading, not the widget's behaviour, and
 * under load it took longer than a test's wait for the editor to show.
 */
export function preloadEditor(): void {
  beforeAll(() => import('@/features/composer/editor/RichEditorImpl'), 120_000);
}

/** The rich-text editor named `name`, once its chunk has loaded. */
export function findEditor(name: string): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name }, { timeout: 5000 });
}

/** Types into the rich-text editor the way a keyboard user does (focus, then keys). */
export async function typeInEditor(user: UserEvent, name: string, text: string): Promise<void> {
  const editor = await findEditor(name);
  editor.focus();
  await user.keyboard(text);
  await waitFor(() => expect(editor).toHaveTextContent(text));
}
