import { loadPlainTextReader } from '@/features/composer/editor/pastedText';
import { parseCsvTable } from '@/features/composer/editor/plainText/csvTable';
import { serializeDoc } from '@/features/composer/editor/rich2';
import { blocks, makeView, paste, select, type TestView } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());
// The editor asks for the plain-text chunk on focus; here it has arrived before the pastes.
beforeAll(() => loadPlainTextReader(), 30000);

const p = (text: string): unknown => ({ type: 'p', children: [{ text }] });
const cells = (type: 'th' | 'td', texts: string[]): unknown => ({
  type: 'tr',
  children: texts.map((text) => ({ type, children: [p(text)] })),
});

describe('which pasted text is a CSV table', () => {
  it('reads comma- and tab-separated lines with the same number of fields', () => {
    expect(parseCsvTable('a,b,c\n1,2,3\r\n4,5,6\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
      ['4', '5', '6'],
    ]);
    expect(parseCsvTable('Name\tCity\nAnn Lee\tOslo, Norway')).toEqual([
      ['Name', 'City'],
      ['Ann Lee', 'Oslo, Norway'],
    ]);
  });

  it('reads quoted fields holding commas, line feeds and doubled quotes (RFC 4180)', () => {
    expect(parseCsvTable('name,note\n"Lee, Ann","line 1\nline 2"\nBo,"say ""hi"""')).toEqual([
      ['name', 'note'],
      ['Lee, Ann', 'line 1\nline 2'],
      ['Bo', 'say "hi"'],
    ]);
    expect(parseCsvTable('a,b\n,\n')).toEqual([
      ['a', 'b'],
      ['', ''],
    ]);
  });

  it('refuses ragged rows, one column, one line, prose and broken quotes', () => {
    expect(parseCsvTable('a,b,c\n1,2\n')).toBeNull();
    expect(parseCsvTable('a,b\n\n1,2')).toBeNull();
    expect(parseCsvTable('one\ntwo\nthree')).toBeNull();
    expect(parseCsvTable('a,b,c')).toBeNull();
    expect(parseCsvTable('Hello, world\nHow are you, friend')).toBeNull();
    expect(parseCsvTable('a,"b\n1,2')).toBeNull();
    expect(parseCsvTable('a,"b"c\n1,2')).toBeNull();
    expect(parseCsvTable('5" screen,x\n1,2')).toBeNull();
  });
});

describe('pasting a CSV table', () => {
  it('inserts 04 §3.3 table (first row in thead as th, text in p) kept as it is', () => {
    editor = makeView();
    const { view } = editor;
    paste(view, { text: 'Name,Note\n"Lee, Ann","two\nlines"\nBo,x' });
    expect(blocks(view)[0]).toMatchObject({ type: 'opaque_block' });
    expect(view.dom.querySelector('.fw-rich-opaque')).not.toBeNull();
    expect(view.dom.textContent).toContain('Lee, Ann');
    expect(JSON.parse(serializeDoc(view.state.doc))[0]).toEqual({
      type: 'table',
      children: [
        { type: 'thead', children: [cells('th', ['Name', 'Note'])] },
        { type: 'tbody', children: [cells('td', ['Lee, Ann', 'two\nlines']), cells('td', ['Bo', 'x'])] },
      ],
    }); // prettier-ignore
  });

  it('pastes a single column as text, and CSV inside a code block as its lines', () => {
    editor = makeView();
    const { view } = editor;
    paste(view, { text: 'one\ntwo' });
    expect(blocks(view)).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'one' }, { type: 'hard_break' }, { type: 'text', text: 'two' }] },
    ]); // prettier-ignore
    editor.destroy();

    editor = makeView();
    paste(editor.view, { html: '<pre>x</pre>' });
    select(editor.view, 2);
    paste(editor.view, { text: 'a,b\n\n1,2' });
    // 04 §3.3: one code_line per line of the pasted text.
    expect(JSON.parse(serializeDoc(editor.view.state.doc))[0]).toEqual({
      type: 'code_block',
      children: ['xa,b', '', '1,2'].map((text) => ({ type: 'code_line', children: [{ text }] })),
    });
  });
});
