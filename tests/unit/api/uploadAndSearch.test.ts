import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { createApiClient } from '@/api/apiClient';
import { checkUpload, humanFileSize, uploadMedia } from '@/api/upload';
import { searchRequest } from '@/api/search';
import { API, recordRequests, server, TEST_CONFIG } from '../../support/msw';

const limits = { maxSize: 2 * 1024 * 1024, allowedExtensions: ['jpg', 'PNG', 'gif'] };

describe('upload checks', () => {
  it('refuses a file over upload.maxSize with the exact message', () => {
    expect(checkUpload({ name: 'a.jpg', size: limits.maxSize + 1 }, limits)).toBe(
      'The uploaded file was too big (max 2 MB).',
    );
  });

  it('refuses an extension not in upload.allowedExtensions with the exact message', () => {
    expect(checkUpload({ name: 'a.exe', size: 10 }, limits)).toBe(
      'The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, PNG, gif.',
    );
  });

  it('compares extensions case-insensitively', () => {
    expect(checkUpload({ name: 'photo.JPG', size: 10 }, limits)).toBeNull();
    expect(checkUpload({ name: 'photo.png', size: 10 }, limits)).toBeNull();
  });

  it('formats sizes for people', () => {
    expect(humanFileSize(1536)).toBe('1.5 KB');
    expect(humanFileSize(500)).toBe('500 B');
  });
});

describe('upload', () => {
  it('posts the file as multipart field "file" to /media', async () => {
    let fieldName: string | undefined;
    server.use(
      http.post(`${API}/media`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        fieldName = file && typeof file !== 'string' ? file.name : undefined;
        return HttpResponse.json(
          { mediaID: 1, url: '/uploads/a.png', name: 'a.png', type: 'image/png', size: 3 },
          { status: 201 },
        );
      }),
    );
    const media = await uploadMedia(
      createApiClient(TEST_CONFIG),
      // jest-fixed-jsdom installs Node's FormData, which takes Node's File, not jsdom's.
      new NodeFile(['abc'], 'a.png', { type: 'image/png' }) as unknown as File,
      limits,
    );
    expect(fieldName).toBe('a.png');
    expect(media.mediaID).toBe(1);
  });

  it('refuses an answer without media (a 408 counts as success but stored nothing)', async () => {
    server.use(
      http.post(`${API}/media`, () =>
        HttpResponse.json({ message: 'Request timeout', status: 408 }, { status: 408 }),
      ),
    );
    await expect(
      uploadMedia(
        createApiClient(TEST_CONFIG),
        new NodeFile(['abc'], 'a.png', { type: 'image/png' }) as unknown as File,
        limits,
      ),
    ).rejects.toMatchObject({ message: 'The server did not confirm the upload.' });
  });

  it('sends nothing when the file breaks a rule', async () => {
    const requests = recordRequests();
    await expect(
      uploadMedia(createApiClient(TEST_CONFIG), new File(['abc'], 'a.exe'), limits),
    ).rejects.toThrow('did not have an allowed extension');
    expect(requests).toHaveLength(0);
  });
});

describe('search', () => {
  it('returns results with paging', async () => {
    server.use(
      http.get(`${API}/search`, () =>
        HttpResponse.json([{ name: 'Hit', url: '/d/1', excerpt: 'x' }], {
          headers: { 'x-app-page-result-count': '1' },
        }),
      ),
    );
    const response = await searchRequest(createApiClient(TEST_CONFIG), { query: 'hit' });
    expect(response).toEqual({
      results: [{ name: 'Hit', url: '/d/1', excerpt: 'x' }],
      paging: { total: 1 },
    });
  });

  it('can be cancelled', async () => {
    server.use(
      http.get(`${API}/search`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = searchRequest(createApiClient(TEST_CONFIG), { query: 'x' }, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
