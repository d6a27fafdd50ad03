import type { Rich2Block, Rich2Doc } from '@/features/composer/editor/legacyTypes';
import { normalizeRich2 } from '@/features/composer/editor/normalizeRich2';
import {
  docFromBlocks,
  isDocEmpty,
  parseBody,
  serializeDoc,
} from '@/features/composer/editor/rich2';
import { editorJson } from '../../../../support/editorJson';

const text = (value: string): object => ({ type: 'text', text: value });

/** Every block and mark of rich2, each once. */
const EVERYTHING: Rich2Doc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Two' }] },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Three' }] },
    { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Four' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' italic', marks: [{ type: 'italic' }] },
        { type: 'text', text: ' strike', marks: [{ type: 'strike' }] },
        { type: 'text', text: ' code', marks: [{ type: 'code' }] },
        { type: 'hard_break' },
        {
          type: 'text',
          text: 'a link',
          marks: [{ type: 'link', attrs: { href: 'https://example.com/a?b=1' } }, { type: 'bold' }],
        },
        { type: 'mention', attrs: { userID: 7, name: 'Ana Lyst' } },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'quoted' }] }],
    },
    {
      type: 'spoiler',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'hidden' }] }],
    },
    { type: 'code_block', content: [{ type: 'text', text: 'const a = 1;\nreturn a;' }] },
    {
      type: 'bullet_list',
      content: [
        { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }] },
        {
          type: 'list_item',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'two' }] },
            {
              type: 'ordered_list',
              attrs: { order: 3 },
              content: [
                { type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'nested' }] }] },
              ],
            },
          ],
        },
      ],
    },
    { type: 'image', attrs: { src: '/uploads/cat.png', alt: 'A cat', mediaID: 12 } },
    { type: 'image', attrs: { src: 'https://cdn.example.com/dog.jpg', alt: '', mediaID: null } },
    { type: 'attachment', attrs: { href: '/uploads/report.pdf', name: 'report.pdf', size: 2048, mediaID: 13 } },
  ],
}; // prettier-ignore

/** The 04 element each block of the older shape is written as. */
const wireType = (block: Rich2Block): string =>
  block.type === 'heading' ? `h${block.attrs.level}` : (LEGACY_TO_WIRE[block.type] ?? '?');
const LEGACY_TO_WIRE: Record<string, string> = {
  paragraph: 'p',
  blockquote: 'blockquote',
  spoiler: 'spoiler',
  code_block: 'code_block',
  bullet_list: 'ul',
  ordered_list: 'ol',
  image: 'rich_embed_card',
  attachment: 'rich_embed_card',
};

function only(blocks: unknown[]): Rich2Doc {
  return { type: 'doc', content: blocks as Rich2Block[] };
}

describe('the composer’s older doc shape (read, never written)', () => {
  it('opens with every block and mark, as a draft kept by an older version', () => {
    expect(editorJson(parseBody(JSON.stringify(EVERYTHING), 'rich2'))).toEqual(EVERYTHING);
  });

  it('is written as 04 rich2, which reads back to the same body byte for byte', () => {
    const body = serializeDoc(parseBody(JSON.stringify(EVERYTHING), 'rich2'));
    const written = JSON.parse(body) as Array<{ type: string }>;
    expect(written.map((block) => block.type)).toEqual(EVERYTHING.content.map(wireType));
    expect(serializeDoc(parseBody(body, 'RICH2'))).toBe(body);
  });
});

describe('normalizeRich2', () => {
  it('drops unknown node and mark types but keeps their siblings', () => {
    const doc = normalizeRich2(
      only([
        { type: 'table', content: [{ type: 'paragraph', content: [text('cell')] }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'kept', marks: [{ type: 'underline' }, { type: 'italic' }] },
            { type: 'emoji', attrs: { name: 'smile' } },
          ],
        },
      ]),
    );
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'kept', marks: [{ type: 'italic' }] }] },
    ]);
  });

  it('drops javascript: and other unsafe links, keeping the text', () => {
    const link = (href: string) => ({
      type: 'text',
      text: href,
      marks: [{ type: 'link', attrs: { href } }],
    });
    const doc = normalizeRich2(
      only([
        {
          type: 'paragraph',
          content: [link('javascript:alert(1)'), link('//evil.example'), link('data:text/html,x')],
        },
        { type: 'paragraph', content: [link(' mailto:a@b.c ')] },
      ]),
    );
    expect(doc.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'javascript:alert(1)' },
        { type: 'text', text: '//evil.example' },
        { type: 'text', text: 'data:text/html,x' },
      ],
    });
    expect(doc.content[1]).toEqual({
      type: 'paragraph',
      content: [{ type: 'text', text: ' mailto:a@b.c ', marks: [{ type: 'link', attrs: { href: 'mailto:a@b.c' } }] }],
    }); // prettier-ignore
  });

  it('drops images whose source is data:, http: or javascript:, and unsafe attachments', () => {
    const image = (src: string) => ({ type: 'image', attrs: { src, alt: 'x', mediaID: 1 } });
    const doc = normalizeRich2(
      only([
        image('data:image/png;base64,AAAA'),
        image('http://example.com/a.png'),
        image('javascript:alert(1)'),
        image('//evil.example/a.png'),
        { type: 'attachment', attrs: { href: 'javascript:x', name: 'a.pdf', size: 1 } },
        image('/uploads/ok.png'),
      ]),
    );
    expect(doc.content).toEqual([
      { type: 'image', attrs: { src: '/uploads/ok.png', alt: 'x', mediaID: 1 } },
    ]);
  });

  it('turns headings with a bad level into paragraphs', () => {
    const doc = normalizeRich2(
      only([1, 5, 9, '2', null].map((level) => ({ type: 'heading', attrs: { level }, content: [text(`h${String(level)}`)] }))),
    ); // prettier-ignore
    expect(doc.content.map((block) => block.type)).toEqual(Array(5).fill('paragraph'));
  });

  it('repairs nesting: stray inline content, list items outside lists, lists of paragraphs', () => {
    const doc = normalizeRich2(
      only([
        text('loose'),
        { type: 'list_item', content: [{ type: 'paragraph', content: [text('stray item')] }] },
        { type: 'bullet_list', content: [{ type: 'paragraph', content: [text('not an item')] }] },
        { type: 'bullet_list', content: [] },
        { type: 'blockquote', content: [] },
      ]),
    );
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'loose' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'stray item' }] },
      {
        type: 'bullet_list',
        content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'not an item' }] }] }],
      },
    ]); // prettier-ignore
  });

  it('keeps only the code mark on inline code and no marks in code blocks', () => {
    const doc = normalizeRich2(
      only([
        { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }, { type: 'code' }] }] },
        { type: 'code_block', content: [{ type: 'text', text: 'a', marks: [{ type: 'bold' }] }, { type: 'hard_break' }, { type: 'mention', attrs: { userID: 2, name: 'Bo' } }] },
      ]),
    ); // prettier-ignore
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'x', marks: [{ type: 'code' }] }] },
      { type: 'code_block', content: [{ type: 'text', text: 'a\n@Bo' }] },
    ]);
  });

  it('never throws, whatever it is given', () => {
    let deep: unknown = { type: 'paragraph', content: [text('deep')] };
    for (let i = 0; i < 5000; i += 1) deep = { type: 'blockquote', content: [deep] };
    const inputs: unknown[] = [
      null,
      42,
      'doc',
      { type: 'doc' },
      { type: 'doc', content: 'x' },
      { type: 'doc', content: [null, 1, 'x', [], { type: 'mention', attrs: { userID: -1, name: '' } }] },
      { type: 'doc', content: [deep] },
      { type: 'doc', content: [{ type: 'image', attrs: null }, { type: 'paragraph', content: [{ type: 'text', text: 5 }] }] },
    ]; // prettier-ignore
    for (const input of inputs) {
      const doc = normalizeRich2(input);
      expect(doc.type).toBe('doc');
      expect(doc.content.length).toBeGreaterThan(0);
      expect(() => docFromBlocks(doc.content)).not.toThrow();
    }
  });
});

describe('parseBody', () => {
  it('reads invalid rich2 JSON as paragraphs of its text', () => {
    const doc = parseBody('{"type":"doc", oops\n\nsecond part', 'rich2');
    expect(doc.childCount).toBe(2);
    expect(doc.child(0).textContent).toBe('{"type":"doc", oops');
    expect(doc.child(1).textContent).toBe('second part');
  });

  it('reads Markdown and text bodies as paragraphs split on blank lines, lines kept', () => {
    const doc = parseBody('# Title\n\nline one\nline two\n\n\n- item', 'markdown');
    expect(editorJson(doc).content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: '# Title' }] },
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'line one' }, { type: 'hard_break' }, { type: 'text', text: 'line two' }],
      },
      { type: 'paragraph', content: [{ type: 'text', text: '- item' }] },
    ]); // prettier-ignore
    expect(parseBody('plain', 'text').textContent).toBe('plain');
    expect(parseBody('other', 'bbcode').textContent).toBe('other');
  });

  it('reads HTML bodies with their structure and without anything unsafe', () => {
    const html =
      '<h2>Title</h2><p onclick="x()">Some <b>bold</b> and <a href="javascript:alert(1)">bad</a>' +
      ' <a href="https://ok.example">good</a></p><script>alert(1)</script>' +
      '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content"><p>s</p></div></details>' +
      '<ol start="3"><li>three</li></ol><img src="x" onerror="alert(1)"><img src="/m/a.png" alt="A">';
    const doc = parseBody(html, 'html');
    expect(editorJson(doc).content).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Some ' },
          { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
          { type: 'text', text: ' and bad ' },
          { type: 'text', text: 'good', marks: [{ type: 'link', attrs: { href: 'https://ok.example' } }] },
        ],
      },
      { type: 'spoiler', content: [{ type: 'paragraph', content: [{ type: 'text', text: 's' }] }] },
      {
        type: 'ordered_list',
        attrs: { order: 3 },
        content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'three' }] }] }],
      },
      { type: 'image', attrs: { src: '/m/a.png', alt: 'A', mediaID: null } },
    ]); // prettier-ignore
    expect(parseBody('<p>x</p>', 'wysiwyg').textContent).toBe('x');
  });

  it('gives one empty paragraph for an empty body', () => {
    expect(editorJson(parseBody('', 'rich2'))).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph' }],
    });
  });
});

describe('isDocEmpty', () => {
  it('is true for whitespace and line breaks only, false for text, images, files or mentions', () => {
    expect(isDocEmpty(parseBody('', 'text'))).toBe(true);
    expect(isDocEmpty(docFromBlocks([{ type: 'paragraph', content: [{ type: 'text', text: '  ' }, { type: 'hard_break' }] }, { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph' }] }] }]))).toBe(true); // prettier-ignore
    expect(isDocEmpty(parseBody('x', 'text'))).toBe(false);
    expect(isDocEmpty(docFromBlocks([{ type: 'image', attrs: { src: '/a.png', alt: '', mediaID: 1 } }]))).toBe(false); // prettier-ignore
    expect(isDocEmpty(docFromBlocks([{ type: 'paragraph', content: [{ type: 'mention', attrs: { userID: 1, name: 'A' } }] }]))).toBe(false); // prettier-ignore
  });
});
