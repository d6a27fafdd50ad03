import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import type { ApiReaction } from '@/api/types/discussions';
import { sendReaction } from '@/features/reactions/sendReaction';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';

const up: ApiReaction = { tagID: 1, urlcode: 'Up', count: 1, reactionValue: 1, hasReacted: true };
const down: ApiReaction = { tagID: 2, urlcode: 'Down', count: 0, reactionValue: -1 };
const api = () => createApiClient(TEST_CONFIG, { reload: () => undefined });
const sent = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);

describe('sendReaction, one path for every record type', () => {
  it("switching a comment's vote deletes the user's reaction by userID, then posts the new one", async () => {
    const requests = recordRequests();
    const counts = [{ ...down, count: 1 }];
    server.use(
      http.delete(`${API}/comments/7/reactions/3`, () => new HttpResponse(null, { status: 204 })),
      http.post(`${API}/comments/7/reactions`, () => HttpResponse.json(counts, { status: 201 })),
    );
    const answer = await sendReaction(api(), {
      recordType: 'comment',
      recordID: 7,
      userID: 3,
      before: [up, down],
      reactionType: 'Down',
    });
    expect(answer).toEqual(counts);
    expect(sent(requests)).toEqual([
      'DELETE /api/v2/comments/7/reactions/3',
      'POST /api/v2/comments/7/reactions',
    ]);
    expect(await requests[1]!.json()).toEqual({ reactionType: 'Down' });
  });

  it('choosing the current reaction again only deletes it', async () => {
    const requests = recordRequests();
    server.use(
      http.delete(
        `${API}/discussions/5/reactions/3`,
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const answer = await sendReaction(api(), {
      recordType: 'discussion',
      recordID: 5,
      userID: 3,
      before: [up, down],
      reactionType: 'Up',
    });
    expect(answer).toBeNull();
    expect(sent(requests)).toEqual(['DELETE /api/v2/discussions/5/reactions/3']);
  });

  it('refuses to take back a reaction without a signed-in user, sending nothing', async () => {
    const requests = recordRequests();
    await expect(
      sendReaction(api(), {
        recordType: 'comment',
        recordID: 7,
        userID: 0,
        before: [up],
        reactionType: 'Down',
      }),
    ).rejects.toThrow('Permission Problem');
    expect(requests).toEqual([]);
  });
});
