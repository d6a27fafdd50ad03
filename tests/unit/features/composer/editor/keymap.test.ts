import { docFromBlocks, docFromText } from '@/features/composer/editor/rich2';
import { blocks, makeView, press, select, type TestView, typeText } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());

const para = (text: string): object => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const item = (text: string): object => ({ type: 'list_item', content: [para(text)] });

/** A view holding one paragraph "hello world" with "world" selected. */
function helloWorld(): TestView {
  editor = makeView(docFromText('hello world'));
  select(editor.view, 7, 12);
  return editor;
}

describe('mark shortcuts', () => {
  it.each([
    ['b', {}, 'bold'],
    ['i', {}, 'italic'],
    ['x', { shift: true }, 'strike'],
    ['e', {}, 'code'],
  ])('Mod-%s (with %j) toggles %s on the selection', (key, mods, mark) => {
    const { view } = helloWorld();
    expect(press(view, key, { ctrl: true, ...mods })).toBe(true);
    expect(blocks(view)).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'hello ' },
          { type: 'text', text: 'world', marks: [{ type: mark }] },
        ],
      },
    ]);
    press(view, key, { ctrl: true, ...mods });
    expect(blocks(view)).toEqual([para('hello world')]);
  });

  it('Mod-k asks for the link form and Mod-Enter submits only when the composer listens', () => {
    const { view } = helloWorld();
    expect(press(view, 'k', { ctrl: true })).toBe(true);
    expect(editor.linkShortcuts).toBe(1);
    press(view, 'Enter', { ctrl: true });
    expect(editor.submits).toBe(0);
    editor.destroy();
    editor = makeView(docFromText('x'), { submit: true });
    expect(press(editor.view, 'Enter', { ctrl: true })).toBe(true);
    expect(editor.submits).toBe(1);
    expect(editor.view.state.doc.textContent).toBe('x');
  });
});

describe('block shortcuts', () => {
  it.each([
    ['2', { alt: true }, { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'hello world' }] }],
    ['3', { alt: true }, { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'hello world' }] }],
    ['4', { alt: true }, { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'hello world' }] }],
    ['c', { alt: true }, { type: 'code_block', content: [{ type: 'text', text: 'hello world' }] }],
    ['8', { shift: true }, { type: 'bullet_list', content: [item('hello world')] }],
    ['7', { shift: true }, { type: 'ordered_list', attrs: { order: 1 }, content: [item('hello world')] }],
    ['9', { shift: true }, { type: 'blockquote', content: [para('hello world')] }],
  ])('Mod-%s (with %j) changes the block', (key, mods, expected) => {
    const { view } = helloWorld();
    // Shift turns the digit into a symbol on most layouts; ProseMirror falls back to the key code.
    const shifted = ({ '7': '&', '8': '*', '9': '(' } as Record<string, string>)[key];
    const handled = press(view, shifted ?? key, {
      ctrl: true,
      ...mods,
      keyCode: key.toUpperCase().charCodeAt(0),
    });
    expect(handled).toBe(true);
    expect(blocks(view)).toEqual([expected]);
  }); // prettier-ignore

  it('Mod-Alt-0 turns a heading back into a paragraph', () => {
    const { view } = helloWorld();
    press(view, '3', { ctrl: true, alt: true, keyCode: 51 });
    press(view, '0', { ctrl: true, alt: true, keyCode: 48 });
    expect(blocks(view)).toEqual([para('hello world')]);
  });

  it('Mod-z undoes and Mod-y and Mod-Shift-z redo', () => {
    const { view } = helloWorld();
    press(view, 'b', { ctrl: true });
    press(view, 'z', { ctrl: true });
    expect(blocks(view)).toEqual([para('hello world')]);
    press(view, 'y', { ctrl: true });
    expect(JSON.stringify(blocks(view))).toContain('bold');
    press(view, 'z', { ctrl: true });
    press(view, 'z', { ctrl: true, shift: true });
    expect(JSON.stringify(blocks(view))).toContain('bold');
  });
});

describe('lists and Tab', () => {
  it('Enter splits a list item; Tab indents and Shift-Tab outdents inside the list', () => {
    editor = makeView(docFromBlocks([{ type: 'bullet_list', content: [item('one')] }] as never));
    const { view } = editor;
    select(view, 6); // the end of "one"
    expect(press(view, 'Enter')).toBe(true);
    typeText(view, 'two');
    expect(blocks(view)).toEqual([{ type: 'bullet_list', content: [item('one'), item('two')] }]);

    expect(press(view, 'Tab')).toBe(true);
    expect(blocks(view)).toEqual([
      {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [para('one'), { type: 'bullet_list', content: [item('two')] }] }],
      },
    ]); // prettier-ignore
    expect(press(view, 'Tab', { shift: true })).toBe(true);
    expect(blocks(view)).toEqual([{ type: 'bullet_list', content: [item('one'), item('two')] }]);
  });

  it('leaves Tab and Shift-Tab to the browser outside a list, so focus can leave the editor', () => {
    const { view } = helloWorld();
    expect(press(view, 'Tab')).toBe(false);
    expect(press(view, 'Tab', { shift: true })).toBe(false);
    expect(blocks(view)).toEqual([para('hello world')]);
  });

  it('leaves Tab to the browser on a first list item, which cannot be indented', () => {
    editor = makeView(docFromBlocks([{ type: 'bullet_list', content: [item('one')] }] as never));
    select(editor.view, 4);
    expect(press(editor.view, 'Tab')).toBe(false);
  });
});

describe('Markdown-like input rules', () => {
  it.each([
    ['## ', { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'x' }] }],
    ['### ', { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'x' }] }],
    ['#### ', { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'x' }] }],
    ['> ', { type: 'blockquote', content: [para('x')] }],
    ['- ', { type: 'bullet_list', content: [item('x')] }],
    ['* ', { type: 'bullet_list', content: [item('x')] }],
    ['1. ', { type: 'ordered_list', attrs: { order: 1 }, content: [item('x')] }],
    ['```', { type: 'code_block', content: [{ type: 'text', text: 'x' }] }],
  ])('"%s" at the start of a paragraph starts that block', (prefix, expected) => {
    editor = makeView();
    typeText(editor.view, `${prefix}x`);
    expect(blocks(editor.view)).toEqual([expected]);
  });

  it('Backspace right after a rule undoes it', () => {
    editor = makeView();
    typeText(editor.view, '## ');
    press(editor.view, 'Backspace');
    expect(blocks(editor.view)).toEqual([para('## ')]);
  });

  it('"# " alone is not a heading (level 1 is the page title)', () => {
    editor = makeView();
    typeText(editor.view, '# x');
    expect(blocks(editor.view)).toEqual([para('# x')]);
  });
});

describe('changes', () => {
  it('reports document changes only, not selection moves', () => {
    const { view } = helloWorld();
    expect(editor.changes).toHaveLength(0);
    select(view, 1);
    expect(editor.changes).toHaveLength(0);
    typeText(view, 'a');
    expect(editor.changes).toHaveLength(1);
    expect(editor.changes[0]!.textContent).toBe('ahello world');
  });
});
