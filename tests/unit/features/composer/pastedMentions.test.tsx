import '../composer/editor/jsdomLayout';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRef } from 'react';
import { RichEditor, type RichEditorHandle } from '@/features/composer/components/RichEditor';
import { loadPlainTextReader } from '@/features/composer/editor/pastedText';
import { serializeDoc } from '@/features/composer/editor/rich2';
import { API, recordRequests, server, TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { makeView, paste, type TestView } from './editor/viewHarness';

const ANN = { userID: 7, name: 'Ann', url: 'https://forum.test/profile/Ann', photoUrl: null };
const AL = [
  { userID: 8, name: 'Al', photoUrl: null },
  { userID: 9, name: 'al', photoUrl: null },
];

/** `GET /users/by-names`: Ann is one user, Al two, anyone else nobody. */
function serveUsers(): void {
  server.use(
    http.get(`${API}/users/by-names`, ({ request }) => {
      const name = new URL(request.url).searchParams.get('name');
      return HttpResponse.json(name === 'Ann' ? [ANN] : name === 'Al' ? AL : []);
    }),
  );
}

/** A paste event holding only plain text on the editing area. */
function pasteText(area: HTMLElement, text: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { types: ['text/plain'], files: [], getData: (t: string) => (t === 'text/plain' ? text : '') },
  }); // prettier-ignore
  area.dispatchEvent(event);
}

async function renderEditor(config = TEST_CONFIG): Promise<{
  area: HTMLElement;
  body: () => unknown[];
}> {
  const handle = createRef<RichEditorHandle>();
  renderWithProviders(
    <RichEditor id="b1" label="Body" onChange={() => undefined} handleRef={handle} />,
    { config },
  );
  const area = await screen.findByRole('textbox', { name: 'Body' });
  return { area, body: () => JSON.parse(handle.current!.getBody()) as unknown[] };
}

describe('mentions in pasted plain text (04 §4.3)', () => {
  let editor: TestView | undefined;
  afterEach(() => editor?.destroy());
  beforeAll(async () => {
    await import('@/features/composer/editor/RichEditorImpl');
    await loadPlainTextReader();
  }, 30000);

  it('turns the example of 04 §4.3 into pending mentions, each followed by a space', () => {
    editor = makeView(undefined, {
      paste: { mentionsEnabled: () => true, lookupUsers: () => new Promise(() => undefined) },
    });
    paste(editor.view, { text: '@testuser, @another user!' });
    // 04 §4.3's nodes, with the adjacent leaves merged as the editor writes them.
    const mention = (name: string): unknown => ({ type: '@', children: [{ text: '' }], name, id: `${name}-0` }); // prettier-ignore
    expect(JSON.parse(serializeDoc(editor.view.state.doc))).toEqual([
      {
        type: 'p',
        children: [
          { text: '' },
          mention('testuser'),
          { text: ' , ' },
          mention('another user'),
          { text: ' !' },
        ],
      },
    ]);
  });

  it('takes a name in double quotes whole, and ends a plain name at punctuation', () => {
    editor = makeView(undefined, {
      paste: { mentionsEnabled: () => true, lookupUsers: () => new Promise(() => undefined) },
    });
    paste(editor.view, { text: 'Hi @"Ann Lee", @“Bo” and @Zoë-X\n@Al\'s' });
    const mention = (name: string): unknown => ({ type: '@', children: [{ text: '' }], name, id: `${name}-0` }); // prettier-ignore
    expect(JSON.parse(serializeDoc(editor.view.state.doc))).toEqual([
      {
        type: 'p',
        children: [
          { text: 'Hi ' },
          mention('Ann Lee'),
          { text: ' , ' },
          mention('Bo'),
          { text: '  and ' },
          mention('Zoë'),
          { text: ' -X\n' },
          mention("Al's"),
          { text: ' ' },
        ],
      },
    ]);
  });

  it('skips e-mail addresses, inline code, code blocks and links, and works in Markdown', () => {
    editor = makeView(undefined, {
      paste: { mentionsEnabled: () => true, lookupUsers: () => new Promise(() => undefined) },
    });
    paste(editor.view, { text: 'mail me@example.com, `@code` [@link](https://x.example) **@Bo**\n\n```\n@block\n```' }); // prettier-ignore
    const [para, code] = JSON.parse(serializeDoc(editor.view.state.doc)) as Array<{ children: unknown[] }>; // prettier-ignore
    expect(para!.children).toEqual([
      { text: 'mail ' },
      { type: 'a', url: 'mailto:me@example.com', children: [{ text: 'me@example.com' }] },
      { text: ', ' },
      { text: '@code', code: true },
      { text: ' ' },
      { type: 'a', url: 'https://x.example', children: [{ text: '@link' }] },
      { text: ' ' },
      { type: '@', children: [{ text: '' }], name: 'Bo', id: 'Bo-0' },
      { text: ' ', bold: true },
    ]);
    expect(code).toEqual({ type: 'code_block', children: [{ type: 'code_line', children: [{ text: '@block' }] }] }); // prettier-ignore
  });

  it('completes each name with GET /users/by-names: one user makes a mention, else the text stays', async () => {
    serveUsers();
    const requests = recordRequests();
    const { area, body } = await renderEditor();
    pasteText(area, 'Hi @Ann, @Bo; @Al. @Ann!');
    const ann = (index: number): unknown => ({ type: '@', children: [{ text: '' }], id: `Ann-${index}`, ...ANN }); // prettier-ignore
    await waitFor(() =>
      expect(body()).toEqual([
        {
          type: 'p',
          children: [{ text: 'Hi ' }, ann(0), { text: ' , @Bo ; @Al . ' }, ann(1), { text: ' !' }],
        },
      ]),
    );
    const names = requests
      .filter((r) => r.url.includes('/users/by-names'))
      .map((r) => new URL(r.url).searchParams.get('name'))
      .sort();
    expect(names).toEqual(['Al', 'Ann', 'Bo']);
    expect(area).toHaveTextContent('Hi @Ann , @Bo ; @Al . @Ann !');
  });

  it('turns a mention back into its text when the lookup fails', async () => {
    server.use(http.get(`${API}/users/by-names`, () => HttpResponse.json({}, { status: 500 })));
    const { area, body } = await renderEditor();
    pasteText(area, '@Ann, hello');
    await waitFor(() =>
      expect(body()).toEqual([{ type: 'p', children: [{ text: '@Ann , hello' }] }]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes no mention when the site turns mentions off (ui.userMentionsEnabled)', async () => {
    const requests = recordRequests();
    const { area, body } = await renderEditor({
      ...TEST_CONFIG,
      config: { 'ui.userMentionsEnabled': false },
    });
    pasteText(area, '@Ann, hello');
    expect(body()).toEqual([{ type: 'p', children: [{ text: '@Ann, hello' }] }]);
    expect(requests).toEqual([]);
  });
});
