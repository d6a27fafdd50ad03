import './jsdomLayout';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { createRef } from 'react';
import { RichEditor, type RichEditorHandle } from '@/features/composer/components/RichEditor';
import { API, server, TEST_CONFIG } from '../../../../support/msw';
import { renderWithProviders } from '../../../../support/renderWithProviders';

const RICH2 = JSON.stringify({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello there' }] }],
});

describe('RichEditor (the lazy wrapper and the editor)', () => {
  // Compiling the editor chunk's modules the first time takes longer than findBy waits.
  beforeAll(async () => {
    await import('@/features/composer/editor/RichEditorImpl');
  }, 30000);

  it('shows a busy frame first, then the editor with its name, toolbar and body', async () => {
    const { container } = renderWithProviders(
      <RichEditor
        id="body1"
        label="Comment"
        initialBody={{ body: RICH2, format: 'rich2' }}
        onChange={() => undefined}
      />,
    );
    expect(container.querySelector('.fw-rich-frame[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();

    const area = await screen.findByRole('textbox', { name: 'Comment' });
    expect(area).toHaveAttribute('aria-multiline', 'true');
    expect(area).toHaveAttribute('id', 'body1');
    expect(area).toHaveTextContent('Hello there');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    expect(toolbar).toHaveAttribute('aria-controls', 'body1');
    expect(container.querySelector('.fw-rich-frame')).toBeNull();
  });

  it('reports each document change with the rich2 body, and the handle works on the document', async () => {
    const onChange = jest.fn();
    const handle = createRef<RichEditorHandle>();
    renderWithProviders(
      <RichEditor id="body2" label="Body" onChange={onChange} handleRef={handle} />,
    );
    await screen.findByRole('textbox', { name: 'Body' });
    expect(handle.current?.isEmpty()).toBe(true);
    expect(onChange).not.toHaveBeenCalled();

    act(() =>
      handle.current?.insertQuote(
        { body: '<p>Original <b>words</b></p><script>x()</script>', format: 'html' },
        'Ana',
      ),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    const [body, isEmpty] = onChange.mock.calls[0] as [string, boolean];
    expect(isEmpty).toBe(false);
    // 04's rich2: the quote's lines, then the empty paragraph after it.
    expect(JSON.parse(body)).toEqual([
      {
        type: 'blockquote',
        children: [
          { type: 'blockquote-line', children: [{ text: 'Ana wrote:' }] },
          {
            type: 'blockquote-line',
            children: [{ text: 'Original ' }, { text: 'words', bold: true }],
          },
        ],
      },
      { type: 'p', children: [{ text: '' }] },
    ]);
    expect(handle.current?.getBody()).toBe(body);

    act(() => handle.current?.clear());
    expect(handle.current?.isEmpty()).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(
      JSON.stringify([{ type: 'p', children: [{ text: '' }] }]),
      true,
    );
  });

  it('is not editable when disabled, and names the description and placeholder', async () => {
    const { rerender } = renderWithProviders(
      <RichEditor id="body3" label="Body" onChange={() => undefined} disabled placeholder="Say something" describedBy="help" />,
    ); // prettier-ignore
    const area = await screen.findByRole('textbox', { name: 'Body' });
    expect(area).toHaveAttribute('contenteditable', 'false');
    expect(area).toHaveAttribute('aria-describedby', 'help');
    expect(area).toHaveAttribute('aria-placeholder', 'Say something');
    expect(area.querySelector('[data-placeholder="Say something"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();

    rerender(<RichEditor id="body3" label="Body" onChange={() => undefined} />);
    await waitFor(() => expect(area).toHaveAttribute('contenteditable', 'true'));
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
  });

  it('links the selection through the link form, refusing unsafe addresses', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <RichEditor id="body4" label="Body" initialBody={{ body: RICH2, format: 'rich2' }} onChange={onChange} />,
    ); // prettier-ignore
    const area = await screen.findByRole('textbox', { name: 'Body' });
    fireEvent.keyDown(area, { key: 'a', keyCode: 65, ctrlKey: true }); // select all
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert link' });
    const address = within(dialog).getByLabelText('Link address');
    expect(address).toHaveFocus();

    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This address is not allowed.');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(address);
    await user.type(address, 'https://example.com/page{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const [body] = onChange.mock.lastCall as [string, boolean];
    expect(JSON.parse(body)[0].children).toEqual([
      { text: '' },
      { type: 'a', url: 'https://example.com/page', children: [{ text: 'Hello there' }] },
      { text: '' },
    ]);

    // Mod-k in the link edits it; an empty address removes it.
    fireEvent.keyDown(area, { key: 'k', keyCode: 75, ctrlKey: true });
    const edit = screen.getByRole('dialog', { name: 'Edit link' });
    const field = within(edit).getByLabelText('Link address');
    expect(field).toHaveValue('https://example.com/page');
    await user.clear(field);
    await user.click(within(edit).getByRole('button', { name: 'Apply' }));
    expect(JSON.parse((onChange.mock.lastCall as [string])[0])[0].children).toEqual([
      { text: 'Hello there' },
    ]);
  });

  it('uploads files chosen with the toolbar button and puts the image in the body', async () => {
    server.use(
      http.post(`${API}/media`, () =>
        HttpResponse.json(
          { mediaID: 9, url: 'http://localhost/uploads/9/cat.png', name: 'cat.png', type: 'image/png', size: 3 },
          { status: 201 },
        ),
      ),
    ); // prettier-ignore
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <RichEditor id="body5" label="Body" onChange={onChange} />,
      { config: { ...TEST_CONFIG, config: { 'upload.maxSize': 1024, 'upload.allowedExtensions': ['png'] } } },
    ); // prettier-ignore
    await screen.findByRole('textbox', { name: 'Body' });
    const input = document.querySelector<HTMLInputElement>('.fw-rich-editor input[type="file"]')!;
    // jest-fixed-jsdom's FormData is Node's, which takes Node's File.
    await user.upload(
      input,
      new NodeFile(['png'], 'cat.png', { type: 'image/png' }) as unknown as File,
    );
    await waitFor(() =>
      // 04 §3.5 step 3: the media record plus embedType, and the uploaded URL.
      expect(JSON.parse((onChange.mock.lastCall as [string])[0])).toContainEqual({
        type: 'rich_embed_card',
        children: [{ text: '' }],
        dataSourceType: 'image',
        url: 'http://localhost/uploads/9/cat.png',
        embedData: {
          url: 'http://localhost/uploads/9/cat.png',
          name: 'cat.png',
          type: 'image/png',
          size: 3,
          mediaID: 9,
          displaySize: 'large',
          float: 'none',
          embedType: 'image',
        },
      }),
    );
  });

  it('takes focus on mount with autoFocus, and Tab from the text leaves the editor', async () => {
    const { user } = renderWithProviders(
      <div>
        <RichEditor id="body6" label="Body" onChange={() => undefined} autoFocus />
        <button type="button">After</button>
      </div>,
    );
    const area = await screen.findByRole('textbox', { name: 'Body' });
    expect(area).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
