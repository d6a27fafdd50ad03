import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rich2Node } from '@/api/types/rich2';
import { docFromHtml, serializeDoc } from '@/features/composer/editor/rich2';

const DIR = path.resolve(__dirname, '../../../../../api/fixtures/rich2');
const withSource = readdirSync(DIR)
  .map(
    (file) =>
      [file, JSON.parse(readFileSync(path.join(DIR, file), 'utf8'))] as [
        string,
        { rich2: Rich2Node[]; sourceHtml?: string },
      ],
  )
  .filter(([, fixture]) => typeof fixture.sourceHtml === 'string');

/** The rich2 the editor writes after opening the HTML (04 §7 through the editor's schema). */
const opened = (html: string): unknown => JSON.parse(serializeDoc(docFromHtml(html)));

/**
 * 04 §7's outputs are the converter's raw result, before step 6: list items hold their text
 * without the `lic` the editor writes. This puts the raw shape in the normal one.
 */
function normalised(nodes: unknown): unknown {
  if (!Array.isArray(nodes)) return nodes;
  return nodes.map((node: Record<string, unknown>) => {
    if (!Array.isArray(node.children)) return node;
    const children = normalised(node.children) as Record<string, unknown>[];
    if (node.type !== 'li' || children.some((child) => child.type === 'lic')) {
      return { ...node, children };
    }
    return { ...node, children: [{ type: 'lic', children }] };
  });
}

const p = (...children: object[]): object => ({ type: 'p', children });
const txt = (text: string, marks: object = {}): object => ({ text, ...marks });

describe('HTML opened in the editor: loose nodes grouped into paragraphs (04 §7 steps 2, 3)', () => {
  it.each(withSource.map(([file, fixture]) => [file, fixture] as const))(
    '%s: its sourceHtml opens to its rich2',
    (_file, { rich2, sourceHtml }) => {
      expect(opened(sourceHtml!)).toEqual(normalised(rich2));
    },
  );

  it('has the fixtures with a sourceHtml', () => {
    expect(withSource.map(([file]) => file)).toEqual([
      '26-legacy-emoji-from-html.json',
      '27-html-double-line-breaks.json',
      '28-html-mixed-valid-invalid.json',
      '29-html-atmention.json',
    ]);
  });

  // 04 §7's table; 7.6 and 7.7 are fixtures 27 and 28, and 7.8 is fixture 26 above.
  it.each([
    ['7.1', 'test text', [p(txt('test text'))]],
    [
      '7.2',
      '<p>This is a <strong>test</strong> html <span class="some-class-name">fragment</span></p>',
      [p(txt('This is a '), txt('test', { bold: true }), txt(' html fragment'))],
    ],
    [
      '7.3',
      '<div>This is a <example>test<example/> html <span class="some-class-name">fragment</span><p>',
      [p(txt('This is a test html fragment')), p(txt(''))],
    ],
    // The editor drops the space after a line break, as HTML shows it; 04's table keeps it.
    [
      '7.4',
      '<-- La La La -->Some text broken <br> up by new line <Br /> and line breaks',
      [p(txt('<-- La La La -->Some text broken \nup by new line \nand line breaks'))],
    ],
    [
      '7.5',
      'This is a <strong>test</strong> html with multiple lines.<br>Each new line is separated with the br tag.<br />It should check for each variation of the br tag.<br >And place each new line in a paragraph tag.<br>',
      [
        p(
          txt('This is a '),
          txt('test', { bold: true }),
          txt(
            ' html with multiple lines.\nEach new line is separated with the br tag.\nIt should check for each variation of the br tag.\nAnd place each new line in a paragraph tag.\n',
          ),
        ),
      ],
    ],
    [
      '7.6',
      'This is a line.<br>This line should be a soft break.<br ><br />This line should be a hard break.<BR><Br>This should be a new paragraph with <strong>bolded text</strong> in the middle.',
      [
        p(txt('This is a line.\nThis line should be a soft break.')),
        p(txt('This line should be a hard break.')),
        p(
          txt('This should be a new paragraph with '),
          txt('bolded text', { bold: true }),
          txt(' in the middle.'),
        ),
      ],
    ],
    [
      '7.8',
      'text <img class="emoji" src="https://f.test/smile.png" title=":)" alt=":)" height="20"> more',
      [
        p(
          txt('text '),
          {
            type: 'legacy_emoji_image',
            children: [{ text: '' }],
            attributes: {
              src: 'https://f.test/smile.png',
              alt: ':)',
              title: ':)',
              width: 16,
              height: 16,
            },
          },
          txt(' more'),
        ),
      ],
    ],
  ])('%s', (_name, html, rich2) => {
    expect(opened(html)).toEqual(rich2);
  });
});

describe('runs of loose nodes', () => {
  it('ends a run at a block and keeps text on both sides in their own paragraphs', () => {
    expect(opened('before<h2>Title</h2>after <em>it</em>')).toEqual([
      p(txt('before')),
      { type: 'h2', children: [txt('Title')] },
      p(txt('after '), txt('it', { italic: true })),
    ]);
  });

  it('keeps a top-level link and mention in the sentence around them (a departure from 04)', () => {
    const link = { type: 'a', url: 'https://x.test/', children: [txt('link')] };
    expect(opened('see <a href="https://x.test/">link</a> here')).toEqual([
      p(txt('see '), link, txt(' here')),
    ]);
    const mention =
      '<a class="atMention" data-username="ann" data-userid="4" href="https://f.test/profile/ann">@ann</a>';
    const [block] = opened(`hi ${mention}, <span>and</span> bye<br><br>next`) as Array<{
      children: Array<{ type?: string; text?: string }>;
    }>;
    expect(block!.children.map((c) => c.type ?? c.text)).toEqual(['hi ', '@', ', and bye']);
  });

  it('drops a line break that opens or closes a run between blocks, but not the outer ones', () => {
    expect(opened('<br>one<br><p>two</p><br>three<br>')).toEqual([
      p(txt('\none')),
      p(txt('two')),
      p(txt('three\n')),
    ]);
    expect(opened('a<br><br><br>b')).toEqual([p(txt('a')), p(txt('b'))]);
  });

  it('leaves a run of one image bare and puts an image among text in its paragraph', () => {
    const img = '<img src="https://f.test/a.png" alt="A">';
    const card = { type: 'rich_embed_card', dataSourceType: 'image' };
    const bare = opened(`<p>x</p>\n${img}\n<p>y</p>`) as object[];
    expect(bare).toHaveLength(3);
    expect(bare[0]).toEqual(p(txt('x')));
    expect(bare[1]).toMatchObject(card);
    expect(bare[2]).toEqual(p(txt('y')));
    // Among text the image is in the run's paragraph; the editor then lifts the card out of it
    // (04 §7 step 6), so the text on each side keeps its own paragraph.
    const among = opened(`before ${img} after`) as object[];
    expect(among).toHaveLength(3);
    expect(among[0]).toEqual(p(txt('before')));
    expect(among[1]).toMatchObject(card);
    expect(JSON.stringify(among[2])).toMatch(
      /^\{"type":"p","children":\[\{"text":" ?after"\}\]\}$/,
    );
  });

  it('ignores whitespace between tags, as the server writes it (04 §1)', () => {
    expect(opened('<p>a</p>\n  <p>b</p>\n')).toEqual([p(txt('a')), p(txt('b'))]);
    expect(opened('line one<br />\nline two<br />\n<br />\nnext')).toEqual([
      p(txt('line one\nline two')),
      p(txt('next')),
    ]);
  });
});
