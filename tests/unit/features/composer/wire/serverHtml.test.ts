import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseBody, serializeDoc } from '../../../../../src/features/composer/editor/rich2';

const fixture = (name: string): { rich2: unknown; sourceHtml: string } =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../../../api/fixtures/rich2', name), 'utf8'),
  ) as { rich2: unknown; sourceHtml: string };

describe('server HTML opened in the editor (04 §4.2, §7 step 5)', () => {
  it.each(['26-legacy-emoji-from-html.json', '29-html-atmention.json'])(
    '%s: its sourceHtml becomes the fixture’s rich2',
    (name) => {
      const { rich2, sourceHtml } = fixture(name);
      expect(JSON.parse(serializeDoc(parseBody(sourceHtml, 'html')))).toEqual(rich2);
    },
  );

  it('reads a server embed placeholder as a card with its embed JSON, and an inline one inline', () => {
    const card =
      '{"url":"https://x.test/","embedType":"link","name":"X","embedStyle":"rich_embed_card"}';
    const inline = card.replace('rich_embed_card', 'rich_embed_inline');
    const html =
      `<div class="js-embed embedResponsive" data-embedjson='${card}'><a href="https://x.test/">https://x.test/</a></div>` +
      `<p>see <span class="js-embed embedResponsive inlineEmbed" data-embedjson='${inline}'><a href="https://x.test/">https://x.test/</a></span></p>`;
    expect(JSON.parse(serializeDoc(parseBody(html, 'html')))).toEqual([
      {
        type: 'rich_embed_card',
        embedData: JSON.parse(card),
        children: [{ text: 'https://x.test/' }],
      },
      {
        type: 'p',
        children: [
          { text: 'see ' },
          {
            type: 'rich_embed_inline',
            embedData: JSON.parse(inline),
            children: [{ text: 'https://x.test/' }],
          },
          { text: '' },
        ],
      },
    ]);
  });
});
