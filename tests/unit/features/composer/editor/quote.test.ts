import { EditorState } from 'prosemirror-state';
import { quoteTransaction } from '@/features/composer/editor/quote';
import { docFromText, serializeDoc } from '@/features/composer/editor/rich2';

function quoted(body: string, format: string): unknown {
  const state = EditorState.create({ doc: docFromText('') });
  const tr = quoteTransaction(state, { body, format }, 'Ana');
  return tr ? JSON.parse(serializeDoc(tr.doc)) : null;
}

describe('quoting a post (its bodyRaw and format)', () => {
  it('quotes 04 rich2 with its marks, links and mentions, text kept as text', () => {
    const body = JSON.stringify([
      {
        type: 'p',
        children: [
          { text: '<img src=x onerror=alert(1)>' },
          { text: 'bold', bold: true },
          { type: 'a', url: '"><b>', children: [{ text: 'link' }] },
          { text: ' ' },
          { type: '@', userID: 4, name: 'Bo', children: [{ text: '' }] },
          { text: '' },
        ],
      },
      {
        type: 'ul',
        children: [{ type: 'li', children: [{ type: 'lic', children: [{ text: 'item' }] }] }],
      },
    ]);
    expect(quoted(body, 'rich2')).toEqual([
      {
        type: 'blockquote',
        children: [
          { type: 'blockquote-line', children: [{ text: 'Ana wrote:' }] },
          {
            type: 'blockquote-line',
            children: [
              { text: '<img src=x onerror=alert(1)>' },
              { text: 'bold', bold: true },
              { type: 'a', url: '"><b>', children: [{ text: 'link' }] },
              { text: ' ' },
              { type: '@', userID: 4, name: 'Bo', children: [{ text: '' }] },
              { text: '' },
            ],
          },
          // 04 §7 step 6: a list inside a quote becomes its lines.
          { type: 'blockquote-line', children: [{ text: 'item' }] },
        ],
      },
      { type: 'p', children: [{ text: '' }] },
    ]);
  });

  it('quotes plain text and Markdown as lines, HTML through the sanitiser, broken rich2 as its text', () => {
    const lines = (body: string, format: string) =>
      (
        (
          quoted(body, format) as Array<{ children: Array<{ children: Array<{ text?: string }> }> }>
        )[0]?.children ?? []
      ).map((line) => line.children.map((leaf) => leaf.text ?? '').join(''));
    expect(lines('a <b>\nb\n\nc', 'markdown')).toEqual(['Ana wrote:', 'a <b>\nb', 'c']);
    expect(lines('<p>x<script>alert(1)</script></p>', 'html')).toEqual(['Ana wrote:', 'x']);
    expect(lines('{not json', 'rich2')).toEqual(['Ana wrote:', '{not json']);
  });
});
