/**
 * @jest-environment jsdom
 *
 * The rich2 renderer against spec 04's fixtures (api/fixtures/rich2): every fixture with a
 * server rendering is rendered and compared by parsing both (04 §1): whitespace-only text
 * between tags carries no meaning, attribute order none, and `data-embedjson` is compared as
 * the JSON it holds. The parser is the browser's (this file runs in jsdom).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readRich2, type Rich2Doc } from '../../demo-host/lib/rich2';
import { rich2ToHtml, type Rich2RenderOptions } from '../../demo-host/lib/rich2Html';
import { sanitizeHtml } from '../../demo-host/lib/sanitize';

const DIR = path.resolve(__dirname, '../../api/fixtures/rich2');
interface Fixture {
  name: string;
  rich2: unknown;
  html: string | null;
}
const fixtures = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as Fixture] as const);

const FORUM: Rich2RenderOptions = {
  origin: 'https://dev.vanilla.local',
  trustedIframeHosts: ['*.higherlogic.com'],
};

type Tree = string | { tag: string; attrs: Record<string, unknown>; children: Tree[] };

function tree(node: Node): Tree[] {
  const out: Tree[] = [];
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = child.textContent ?? '';
      if (text.trim() === '') continue;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + text;
      else out.push(text);
    } else if (child instanceof Element) {
      const attrs: Record<string, unknown> = {};
      for (const a of Array.from(child.attributes))
        attrs[a.name] = a.name === 'data-embedjson' ? JSON.parse(a.value) : a.value;
      out.push({ tag: child.tagName.toLowerCase(), attrs, children: tree(child) });
    }
  }
  return out;
}

function parsed(html: string): Tree[] {
  const t = document.createElement('template');
  t.innerHTML = html;
  return tree(t.content);
}

const doc = (value: unknown): Rich2Doc => readRich2(JSON.stringify(value));

describe('rich2ToHtml against the fixtures of spec 04', () => {
  const rendered = fixtures.filter(([, f]) => f.html !== null);

  it('has fixtures to compare', () => {
    expect(rendered.length).toBeGreaterThanOrEqual(25);
  });

  it.each(rendered)('%s renders as the server does', (_file, f) => {
    expect(parsed(rich2ToHtml(doc(f.rich2), FORUM))).toEqual(parsed(f.html ?? ''));
  });

  it.each(fixtures)('%s is left unchanged by the demo host sanitiser', (_file, f) => {
    const html = rich2ToHtml(doc(f.rich2));
    expect(sanitizeHtml(html, { embedJson: true })).toBe(html);
  });
});

describe('rich2ToHtml beyond the fixtures', () => {
  it('renders the structure repair example of 04 §3.7 and the spoiler', () => {
    const f = fixtures.find(([n]) => n.startsWith('30-'))?.[1];
    const html = rich2ToHtml(doc(f?.rich2), FORUM);
    const t = document.createElement('template');
    t.innerHTML = html;
    const c = t.content;
    expect(c.querySelector('ul > li')?.textContent).toBe('lic at root');
    expect(c.querySelector('div.tableWrapper > table > tbody > tr > td')?.textContent).toBe(
      'td at root',
    );
    expect(c.querySelector('pre.codeBlock')?.textContent).toBe('code_line at root\n');
    expect(c.querySelector('blockquote .blockquote-content > p.blockquote-line')?.textContent).toBe(
      'blockquote-line at root',
    );
    expect(c.querySelector('div.spoiler > div.spoiler-content > p.spoiler-line')?.textContent).toBe(
      'spoiler at root',
    );
    expect(c.querySelector('div.spoiler button.js-toggleSpoiler')?.getAttribute('title')).toBe(
      'Toggle Spoiler',
    );
  });

  it('renders the body errors of 04 §3.1', () => {
    expect(rich2ToHtml(readRich2('Abc'))).toBe(
      '<p>There was an error rendering this rich post.</p>',
    );
    expect(rich2ToHtml(readRich2('{"type":"doc"}'))).toBe(
      '<p>There was an error rendering this rich post.</p>',
    );
    expect(rich2ToHtml(readRich2('[]'))).toBe('');
  });

  it('keeps only the allowed cell attributes and a safe text alignment', () => {
    const cell = (attributes: unknown): string =>
      rich2ToHtml(doc([{ type: 'td', attributes, children: [{ text: 'x' }] }]));
    expect(cell({ colspan: '2', onclick: 'alert(1)', style: 'text-align:center' })).toContain(
      '<td colspan="2" style="text-align:center">',
    );
    expect(cell({ style: 'background:url(javascript:x)' })).toContain('<td>');
    expect(cell({ id: '"><script>' })).toContain('<td>');
  });

  it('shows iframes only on trusted hosts, and unknown embed types as a loader link', () => {
    const frame = (url: string): string =>
      rich2ToHtml(
        doc([
          {
            type: 'rich_embed_card',
            children: [{ text: '' }],
            embedData: { url, embedType: 'iframe' },
          },
        ]),
        FORUM,
      );
    expect(frame('https://vanilla.higherlogic.com/')).toContain('js-embed');
    expect(frame('https://evil.example.com/')).toBe('');
    const unknown = rich2ToHtml(
      doc([
        {
          type: 'rich_embed_card',
          children: [{ text: '' }],
          embedData: { url: 'https://x.example/', embedType: 'nope' },
        },
      ]),
    );
    expect(unknown).toContain('class="embedLinkLoader" href="https://x.example/"');
  });

  it("shows the composer's upload of an image by its site path, and no other http image", () => {
    const imageCard = (url: string): string =>
      rich2ToHtml(
        doc([
          {
            type: 'rich_embed_card',
            dataSourceType: 'image',
            url,
            children: [{ text: '' }],
            embedData: { url, embedType: 'image', name: 'dot.png', type: 'image/png', size: 70 },
          },
        ]),
      );
    const t = document.createElement('template');
    t.innerHTML = sanitizeHtml(imageCard('http://127.0.0.1:41234/uploads/3/dot.png'), {
      embedJson: true,
    });
    const img = t.content.querySelector('span.embedImage img.embedImage-img');
    expect(img?.getAttribute('src')).toBe('/uploads/3/dot.png');
    expect(t.content.querySelector('a.embedImage-link')?.getAttribute('href')).toBe(
      '/uploads/3/dot.png',
    );
    // The stored URL stays in the embed JSON (04 §5.1).
    const json = JSON.parse(
      t.content.querySelector('span.embedImage')?.getAttribute('data-embedjson') ?? '{}',
    );
    expect(json.url).toBe('http://127.0.0.1:41234/uploads/3/dot.png');
    // https images are shown as they are; an http image elsewhere is a loader link.
    expect(imageCard('https://cdn.example.com/a.png')).toContain(
      'src="https://cdn.example.com/a.png"',
    );
    expect(imageCard('http://cdn.example.com/a.png')).toContain('class="embedLinkLoader"');
    // With the forum's address known, only its own https uploads are shown.
    const withOrigin = rich2ToHtml(
      doc([
        {
          type: 'rich_embed_card',
          children: [{ text: '' }],
          embedData: { url: 'http://dev.vanilla.local/uploads/3/dot.png', embedType: 'image' },
        },
      ]),
      FORUM,
    );
    expect(withOrigin).toContain('class="embedLinkLoader"');
  });

  it('computes frameSrc for a vimeo card (04 §5.3)', () => {
    const html = rich2ToHtml(
      doc([
        {
          type: 'rich_embed_card',
          children: [{ text: '' }],
          embedData: {
            url: 'https://vimeo.com/76979871',
            embedType: 'vimeo',
            videoID: '76979871',
            height: 360,
            width: 640,
          },
        },
      ]),
    );
    const t = document.createElement('template');
    t.innerHTML = html;
    const json = JSON.parse(
      t.content.querySelector('div.js-embed')?.getAttribute('data-embedjson') ?? '{}',
    );
    expect(json.frameSrc).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
    expect(json.embedStyle).toBe('rich_embed_card');
  });
});
