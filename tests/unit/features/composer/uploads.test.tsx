import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { Slice } from 'prosemirror-model';
import type { EditorView } from 'prosemirror-view';
import { type ReactElement, useState } from 'react';
import { uploadProgressed } from '@/features/media/mediaSlice';
import {
  createUploadController,
  type UploadController,
  UploadTray,
} from '@/features/composer/editor/uploads';
import { useAppStore } from '@/store/hooks';
import type { AppStore } from '@/store/store';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import {
  axeViolations,
  blocks,
  paragraphs,
  setCaret,
  TestEditor,
  typeText,
} from './editorTestHarness';

const LIMITS = { 'upload.maxSize': 1024, 'upload.allowedExtensions': ['jpg', 'png', 'txt'] };

/** jest-fixed-jsdom's FormData (Node's) takes Node's File, as a browser's takes its own. */
function file(name: string, size: number, type: string): File {
  return new NodeFile(['x'.repeat(size)], name, { type }) as unknown as File;
}

function media(id: number, name: string, type: string, size = 3): Record<string, unknown> {
  return { mediaID: id, url: `http://localhost/uploads/${id}/${name}`, name, type, size };
}

/** A deferred answer for POST /media: the test decides when and how the server answers. */
function holdUploads(): {
  answer: (response: Response, which?: number) => void;
  calls: () => number;
} {
  const waiting: Array<(response: Response) => void> = [];
  let calls = 0;
  server.use(
    http.post(`${API}/media`, () => {
      calls += 1;
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }),
  );
  return {
    /** Answers the request that arrived `which`-th among those still waiting (default first). */
    answer: (response, which = 0) => waiting.splice(which, 1)[0]?.(response),
    calls: () => calls,
  };
}

interface Rendered {
  view: EditorView;
  controller: UploadController;
  store: AppStore;
}

function renderUploads(texts = ['Hello world']): Rendered {
  const out: Partial<Rendered> = {};
  function Editor(): ReactElement {
    const store = useAppStore();
    const [controller] = useState(() =>
      createUploadController({
        dispatch: store.dispatch,
        getState: store.getState,
        editorId: 'ed1',
      }),
    );
    out.controller = controller;
    out.store = store;
    return (
      <TestEditor
        plugins={[controller.plugin]}
        doc={paragraphs(...texts)}
        onView={(view) => {
          controller.attach(view);
          out.view = view;
        }}
      >
        {() => <UploadTray controller={controller} />}
      </TestEditor>
    );
  }
  renderWithProviders(<Editor />, { config: { ...TEST_CONFIG, config: LIMITS } });
  return out as Rendered;
}

const insert = (rendered: Rendered, files: File[], pos?: number): void =>
  act(() => rendered.controller.insertFiles(files, pos));
const tray = (): HTMLElement => screen.getByRole('list', { name: 'Uploads' });
const placeholders = (view: EditorView): string[] =>
  Array.from(view.dom.querySelectorAll('.fw-uploadPlaceholder')).map((el) => el.textContent ?? '');

describe('upload rules', () => {
  it('refuses a file over upload.maxSize with the exact message and sends nothing', async () => {
    const requests = recordRequests();
    const r = renderUploads();
    const before = blocks(r.view);
    insert(r, [file('big.png', 2048, 'image/png')]);
    expect(within(tray()).getByText('The uploaded file was too big (max 1 KB).')).toBeVisible();
    expect(within(tray()).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    expect(blocks(r.view)).toEqual(before);
    expect(placeholders(r.view)).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
  });

  it('refuses an extension that is not allowed with the exact message and sends nothing', async () => {
    const requests = recordRequests();
    const r = renderUploads();
    insert(r, [file('tool.exe', 10, 'application/octet-stream')]);
    expect(
      within(tray()).getByText(
        'The uploaded file did not have an allowed extension. Only the following extensions are allowed. jpg, png, txt.',
      ),
    ).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toHaveLength(0);
    // Remove takes it off the tray.
    act(() => within(tray()).getByRole('button', { name: 'Remove tool.exe' }).click());
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('shows progress while sending and puts the image where the placeholder is', async () => {
    const held = holdUploads();
    const r = renderUploads();
    const seen: number[] = [];
    r.store.subscribe(() => seen.push(r.store.getState().media?.progress['ed1-upload-1'] ?? -1));
    insert(r, [file('cat.png', 3, 'image/png')], 7);
    const bar = within(tray()).getByRole('progressbar', { name: 'Uploading cat.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Uploading cat.png…', { selector: '[aria-live]' })).toBeInTheDocument();
    expect(placeholders(r.view)).toEqual(['Uploading cat.png…']);
    act(() => {
      r.store.dispatch(uploadProgressed({ uploadKey: 'ed1-upload-1', fraction: 0.4 }));
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(await axeViolations()).toEqual([]);
    await waitFor(() => expect(held.calls()).toBe(1));
    held.answer(HttpResponse.json(media(5, 'cat.png', 'image/png'), { status: 201 }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // The request's own upload progress reached the store before the answer.
    expect(seen).toContain(1);
    expect(blocks(r.view)).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Hello ' }] },
      {
        type: 'image',
        attrs: {
          src: '/uploads/5/cat.png',
          alt: 'cat.png',
          mediaID: 5,
          wire: expect.objectContaining({ type: 'rich_embed_card', dataSourceType: 'image' }),
        },
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'world' }] },
    ]);
    expect(placeholders(r.view)).toEqual([]);
    expect(screen.getByText('Uploaded cat.png', { selector: '[aria-live]' })).toBeInTheDocument();
  });

  it('turns a file that is not an image into an attachment node', async () => {
    server.use(
      http.post(`${API}/media`, () =>
        HttpResponse.json(media(6, 'notes.txt', 'text/plain', 120), { status: 201 }),
      ),
    );
    const r = renderUploads();
    insert(r, [file('notes.txt', 120, 'text/plain')], 12);
    await waitFor(() => expect(blocks(r.view)).toHaveLength(2));
    expect(blocks(r.view)[1]).toEqual({
      type: 'attachment',
      attrs: {
        href: '/uploads/6/notes.txt',
        name: 'notes.txt',
        size: 120,
        mediaID: 6,
        wire: expect.objectContaining({ type: 'rich_embed_card', dataSourceType: 'file' }),
      },
    });
  });

  it('shows the reason of a 413 with Retry and Remove, and Retry puts the image in its place after typing', async () => {
    const held = holdUploads();
    const r = renderUploads();
    setCaret(r.view, 7); // Hello |world
    insert(r, [file('cat.png', 3, 'image/png')]);
    await waitFor(() => expect(held.calls()).toBe(1));
    held.answer(
      HttpResponse.json({ message: 'The file is larger than the server takes.' }, { status: 413 }),
    );
    expect(
      await within(tray()).findByText('The file is larger than the server takes.'),
    ).toBeVisible();
    expect(placeholders(r.view)).toEqual(['Upload failed: cat.png']);
    expect(await axeViolations()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove cat.png' })).toBeInTheDocument();
    // Typing goes on: at the caret (after the placeholder) and before it.
    typeText(r.view, 'big ');
    setCaret(r.view, 1);
    typeText(r.view, 'Oh. ');
    act(() => screen.getByRole('button', { name: 'Retry upload of cat.png' }).click());
    expect(within(tray()).getByRole('progressbar', { name: 'Uploading cat.png' })).toBeVisible();
    await waitFor(() => expect(held.calls()).toBe(2));
    held.answer(HttpResponse.json(media(5, 'cat.png', 'image/png'), { status: 201 }));
    await waitFor(() => expect(blocks(r.view)).toHaveLength(3));
    expect(blocks(r.view)).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'Oh. Hello ' }] },
      {
        type: 'image',
        attrs: {
          src: '/uploads/5/cat.png',
          alt: 'cat.png',
          mediaID: 5,
          wire: expect.objectContaining({ type: 'rich_embed_card', dataSourceType: 'image' }),
        },
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'big world' }] },
    ]);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('keeps keyboard focus in the row when Retry and Cancel replace each other', async () => {
    const user = userEvent.setup();
    const held = holdUploads();
    const r = renderUploads();
    insert(r, [file('cat.png', 3, 'image/png')], 12);
    await waitFor(() => expect(held.calls()).toBe(1));
    held.answer(HttpResponse.json({ message: 'Busy' }, { status: 503 }));
    const retry = await screen.findByRole('button', { name: 'Retry upload of cat.png' });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Cancel upload of cat.png' })).toHaveFocus();
    await waitFor(() => expect(held.calls()).toBe(2));
    held.answer(HttpResponse.json({ message: 'Busy' }, { status: 503 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry upload of cat.png' })).toHaveFocus(),
    );
  });

  it('says a failure with no message clearly, and Remove leaves the text as it was', async () => {
    server.use(http.post(`${API}/media`, () => new HttpResponse(null, { status: 413 })));
    const r = renderUploads(['One', 'Two']);
    setCaret(r.view, 4); // One|
    insert(r, [file('cat.png', 3, 'image/png')]);
    expect(await within(tray()).findByText('The file is too big for the server.')).toBeVisible();
    typeText(r.view, '!');
    const typed = blocks(r.view);
    act(() => screen.getByRole('button', { name: 'Remove cat.png' }).click());
    expect(blocks(r.view)).toEqual(typed);
    expect(typed).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'One!' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
    ]);
    expect(placeholders(r.view)).toEqual([]);
    expect(r.store.getState().media?.uploads['ed1-upload-1']).toBeUndefined();
  });

  it('cancels an upload being sent: the request is aborted and nothing is inserted', async () => {
    const held = holdUploads();
    const r = renderUploads();
    const before = blocks(r.view);
    insert(r, [file('cat.png', 3, 'image/png')], 7);
    await waitFor(() => expect(held.calls()).toBe(1));
    act(() => screen.getByRole('button', { name: 'Cancel upload of cat.png' }).click());
    held.answer(HttpResponse.json(media(5, 'cat.png', 'image/png'), { status: 201 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(blocks(r.view)).toEqual(before);
    expect(placeholders(r.view)).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('keeps the order of files inserted together, whichever answers first', async () => {
    const held = holdUploads();
    const r = renderUploads();
    insert(r, [file('a.png', 3, 'image/png'), file('b.png', 3, 'image/png')], 12);
    await waitFor(() => expect(held.calls()).toBe(2));
    // b's answer comes first.
    held.answer(HttpResponse.json(media(2, 'b.png', 'image/png'), { status: 201 }), 1);
    await waitFor(() => expect(blocks(r.view)).toHaveLength(2));
    held.answer(HttpResponse.json(media(1, 'a.png', 'image/png'), { status: 201 }));
    await waitFor(() => expect(blocks(r.view)).toHaveLength(3));
    expect(blocks(r.view).map((b) => (b as { attrs?: { alt: string } }).attrs?.alt)).toEqual([
      undefined,
      'a.png',
      'b.png',
    ]);
  });

  it('uploads pasted files at the caret and dropped files, but pastes text with files as text', async () => {
    server.use(
      http.post(`${API}/media`, () =>
        HttpResponse.json(media(5, 'cat.png', 'image/png'), { status: 201 }),
      ),
    );
    const r = renderUploads();
    const cat = file('cat.png', 3, 'image/png');
    const paste = (types: string[]): unknown =>
      r.view.someProp('handlePaste', (f) =>
        f(
          r.view,
          { clipboardData: { files: [cat], types } } as unknown as ClipboardEvent,
          Slice.empty,
        ),
      );
    expect(paste(['Files', 'text/plain'])).toBeFalsy();
    setCaret(r.view, 12);
    let handled: unknown;
    act(() => {
      handled = paste(['Files']);
    });
    expect(handled).toBe(true);
    await waitFor(() => expect(blocks(r.view)).toHaveLength(2));
    let dropped: unknown;
    act(() => {
      dropped = r.view.someProp('handleDrop', (f) =>
        f(
          r.view,
          {
            dataTransfer: { files: [cat] },
            preventDefault: () => undefined,
          } as unknown as DragEvent,
          Slice.empty,
          false,
        ),
      );
    });
    expect(dropped).toBe(true);
    await waitFor(() => expect(blocks(r.view)).toHaveLength(3));
  });
});
