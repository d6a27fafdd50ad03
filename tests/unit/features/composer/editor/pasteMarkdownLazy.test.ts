import { TextSelection } from 'prosemirror-state';
import { loadedPlainTextReader, loadPlainTextReader } from '@/features/composer/editor/pastedText';
import { docFromText, serializeDoc } from '@/features/composer/editor/rich2';
import { makeView, paste, select, typeText, type TestView } from './viewHarness';

let editor: TestView;
afterEach(() => editor?.destroy());

const leaf = (text: string, marks: Record<string, true> = {}): unknown => ({ text, ...marks });

describe('a Markdown paste that arrives before the plain-text chunk', () => {
  it('waits at its place, then goes in before text typed there and after an earlier paste', async () => {
    // This file's module registry is fresh: nothing has asked for the chunk yet.
    expect(loadedPlainTextReader()).toBeNull();
    editor = makeView(docFromText('start middle end'));
    const { view } = editor;
    select(view, 7, 14); // "middle "
    paste(view, { text: '**bold** ' });
    // Taken at once: the selection is gone, nothing else is in yet.
    expect(view.state.doc.textContent).toBe('start end');
    paste(view, { text: '_it_' });
    typeText(view, 'typed ');
    paste(view, { text: 'plain ' });
    expect(view.state.doc.textContent).toBe('start typed plain end');

    await loadPlainTextReader();
    await Promise.resolve();
    expect(JSON.parse(serializeDoc(view.state.doc))).toEqual([
      {
        type: 'p',
        children: [
          leaf('start '),
          leaf('bold', { bold: true }),
          leaf('it', { italic: true }),
          leaf('typed plain end'),
        ],
      },
    ]);
    // The caret stayed where the user left it, after what they typed and pasted.
    expect(view.state.selection).toBeInstanceOf(TextSelection);
    expect(view.state.doc.textBetween(0, view.state.selection.from)).toBe(
      'start boldittyped plain ',
    );
  });

  it('goes in at once once the chunk is there', () => {
    editor = makeView();
    paste(editor.view, { text: '# Now' });
    expect(JSON.parse(serializeDoc(editor.view.state.doc))).toEqual([
      { type: 'h2', children: [leaf('Now')] },
    ]);
  });
});
