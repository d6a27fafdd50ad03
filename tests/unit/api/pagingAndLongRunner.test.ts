import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import { runLongRunner } from '@/api/longRunner';
import { parseLinkHeader, parsePaging } from '@/api/paging';
import { API, server, TEST_CONFIG } from '../../support/msw';

describe('paging headers', () => {
  it('reads next and prev from Link and the counts from x-app-page-*', () => {
    expect(
      parsePaging({
        link: '<https://f.example/api/v2/discussions?page=3>; rel="next", <https://f.example/api/v2/discussions?page=1>; rel="prev"',
        'x-app-page-result-count': '95',
        'x-app-page-current': '2',
        'x-app-page-limit': '30',
      }),
    ).toEqual({
      next: 'https://f.example/api/v2/discussions?page=3',
      prev: 'https://f.example/api/v2/discussions?page=1',
      total: 95,
      currentPage: 2,
      limit: 30,
    });
  });

  it('gives no paging fields when the headers are absent', () => {
    expect(parsePaging({})).toEqual({});
    expect(parseLinkHeader(undefined)).toEqual({});
  });

  it('keeps commas inside URLs', () => {
    expect(parseLinkHeader('<https://f.example/x?ids=1,2>; rel="next"')).toEqual({
      next: 'https://f.example/x?ids=1,2',
    });
  });
});

describe('long runner', () => {
  it('posts callbackPayload raw to calls/run until none remains, reporting each step', async () => {
    const posted: Array<[string | null, string]> = [];
    let step = 0;
    server.use(
      http.patch(`${API}/discussions/close`, () =>
        HttpResponse.json(
          {
            callbackPayload: 'a',
            progress: { successIDs: [1], failedIDs: [], exceptionsByID: {} },
          },
          { status: 408 },
        ),
      ),
      http.post(`${API}/calls/run`, async ({ request }) => {
        posted.push([request.headers.get('content-type'), await request.text()]);
        step += 1;
        if (step === 1) {
          return HttpResponse.json(
            {
              callbackPayload: 'b',
              progress: { successIDs: [2], failedIDs: [], exceptionsByID: {} },
            },
            { status: 408 },
          );
        }
        return HttpResponse.json({
          progress: {
            successIDs: [],
            failedIDs: [3],
            exceptionsByID: { 3: { message: 'No', code: 400 } },
          },
        });
      }),
    );
    const reports: number[][] = [];
    const result = await runLongRunner(
      createApiClient(TEST_CONFIG),
      {
        method: 'patch',
        url: '/discussions/close',
        data: { discussionIDs: [1, 2, 3], closed: true },
      },
      (stepProgress) => reports.push([...stepProgress.successIDs, ...stepProgress.failedIDs]),
    );
    expect(posted).toEqual([
      ['application/system+jwt', 'a'],
      ['application/system+jwt', 'b'],
    ]);
    expect(reports).toEqual([[1], [2], [3]]);
    expect(result).toEqual({
      reported: true,
      progress: {
        successIDs: [1, 2],
        failedIDs: [3],
        exceptionsByID: { 3: { message: 'No', status: 400 } },
      },
    });
  });

  it('resumes from an error response that carries a callbackPayload', async () => {
    server.use(
      http.delete(`${API}/discussions/list`, () =>
        HttpResponse.json({ message: 'Timeout', callbackPayload: 'c' }, { status: 500 }),
      ),
      http.post(`${API}/calls/run`, () =>
        HttpResponse.json({ progress: { successIDs: [4], failedIDs: [], exceptionsByID: {} } }),
      ),
    );
    const result = await runLongRunner(createApiClient(TEST_CONFIG), {
      method: 'delete',
      url: '/discussions/list',
      data: { discussionIDs: [4] },
    });
    expect(result.progress.successIDs).toEqual([4]);
  });
});
