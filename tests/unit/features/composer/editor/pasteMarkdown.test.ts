import { loadPlainTextReader } from '@/features/composer/editor/pastedText';
import { serializeDoc } from '@/features/composer/editor/rich2';
import { blocks, makeView, paste, select, type TestView } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());
// The editor asks for the plain-text chunk on focus; here it has arrived before the pastes.
beforeAll(() => loadPlainTextReader(), 30000);

function pasted(text: string): unknown[] {
  editor = makeView();
  paste(editor.view, { text });
  return JSON.parse(serializeDoc(editor.view.state.doc)) as unknown[];
}

const leaf = (text: string, marks: Record<string, true> = {}): unknown => ({ text, ...marks });

describe('pasting Markdown as plain text', () => {
  it('makes headings, paragraphs with line breaks, and bold, italic, struck and code text', () => {
    expect(pasted('## Title\n\nSome **bold** and _italic_,\n~~gone~~ and `a<b`')).toEqual([
      { type: 'h2', children: [leaf('Title')] },
      {
        type: 'p',
        children: [
          leaf('Some '),
          leaf('bold', { bold: true }),
          leaf(' and '),
          leaf('italic', { italic: true }),
          leaf(',\n'),
          leaf('gone', { strikethrough: true }),
          leaf(' and '),
          leaf('a<b', { code: true }),
        ],
      },
    ]);
  });

  it('makes bulleted and numbered lists, nested ones too', () => {
    const lic = (text: string): unknown => ({ type: 'lic', children: [leaf(text)] });
    expect(pasted('- one\n- two\n  - inner\n\n1. first\n2. second')).toEqual([
      {
        type: 'ul',
        children: [
          { type: 'li', children: [lic('one')] },
          { type: 'li', children: [lic('two'), { type: 'ul', children: [{ type: 'li', children: [lic('inner')] }] }] },
        ],
      },
      { type: 'ol', children: [{ type: 'li', children: [lic('first')] }, { type: 'li', children: [lic('second')] }] },
    ]); // prettier-ignore
  });

  it('makes a fenced code block of its lines, and a quote', () => {
    expect(pasted('```js\nif (a < b) {\n  go();\n}\n```\n\n> quoted')).toEqual([
      {
        type: 'code_block',
        children: ['if (a < b) {', '  go();', '}'].map((text) => ({ type: 'code_line', children: [leaf(text)] })),
      },
      { type: 'blockquote', children: [{ type: 'blockquote-line', children: [leaf('quoted')] }] },
    ]); // prettier-ignore
  });

  it('makes a GFM table a 04 §3.3 table, alone or between paragraphs', () => {
    const cell = (type: string, text: string): unknown => ({ type, children: [{ type: 'p', children: [leaf(text)] }] }); // prettier-ignore
    const table = (head: string[], ...rows: string[][]): unknown => ({
      type: 'table',
      children: [
        { type: 'thead', children: [{ type: 'tr', children: head.map((t) => cell('th', t)) }] },
        { type: 'tbody', children: rows.map((r) => ({ type: 'tr', children: r.map((t) => cell('td', t)) })) }, // prettier-ignore
      ],
    });
    expect(pasted('| Name | **City** |\n|---|:-:|\n| Ann | Oslo <b>x</b> |')).toEqual([
      table(['Name', 'City'], ['Ann', 'Oslo <b>x</b>']),
    ]);
    expect(pasted('Intro\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter')).toEqual([
      { type: 'p', children: [leaf('Intro')] },
      table(['a', 'b'], ['1', '2']),
      { type: 'p', children: [leaf('After')] },
    ]);
  });

  it('keeps safe links and drops the link of an unsafe scheme, keeping its text', () => {
    const [block] = pasted(
      '[ok](https://ok.example/x) [bad](javascript:alert(1)) [data](data:text/html,x) <https://auto.example>',
    ) as Array<{ children: unknown[] }>;
    expect(block!.children).toEqual([
      leaf(''),
      { type: 'a', url: 'https://ok.example/x', children: [leaf('ok')] },
      leaf(' bad data '),
      { type: 'a', url: 'https://auto.example', children: [leaf('https://auto.example')] },
      leaf(''),
    ]);
    expect(JSON.stringify(block)).not.toMatch(/javascript|data:/);
  });

  it('keeps raw HTML as text, never as markup', () => {
    (window as { pwned?: boolean }).pwned = false;
    expect(pasted('**Note**: <div onclick="x()">box</div>\n<img src=x onerror="window.pwned=true">')).toEqual([
      {
        type: 'p',
        children: [
          leaf('Note', { bold: true }),
          leaf(': <div onclick="x()">box</div>\n<img src=x onerror="window.pwned=true">'),
        ],
      },
    ]); // prettier-ignore
    expect(pasted('# Title\n\n<div>\n  hello\n</div>')).toEqual([
      { type: 'h2', children: [leaf('Title')] },
      { type: 'p', children: [leaf('<div>\nhello\n</div>')] },
    ]);
    expect(editor.view.dom.querySelector('div div, img')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBe(false);
  });

  it('gives text without Markdown exactly what a plain paste gave: spaces, lines and HTML kept', () => {
    expect(pasted('Tom & Jerry   say <div>\n  hi there\n\nNext 1.5 + 2 = 3.5')).toEqual([
      { type: 'p', children: [leaf('Tom & Jerry   say <div>\n  hi there')] },
      { type: 'p', children: [leaf('Next 1.5 + 2 = 3.5')] },
    ]);
    expect(blocks(editor.view)[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Tom & Jerry   say <div>' },
        { type: 'hard_break' },
        { type: 'text', text: '  hi there' },
      ],
    });
  });

  it('joins a pasted Markdown paragraph to the text around the caret', () => {
    editor = makeView();
    const { view } = editor;
    paste(view, { text: 'before after' });
    select(view, 8); // after "before "
    paste(view, { text: 'a **b**' });
    expect(JSON.parse(serializeDoc(view.state.doc))).toEqual([
      { type: 'p', children: [leaf('before a '), leaf('b', { bold: true }), leaf('after')] },
    ]);
  });
});
