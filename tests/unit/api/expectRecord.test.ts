import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import {
  apiGetCommentEdit,
  apiGetQuote,
  apiPatchComment,
  apiPostComment,
} from '@/api/endpoints/comments';
import {
  apiGetDiscussion,
  apiGetDiscussionEdit,
  apiPatchDiscussion,
  apiPostDiscussion,
} from '@/api/endpoints/discussions';
import {
  apiGetDraftEdit,
  apiPatchDraft,
  apiPatchDraftCancelSchedule,
  apiPatchDraftSchedule,
  apiPostDraft,
} from '@/api/endpoints/drafts';
import { expectRecord, isRecordOf, recordOrNull } from '@/api/expectRecord';
import { API, TEST_CONFIG, server } from '../../support/msw';

const TIMEOUT = { message: 'Request timeout', status: 408 };
const POST_TEXT = 'The server did not confirm the post. Your text is kept; please try again.';

describe('expectRecord', () => {
  it('answers the record when every field of the shape is there with its kind', () => {
    const record = { draftID: 4, attributes: {}, name: 'x' };
    expect(expectRecord(record, { draftID: 'number', attributes: 'object' })).toBe(record);
    expect(isRecordOf({ bodyRaw: '', format: 'rich2' }, { bodyRaw: 'string' })).toBe(true);
  });

  it('fails with the body’s message when the record is missing (a 408 body)', () => {
    expect(() => expectRecord(TIMEOUT, { discussionID: 'number' })).toThrow();
    try {
      expectRecord(TIMEOUT, { discussionID: 'number' });
    } catch (error) {
      expect(error).toEqual({ message: 'Request timeout' });
    }
  });

  it('fails with the caller’s message when it has one, and on a wrong kind, null, a list or a string', () => {
    for (const data of [TIMEOUT, { discussionID: '5' }, null, [], 'done', { discussionID: NaN }])
      expect(() => expectRecord(data, { discussionID: 'number' }, 'Not confirmed.')).toThrow(
        expect.objectContaining({ message: 'Not confirmed.' }) as unknown as Error,
      );
    expect(() =>
      expectRecord({ attributes: null, draftID: 1 }, { attributes: 'object' }),
    ).toThrow();
  });

  it('falls back to the default message for a body without one', () => {
    try {
      expectRecord({ unexpected: true }, { commentID: 'number' });
      throw new Error('not thrown');
    } catch (error) {
      expect(error).toEqual({ message: 'Something went wrong while contacting the server.' });
    }
  });

  it('recordOrNull answers null for a success without the record', () => {
    expect(recordOrNull(TIMEOUT, { draftID: 'number' })).toBeNull();
    expect(recordOrNull({ draftID: 3 }, { draftID: 'number' })).toEqual({ draftID: 3 });
  });
});

describe('endpoints answered 408 (success without a record, 01 §7)', () => {
  const api = createApiClient(TEST_CONFIG);
  beforeEach(() => {
    server.use(http.all(`${API}/*`, () => HttpResponse.json(TIMEOUT, { status: 408 })));
  });

  it('a post, a comment, an edit and a discussion patch reject with the post’s text', async () => {
    const post = { name: 'T', body: 'b', format: 'rich2', categoryID: 1 };
    await expect(apiPostDiscussion(api, post)).rejects.toEqual({
      message: POST_TEXT,
    });
    await expect(apiPatchDiscussion(api, 5, { name: 'T' }, undefined, POST_TEXT)).rejects.toEqual({
      message: POST_TEXT,
    });
    const comment = { discussionID: 5, body: 'b', format: 'rich2' };
    await expect(apiPostComment(api, comment)).rejects.toEqual({ message: POST_TEXT });
    await expect(apiPatchComment(api, 9, comment)).rejects.toEqual({
      message: POST_TEXT,
    });
  });

  it('loads (a discussion, sources, a quote, a draft) and saves of drafts reject with the body’s message', async () => {
    const timeout = { message: 'Request timeout' };
    await expect(apiGetDiscussion(api, 5)).rejects.toEqual(timeout);
    await expect(apiPatchDiscussion(api, 5, { closed: true })).rejects.toEqual(timeout);
    await expect(apiGetDiscussionEdit(api, 5)).rejects.toEqual(timeout);
    await expect(apiGetCommentEdit(api, 9)).rejects.toEqual(timeout);
    await expect(apiGetQuote(api, 'discussion', 5)).rejects.toEqual(timeout);
    await expect(apiGetDraftEdit(api, 4)).rejects.toEqual(timeout);
    const input = { recordType: 'comment' as const, attributes: { body: 'b', format: 'rich2' } };
    await expect(apiPostDraft(api, input)).rejects.toEqual(timeout);
    await expect(apiPatchDraft(api, 4, input)).rejects.toEqual(timeout);
  });

  it('a schedule or its cancelling answered 408 is done without the draft (null)', async () => {
    await expect(
      apiPatchDraftSchedule(api, 4, { dateScheduled: '2030-01-01T00:00:00Z' }),
    ).resolves.toBeNull();
    await expect(apiPatchDraftCancelSchedule(api, 4)).resolves.toBeNull();
  });
});
