// Issue 31: a key pressed right after the browser moved the selection (Shift+Arrow) acts on
// that selection, not on the one the editor had before the `selectionchange` event. jsdom,
// like a browser, fires that event a task after the selection moves, so the race is exact here.
import { docFromText } from '@/features/composer/editor/rich2';
import { blocks, makeView, press, select, type TestView } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());

const para = (text: string): object => ({ type: 'paragraph', content: [{ type: 'text', text }] });

/** "hello world" with the caret at its end in the state and the DOM; the editor focused. */
function focusedHelloWorld(): TestView {
  editor = makeView(docFromText('hello world'));
  editor.view.focus();
  select(editor.view, 12);
  expect(editor.view.hasFocus()).toBe(true);
  return editor;
}

/** Moves the page's selection as the browser does for Shift+Arrow: no event until a task later. */
function browserSelects(view: TestView['view'], anchor: number, head: number): void {
  const text = view.dom.querySelector('p')!.firstChild!;
  document.getSelection()!.setBaseAndExtent(text, anchor, text, head);
  // The state has not seen it yet: this is the moment a fast key lands in.
  expect(view.state.selection.from).toBe(12);
  expect(view.state.selection.to).toBe(12);
}

describe('keys pressed before the selectionchange event', () => {
  it.each([
    ['b', {}, 'bold'],
    ['i', {}, 'italic'],
    ['x', { shift: true }, 'strike'],
    ['e', {}, 'code'],
  ])('Mod-%s (with %j) puts %s on the selection the page shows', (key, mods, mark) => {
    const { view } = focusedHelloWorld();
    browserSelects(view, 11, 6); // "world", selected backwards as Shift+ArrowLeft does
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
    expect(view.state.selection.anchor).toBe(12);
    expect(view.state.selection.head).toBe(7);
  });

  it('Mod-k opens the link form with the selection the page shows', () => {
    const { view } = focusedHelloWorld();
    browserSelects(view, 11, 6);
    expect(press(view, 'k', { ctrl: true })).toBe(true);
    expect(editor.linkShortcuts).toBe(1);
    // The link form reads the state store (RichEditorImpl's openLinkForm).
    const shown = editor.store.get()!.selection;
    expect([shown.from, shown.to]).toEqual([7, 12]);
  });

  it('Enter splits where the caret now is', () => {
    const { view } = focusedHelloWorld();
    browserSelects(view, 6, 6); // the caret moved before "world"
    expect(press(view, 'Enter')).toBe(true);
    expect(blocks(view)).toEqual([para('hello '), para('world')]);
  });

  it('sends no selectionchange of its own when the page shows the state selection', () => {
    const { view } = focusedHelloWorld();
    let events = 0;
    const count = (): void => {
      events += 1;
    };
    document.addEventListener('selectionchange', count);
    try {
      select(view, 7, 12);
      events = 0;
      press(view, 'b', { ctrl: true });
      expect(events).toBe(0);
      expect(JSON.stringify(blocks(view))).toContain('bold');
    } finally {
      document.removeEventListener('selectionchange', count);
    }
  });
});
