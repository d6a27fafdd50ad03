import './jsdomLayout';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { createRef } from 'react';
import { RichEditor, type RichEditorHandle } from '@/features/composer/components/RichEditor';
import { API, recordRequests, server, TEST_CONFIG } from '../../../../support/msw';
import { renderWithProviders } from '../../../../support/renderWithProviders';

const LIMITS = { 'upload.maxSize': 1024, 'upload.allowedExtensions': ['jpg', 'png', 'gif'] };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const PNG_URL = `data:image/png;base64,${PNG.toString('base64')}`;

// The product makes its Files with the page's File; jest-fixed-jsdom's FormData (Node's), like
// a browser's, takes only its own.
const pageFile = globalThis.File;
beforeAll(async () => {
  globalThis.File = NodeFile as unknown as typeof File;
  await import('@/features/composer/editor/RichEditorImpl');
}, 30000);
afterAll(() => {
  globalThis.File = pageFile;
});

/** Answers POST /media with a media record; the test decides when (`release`). */
function holdUploads(): { release: () => void; files: File[] } {
  const files: File[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`${API}/media`, async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      files.push(file);
      await gate;
      return HttpResponse.json(
        { mediaID: 7, url: `http://localhost/uploads/7/${file.name}`, name: file.name, type: file.type, size: file.size },
        { status: 201 },
      ); // prettier-ignore
    }),
  );
  return { release: () => release(), files };
}

function pasteHtml(area: HTMLElement, html: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/html'], files: [], getData: (type: string) => (type === 'text/html' ? html : '') }, // prettier-ignore
  });
  act(() => {
    area.dispatchEvent(event);
  });
}

async function renderEditor(initialBody?: { body: string; format: string }): Promise<{
  area: HTMLElement;
  handle: React.RefObject<RichEditorHandle | null>;
  onChange: jest.Mock;
}> {
  const handle = createRef<RichEditorHandle>();
  const onChange = jest.fn();
  renderWithProviders(
    <RichEditor id="b" label="Body" initialBody={initialBody} onChange={onChange} handleRef={handle} />,
    { config: { ...TEST_CONFIG, config: LIMITS } },
  ); // prettier-ignore
  return { area: await screen.findByRole('textbox', { name: 'Body' }), handle, onChange };
}

const tray = (): HTMLElement => screen.getByRole('list', { name: 'Uploads' });

describe('data: images in pasted HTML', () => {
  it('uploads a base64 PNG and puts its card where the image was, with no data: URL kept', async () => {
    const held = holdUploads();
    const { area, handle } = await renderEditor();
    pasteHtml(area, `<p>Before</p><img src="${PNG_URL}" alt="chart"><p>After</p>`);
    await waitFor(() => expect(held.files).toHaveLength(1));
    const sent = held.files[0]!;
    expect(sent.name).toBe('pasted-image-1.png');
    expect(sent.type).toBe('image/png');
    expect(Buffer.from(await sent.arrayBuffer())).toEqual(PNG);
    expect(area.querySelector('.fw-uploadPlaceholder')).toHaveTextContent(
      'Uploading pasted-image-1.png…',
    );
    expect(handle.current?.isUploading()).toBe(true);
    expect(document.body.innerHTML).not.toContain('data:');

    held.release();
    await waitFor(() => expect(handle.current?.isUploading()).toBe(false));
    const body = handle.current?.getBody() ?? '';
    expect(body).not.toContain('data:');
    const nodes = JSON.parse(body) as Array<Record<string, unknown>>;
    expect(nodes.map((node) => node.type)).toEqual(['p', 'rich_embed_card', 'p']);
    expect(nodes[1]).toMatchObject({
      dataSourceType: 'image',
      url: 'http://localhost/uploads/7/pasted-image-1.png',
      embedData: { mediaID: 7, embedType: 'image', name: 'pasted-image-1.png' },
    });
    expect(area.querySelector('img')).toHaveAttribute('src', '/uploads/7/pasted-image-1.png');
    expect(document.body.innerHTML).not.toContain('data:');
  });

  it('drops SVG, HTML and non-base64 data: images and sends nothing', async () => {
    const requests = recordRequests();
    const { area, handle } = await renderEditor();
    pasteHtml(
      area,
      '<p>Kept</p><img src="data:image/svg+xml;base64,PHN2Zy8+"><img src="data:text/html;base64,PGI+">' +
        '<img src="data:image/png,%89PNG">',
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
    expect(JSON.parse(handle.current?.getBody() ?? '')).toEqual([
      { type: 'p', children: [{ text: 'Kept' }] },
    ]);
    expect(area.innerHTML).not.toContain('data:');
  });

  it('says an image that does not decode could not be read, and pastes the rest', async () => {
    const requests = recordRequests();
    const { area, handle } = await renderEditor();
    pasteHtml(area, '<p>Text</p><img src="data:image/png;base64,@@not base64@@"><p>More</p>');
    expect(
      within(tray()).getByText('The image pasted-image-1.png could not be read.'),
    ).toBeVisible();
    expect(handle.current?.isUploading()).toBe(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
    expect(JSON.parse(handle.current?.getBody() ?? '')).toEqual([
      { type: 'p', children: [{ text: 'Text' }] },
      { type: 'p', children: [{ text: 'More' }] },
    ]);
  });

  it('refuses an image over upload.maxSize with the upload rules message', async () => {
    const requests = recordRequests();
    const { area } = await renderEditor();
    const big = Buffer.alloc(2048, 7).toString('base64');
    pasteHtml(area, `<p>Text</p><img src="data:image/jpeg;base64,${big}">`);
    expect(within(tray()).getByText('The uploaded file was too big (max 1 KB).')).toBeVisible();
    expect(within(tray()).getByText('pasted-image-1.jpg')).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
    expect(area).toHaveTextContent('Text');
  });
});

describe('data: images in an opened HTML body', () => {
  it('uploads them once the editor is mounted and holds the body until they are in', async () => {
    const held = holdUploads();
    const { area, handle, onChange } = await renderEditor({
      body: `<p>One</p><img src="${PNG_URL}"><p>Two</p>`,
      format: 'html',
    });
    expect(area.innerHTML).not.toContain('data:');
    expect(area.querySelector('.fw-uploadPlaceholder')).toHaveTextContent(
      'Uploading pasted-image-1.png…',
    );
    expect(handle.current?.isUploading()).toBe(true);
    await waitFor(() => expect(held.files).toHaveLength(1));
    held.release();
    await waitFor(() => expect(handle.current?.isUploading()).toBe(false));
    const [body] = onChange.mock.lastCall as [string];
    expect(body).toBe(handle.current?.getBody());
    expect(body).not.toContain('data:');
    expect((JSON.parse(body) as Array<{ type: string }>).map((node) => node.type)).toEqual([
      'p',
      'rich_embed_card',
      'p',
    ]);
  });

  it('opens a body that is only a data: image, and one in the middle of a line', async () => {
    const held = holdUploads();
    const { handle } = await renderEditor({
      body: `<p>A<img src="${PNG_URL}">B</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`,
      format: 'wysiwyg',
    });
    await waitFor(() => expect(held.files).toHaveLength(2));
    expect(held.files.map((file) => file.name)).toEqual([
      'pasted-image-1.png',
      'pasted-image-2.gif',
    ]);
    held.release();
    await waitFor(() => expect(handle.current?.isUploading()).toBe(false));
    const nodes = JSON.parse(handle.current?.getBody() ?? '') as Array<{ type: string }>;
    expect(nodes.map((node) => node.type)).toEqual([
      'p',
      'rich_embed_card',
      'p',
      'rich_embed_card',
    ]);
  });
});
