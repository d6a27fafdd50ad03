import { waitFor } from '@testing-library/react';
import { serializeDoc } from '@/features/composer/editor/rich2';
import { makeView, paste, type TestView } from './viewHarness';

// The plain-text chunk cannot be loaded (the network failed while the page was open).
jest.mock('@/features/composer/editor/plainText/readPlainText', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let editor: TestView;
afterEach(() => editor?.destroy());

describe('a paste that needs the plain-text chunk when it cannot be loaded', () => {
  it('goes in as plain text at its place, once, and the next paste does the same', async () => {
    editor = makeView();
    const { view } = editor;
    paste(view, { text: '# Title\n**bold**, a\nb' });
    expect(view.state.doc.textContent).toBe('');
    await waitFor(() =>
      expect(JSON.parse(serializeDoc(view.state.doc))).toEqual([
        { type: 'p', children: [{ text: '# Title\n**bold**, a\nb' }] },
      ]),
    );
    paste(view, { text: ' _more_' });
    await waitFor(() => expect(view.state.doc.textContent).toBe('# Title**bold**, ab _more_'));
  });
});
