import fc from 'fast-check';
import type { Rich2Element, Rich2Node } from '@/api/types/rich2';
import { parseBody, serializeDoc } from '@/features/composer/editor/rich2';
import { slateNormalize, stableJson } from '@/features/composer/editor/wire/slate';

// Documents from 04 §3's grammar: every element and mark, nested lists, links, mentions,
// embeds, emoji, line feeds, unknown keys. Leaves are generated as they come (neighbours with
// the same marks, empty leaves), so the expected result is Slate's normal form of the input.

/** The generated shapes are rich2 nodes (fast-check's inferred types are narrower). */
const node = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<Rich2Node> =>
  arbitrary as unknown as fc.Arbitrary<Rich2Node>;

const text = fc.string({ unit: 'grapheme', maxLength: 8 }).map((s) => s.replace(/\r/g, ''));
const withFeeds = fc.array(text, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('\n'));
const editableMarks: fc.Arbitrary<string[]> = fc.oneof(
  fc.subarray(['bold', 'italic', 'strikethrough']),
  fc.constant<string[]>(['code']),
  fc.subarray(['underline', 'superscript', 'subscript', 'highlight', 'kbd']),
);
const leaf = fc
  .record({ text: withFeeds, marks: editableMarks })
  .map(({ text: t, marks }) => ({ text: t, ...Object.fromEntries(marks.map((m) => [m, true])) }));
const url = fc.constantFrom(
  'https://example.com/a',
  'http://forum.test/p?x=1',
  'mailto:a@b.c',
  'javascript:alert(1)',
  '/relative',
);
const link = node(
  fc.record({
    type: fc.constant('a'),
    url,
    children: fc.array(
      leaf.filter((l) => l.text !== ''),
      { minLength: 1, maxLength: 2 },
    ),
  }),
);
const mention = node(
  fc.record({
    type: fc.constant('@'),
    children: fc.constant([{ text: '' }]),
    userID: fc.oneof(fc.integer({ min: 1, max: 99 }), fc.constant('12')),
    name: text,
    domID: fc.constant('mentionSuggestion1'),
  }),
);
const embedData = fc.record({
  url: fc.constantFrom('https://example.com/i.png', 'https://forum.test/f.pdf'),
  name: text,
  embedType: fc.constantFrom('image', 'file', 'link', 'youtube', 'quote', 'iframe'),
  displaySize: fc.constantFrom('large', 'medium', 'small', 'inline'),
  size: fc.nat(),
});
const inlineEmbed = node(
  fc.record({
    type: fc.constant('rich_embed_inline'),
    children: fc.constant([{ text: '' }]),
    url: fc.constant('https://example.com/'),
    embedData,
  }),
);
const emoji = node(
  fc.record({
    type: fc.constant('legacy_emoji_image'),
    children: fc.constant([{ text: '' }]),
    attributes: fc.record({ src: fc.constant('https://forum.test/smile.png'), alt: text }),
  }),
);
/**
 * Two links to the same address with only empty text between them are one link in the editor
 * (its marks cannot tell them apart); such a block is kept whole instead, tested below.
 */
function twinLinks(children: Rich2Node[]): boolean {
  const visible = children.filter((c) => !('text' in c && c.text === ''));
  const address = (c: Rich2Node | undefined): string | null =>
    c && 'type' in c && c.type === 'a' ? stableJson({ ...c, children: null }) : null;
  return visible.some(
    (c, i) => i > 0 && address(c) !== null && address(c) === address(visible[i - 1]),
  );
}
const inlineChildren = fc
  .array(fc.oneof({ weight: 4, arbitrary: leaf }, link, mention, inlineEmbed, emoji), {
    minLength: 1,
    maxLength: 5,
  })
  .filter((children) => !twinLinks(children));
const card = node(
  fc.record({
    type: fc.constant('rich_embed_card'),
    children: fc.constant([{ text: '' }]),
    dataSourceType: fc.constantFrom('url', 'image', 'file'),
    url: fc.constant('https://example.com/x'),
    embedData,
  }),
);
const textBlock = (type: string) =>
  fc.record({ type: fc.constant(type), children: inlineChildren });
const heading = fc.constantFrom('h2', 'h3', 'h4', 'h5').chain(textBlock);
const lines = (type: string) => fc.array(textBlock(type), { minLength: 1, maxLength: 3 });
const codeBlock = fc.record(
  {
    type: fc.constant('code_block'),
    lang: fc.constantFrom('sql', 'js'),
    children: fc.array(
      text.map((t) => ({ type: 'code_line', children: [{ text: t.replace(/\n/g, '') }] })),
      { minLength: 1, maxLength: 4 },
    ),
  },
  { requiredKeys: ['type', 'children'] },
);

const { list } = fc.letrec<{ list: Rich2Element }>((tie) => ({
  list: fc.record({
    type: fc.constantFrom('ul', 'ol'),
    children: fc.array(
      fc
        .tuple(textBlock('lic'), fc.option(tie('list'), { freq: 4, depthSize: 'small' }))
        .map(([lic, nested]) => ({ type: 'li', children: nested ? [lic, nested] : [lic] })),
      { minLength: 1, maxLength: 3 },
    ),
  }),
}));

const editableBlock: fc.Arbitrary<Rich2Node> = fc.oneof(
  { weight: 4, arbitrary: textBlock('p') },
  heading,
  lines('blockquote-line').map((children) => ({ type: 'blockquote', children })),
  lines('spoiler-item').map((items) => ({
    type: 'spoiler',
    children: [{ type: 'spoiler-content', children: items }],
  })),
  codeBlock,
  list,
  card,
);
const uneditable: fc.Arbitrary<Rich2Node> = fc.oneof(
  node(fc.constant({ type: 'hr', children: [{ text: '' }] })),
  node(
    fc.constant({
      type: 'table',
      children: [{ type: 'tr', children: [{ type: 'td', children: [{ text: 'cell' }] }] }],
    }),
  ),
  node(
    fc.record({ type: fc.constant('custom_widget'), children: inlineChildren, data: fc.object() }),
  ),
);
/** An unknown key on an element is kept (04 §3.1). */
const withExtraKey = (block: fc.Arbitrary<Rich2Node>) =>
  fc
    .tuple(block, fc.option(fc.constantFrom('ref', 'align', 'dir')))
    .map(([b, key]) => (key && 'type' in b ? { ...b, [key]: 'x' } : b));

const documents = fc.array(
  withExtraKey(fc.oneof({ weight: 5, arbitrary: editableBlock }, uneditable)),
  {
    minLength: 1,
    maxLength: 6,
  },
);

function roundTrip(doc: Rich2Node[]): Rich2Node[] {
  return JSON.parse(serializeDoc(parseBody(JSON.stringify(doc), 'rich2'))) as Rich2Node[];
}

describe('rich2 round trip (property)', () => {
  it('a generated document comes back as Slate normal form of itself', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        expect(stableJson(roundTrip(doc))).toBe(stableJson(doc.map(slateNormalize)));
      }),
      { numRuns: 120 },
    );
  });

  it('the editable grammar opens as editable blocks, with nothing kept whole', () => {
    fc.assert(
      fc.property(fc.array(editableBlock, { minLength: 1, maxLength: 4 }), (doc) => {
        const opaque: string[] = [];
        parseBody(JSON.stringify(doc), 'rich2').descendants((node) => {
          if (node.type.name === 'opaque_block') opaque.push(JSON.stringify(node.attrs.wire));
          return true;
        });
        expect(opaque).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it('two links to one address side by side: the block is kept whole, exactly', () => {
    const twins = {
      type: 'p',
      children: [
        { text: 'a' },
        { type: 'a', url: 'https://x.test/', children: [{ text: 'one' }] },
        { text: '' },
        { type: 'a', url: 'https://x.test/', children: [{ text: 'two' }] },
        { text: '' },
      ],
    };
    const doc = parseBody(JSON.stringify([twins]), 'rich2');
    expect(doc.firstChild?.type.name).toBe('opaque_block');
    expect(roundTrip([twins])).toEqual([twins]);
  });

  it('normal form is stable: normalising twice is normalising once', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const once = doc.map(slateNormalize);
        expect(stableJson(once.map(slateNormalize))).toBe(stableJson(once));
      }),
      { numRuns: 100 },
    );
  });
});
