import { parseBody, serializeDoc } from '@/features/composer/editor/rich2';

// The fixtures with a sourceHtml (mentions, emoji) are in htmlConversion.test.ts.
describe('server HTML opened in the editor (04 §4.2, §7 step 5)', () => {
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
