import type { Rich2Block } from '@/features/composer/editor/legacyTypes';
import { docFromBlocks } from '@/features/composer/editor/rich2';
import { sanitizeHtml } from '@/features/composer/editor/sanitizeHtml';
import { blocks, makeView, paste, select, type TestView } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());

const HOSTILE =
  '<meta charset="utf-8"><style>p{color:red}</style>' +
  '<h2 class="title big" style="color:red" onclick="steal()">Heading</h2>' +
  '<p>Text with <strong>bold</strong>, <em>italic</em>, <del>gone</del> and <code>code</code>' +
  ' and <a href="javascript:alert(1)">a bad link</a> and <a href="https://ok.example/x" onmouseover="x()">a good one</a>.</p>' +
  '<script>window.pwned = true</script><iframe src="https://evil.example"></iframe>' +
  '<img src="x" onerror="window.pwned = true"><img src="data:image/png;base64,AAAA">' +
  '<form action="/steal"><input name="q" value="typed"><button>Send</button></form>' +
  '<ul><li>one</li><li>two<ol><li>inner</li></ol></li></ul>' +
  '<blockquote><p>quoted</p></blockquote><pre>line 1\n  line 2</pre>' +
  '<svg><a href="javascript:alert(2)"><text>svg link</text></a></svg>';

describe('sanitizeHtml', () => {
  it('removes scripts, styles, handlers, iframes, forms, SVG and unsafe URLs', () => {
    const clean = sanitizeHtml(HOSTILE);
    for (const bad of ['<script', '<style', 'onclick', 'onerror', 'onmouseover', '<iframe', '<form', '<input', '<button', '<svg', 'javascript:', 'style=', 'steal', 'title big']) {
      expect(clean).not.toContain(bad);
    } // prettier-ignore
    expect(clean).toContain('<h2>Heading</h2>');
    expect(clean).toContain('<a href="https://ok.example/x">a good one</a>');
  });

  it('keeps formatting given only as inline style, and unbolds a font-weight:normal wrapper', () => {
    const clean = sanitizeHtml(
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">B</span>' +
        '<span style="font-style:italic">I</span><span style="text-decoration:line-through">S</span> plain</p></b>',
    );
    expect(clean).toBe('<span><p><span><strong>B</strong></span><span><em>I</em></span><span><s>S</s></span> plain</p></span>'); // prettier-ignore
  });
});

describe('pasting into the editor', () => {
  it('keeps headings, lists, quotes, code, links and marks from hostile HTML and drops the unsafe', () => {
    editor = makeView();
    const { view } = editor;
    (window as { pwned?: boolean }).pwned = false;
    paste(view, { html: HOSTILE });
    expect((window as { pwned?: boolean }).pwned).toBe(false);
    const json = JSON.stringify(blocks(view));
    expect(json).not.toContain('javascript:');
    expect(json).not.toContain('data:');
    expect(json).not.toContain('typed');
    expect(json).not.toContain('Send');
    expect(json).not.toContain('svg link');
    const types = blocks(view).map((block) => (block as { type: string }).type);
    expect(types).toEqual(['heading', 'paragraph', 'bullet_list', 'blockquote', 'code_block']); // prettier-ignore
    const [heading, paragraph] = blocks(view) as Array<{ content: unknown[] }>;
    expect(heading).toEqual({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Heading' }] }); // prettier-ignore
    expect(paragraph!.content).toEqual([
      { type: 'text', text: 'Text with ' },
      { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
      { type: 'text', text: ', ' },
      { type: 'text', text: 'gone', marks: [{ type: 'strike' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'code', marks: [{ type: 'code' }] },
      { type: 'text', text: ' and a bad link and ' },
      {
        type: 'text',
        text: 'a good one',
        marks: [{ type: 'link', attrs: { href: 'https://ok.example/x' } }],
      },
      { type: 'text', text: '.' },
    ]);
    expect(view.state.doc.child(2).textContent).toBe('onetwoinner');
    expect(view.state.doc.child(4).textContent).toBe('line 1\n  line 2');
    expect(view.dom.querySelector('script, iframe, form, [onerror], [style]')).toBeNull();
  });

  it('keeps the paragraphs of pasted plain text, with single newlines as line breaks', () => {
    editor = makeView();
    const { view } = editor;
    paste(view, { text: 'First line\nsame paragraph\n\nSecond paragraph\r\n\r\nThird' });
    expect(blocks(view)).toEqual([
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'First line' }, { type: 'hard_break' }, { type: 'text', text: 'same paragraph' }],
      },
      { type: 'paragraph', content: [{ type: 'text', text: 'Second paragraph' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Third' }] },
    ]); // prettier-ignore
  });

  it('pastes text into a code block as it is', () => {
    editor = makeView();
    const { view } = editor;
    paste(view, { html: '<pre>x</pre>' });
    select(view, 2);
    paste(view, { text: 'a\n\nb' });
    expect(view.state.doc.child(0).type.name).toBe('code_block');
    expect(view.state.doc.child(0).textContent).toBe('xa\n\nb');
  });

  it('checks the clipboard context of a copy made inside the editor (no heading level 9)', () => {
    editor = makeView();
    const { view } = editor;
    paste(view, {
      html: '<p data-pm-slice="1 1 [&quot;heading&quot;,{&quot;level&quot;:9}]">Lifted</p>',
    });
    const json = JSON.stringify(blocks(view));
    expect(json).not.toContain('"level":9');
    expect(view.state.doc.textContent).toBe('Lifted');
    expect(() => view.state.doc.check()).not.toThrow();
  });

  it('copies and pastes every block, mention and spoiler inside the editor unchanged', () => {
    const body: Rich2Block[] = [
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'Hi ' }, { type: 'mention', attrs: { userID: 4, name: 'Ana' } }] },
      { type: 'spoiler', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'secret' }] }] },
      { type: 'ordered_list', attrs: { order: 2 }, content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'two', marks: [{ type: 'italic' }] }] }] }] },
      { type: 'attachment', attrs: { href: '/m/a.pdf', name: 'a.pdf', size: 10, mediaID: 31 } },
      { type: 'image', attrs: { src: '/m/b.png', alt: 'B', mediaID: 32 } },
      { type: 'paragraph', content: [{ type: 'text', text: 'end' }] },
    ]; // prettier-ignore
    const source = makeView(docFromBlocks(body));
    const { view } = source;
    const { dom, text } = view.serializeForClipboard(
      view.state.doc.slice(0, view.state.doc.content.size),
    );
    source.destroy();
    editor = makeView();
    paste(editor.view, { html: dom.innerHTML, text });
    expect(blocks(editor.view)).toEqual(body);
  });
});
