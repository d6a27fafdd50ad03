/**
 * The demo host's side of user content display (issue 19): the seeded posts that hold every
 * block of the server HTML contract, embed data filled in when bodies are served (never
 * stored), members unable to post their own embed data, and the other site's video player.
 */
import Database from 'better-sqlite3';
import { buildOtherSite } from '../../demo-host/otherSite/server';
import { embedDataFor } from '../../demo-host/lib/embedData';
import { sanitizeHtml } from '../../demo-host/lib/format';
import {
  contractViolations,
  startHarness,
  type Client,
  type Harness,
  type Json,
} from './support/harness';

jest.setTimeout(60_000);

const OTHER = 'http://127.0.0.1:4999';
const EVERYTHING = 69;
const PLAIN = 70;
const STAFF_ONLY = 12;

let h: Harness;
let guest: Client;
let member: Client;
let moderator: Client;
let admin: Client;

beforeAll(async () => {
  h = await startHarness({ otherSiteOrigin: OTHER });
  guest = h.client();
  await guest.page('/');
  member = await h.as('member');
  moderator = await h.as('moderator');
  admin = await h.as('admin');
});
afterAll(async () => {
  await h.close();
});

function unescapeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The embeds of a served body: each placeholder's JSON and its fallback link. */
function embedsIn(html: string): { data: Json; link: string }[] {
  const re = /<div class="js-embed" data-embedjson="([^"]*)"><a href="([^"]*)"/g;
  return [...html.matchAll(re)].map((m) => ({
    data: JSON.parse(unescapeAttr(m[1] ?? '')),
    link: unescapeAttr(m[2] ?? ''),
  }));
}

function stored(table: 'discussions' | 'comments', id: number): { body: string; src: string } {
  const db = new Database(h.dbPath, { readonly: true });
  try {
    const key = table === 'discussions' ? 'discussionID' : 'commentID';
    return db.prepare(`SELECT body, bodySource AS src FROM ${table} WHERE ${key} = ?`).get(id) as {
      body: string;
      src: string;
    };
  } finally {
    db.close();
  }
}

describe('the seeded content posts', () => {
  it("'Everything a post can hold' holds every block of the contract", async () => {
    const d = (await guest.get(`/api/v2/discussions/${EVERYTHING}`)).json;
    expect(d.name).toBe('Everything a post can hold');
    expect(d.categoryID).toBe(1);
    const body: string = d.body;
    for (const block of [
      '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content">',
      '<div class="Spoiler">',
      '<pre><code class="language-js">',
      '<pre><code class="language-css">',
      '<pre><code>$ npm run demo:reset',
      '<div class="callout callout-info">',
      '<div class="callout callout-warning">',
      '<div class="callout callout-error">',
      '<div class="collapsible">',
      '<h2>',
    ])
      expect(body).toContain(block);
    // A table with five headings in its thead, and one without headings.
    const tables = body.match(/<table>[\s\S]*?<\/table>/g) ?? [];
    expect(tables).toHaveLength(2);
    expect(tables[0]?.match(/<thead><tr>(<th>[^<]*<\/th>){5}<\/tr><\/thead>/)).not.toBeNull();
    expect(tables[1]).not.toContain('<th>');
    // The collapsible block is long: eight paragraphs of text.
    expect(/<div class="collapsible">((?:<p>[^<]{60,}<\/p>){8})<\/div>/.test(body)).toBe(true);
  });

  it('links to a comment on its own first page by #Comment_{id}, with the signature and code comments', async () => {
    const body: string = (await guest.get(`/api/v2/discussions/${EVERYTHING}`)).json.body;
    const target = Number(/href="#Comment_(\d+)"/.exec(body)?.[1]);
    const comments = (
      await guest.get(
        `/api/v2/comments?discussionID=${EVERYTHING}&limit=30&expand=insertUser.signature`,
      )
    ).json as Json[];
    expect(comments).toHaveLength(3);
    const [code, signed, third] = comments;
    expect(code.body).toMatch(/^<pre><code class="language-js">[^<]*<\/code><\/pre>$/);
    expect(signed.commentID).toBe(target);
    expect(signed.insertUser.name).toBe('ana-garcia');
    expect(signed.insertUser.signature.body).toContain('<img src="/uploads/1/checkerboard.png"');
    expect(third.body).toContain('<div class="callout callout-info">');
    // The legacy page renders the target with that id.
    const page = (await guest.page(`/discussion/${EVERYTHING}/x`)).res.body;
    expect(page).toContain(`id="Comment_${target}"`);
  });

  it("'Plain words only' has no code anywhere", async () => {
    const d = (await guest.get(`/api/v2/discussions/${PLAIN}`)).json;
    expect(d.name).toBe('Plain words only');
    const comments = (await guest.get(`/api/v2/comments?discussionID=${PLAIN}`)).json as Json[];
    expect(comments.length).toBeGreaterThan(0);
    for (const html of [d.body, ...comments.map((c) => c.body)]) {
      expect(html).not.toMatch(/<pre|<code/);
      expect(html).not.toContain('js-embed');
    }
    const page = (await guest.page(`/discussion/${PLAIN}/x`)).res.body;
    expect(page).not.toMatch(/<pre|<code|js-embed/);
  });
});

describe('embed data, filled in when a body is served', () => {
  it('serves link previews, images, the video player, quotes and plain links from local data', async () => {
    const d = (await guest.get(`/api/v2/discussions/${EVERYTHING}`)).json;
    const embeds = embedsIn(d.body);
    const origin = /^https?:\/\/[^/]+/.exec(d.url as string)?.[0]; // as the API writes it
    const types = embeds.map((e) => e.data.embedType);
    expect(types).toEqual([
      'link',
      'link',
      'image',
      'image',
      'kaltura',
      'quote',
      'quote',
      'link',
      'iframe',
    ]);
    for (const e of embeds) expect(e.link).toBe(e.data.url); // the fallback link is the URL
    const [preview, leftCard, image, leftImage, video, comment, discussion, unknown, map] = embeds;
    expect(preview?.data).toMatchObject({
      url: 'https://news.example.com/2025/06/forum-widgets-1-0',
      name: expect.stringContaining('Forum widgets 1.0'),
      body: expect.any(String),
      photoUrl: `${origin}/assets/embeds/link-preview.svg`,
    });
    expect(leftCard?.data.placement).toBe('left');
    expect(image?.data).toMatchObject({
      url: `${origin}/assets/embeds/harbour.svg`,
      width: 1600,
      height: 900,
      placement: 'top',
    });
    expect(leftImage?.data).toMatchObject({ placement: 'left', displaySize: 'small', size: 0 });
    expect(video?.data).toMatchObject({
      frameSrc: `${OTHER}/player/harbour-tour`,
      url: `${OTHER}/player/harbour-tour`,
      photoUrl: `${origin}/assets/embeds/video-poster.svg`,
    });
    expect(comment?.data).toMatchObject({
      recordType: 'comment',
      insertUser: { userID: 9, name: 'ana-garcia', photoUrl: `${origin}/assets/avatars/9.svg` },
      bodyHtml: expect.stringContaining('<p>Add a redirect from every old path'),
      dateInserted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(comment?.data.url).toBe(
      `${origin}/discussion/comment/${comment?.data.recordID}#Comment_${comment?.data.recordID}`,
    );
    expect(discussion?.data).toMatchObject({ recordType: 'discussion', recordID: 18 });
    expect(discussion?.data.bodyHtml).toContain('<table>');
    expect(unknown?.data).toEqual({
      url: 'https://unknown.example.org/some/page',
      embedType: 'link',
    });
    expect(map?.data.frameSrc).toBe('https://maps.example.com/embed/old-harbour');
    // Every picture is served by the demo host itself.
    for (const name of ['link-preview', 'harbour', 'lighthouse', 'video-poster']) {
      const res = await guest.raw('GET', `/assets/embeds/${name}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
    }
  });

  it('stores the placeholders only, so the stored body and the edit source round-trip', async () => {
    const row = stored('discussions', EVERYTHING);
    expect(row.body).not.toContain('data-embedjson');
    expect(row.body.match(/<div class="js-embed" data-embed-url="[^"]+"><\/div>/g)).toHaveLength(9);
    expect(sanitizeHtml(row.body)).toBe(row.body);
    const source = (await admin.get(`/api/v2/discussions/${EVERYTHING}/edit`)).json;
    expect(source.body).toBe(row.src);
    expect(source.body).not.toContain('data-embedjson');
  });

  it('fills the same data into the legacy page and the DiscussionPage preload', async () => {
    const api = (await guest.get(`/api/v2/discussions/${EVERYTHING}`)).json;
    const page = (await guest.page(`/discussion/${EVERYTHING}/x`)).res.body;
    const fallback = /<div class="Message userContent">([\s\S]*?)<\/div>\n<\/article>/.exec(page);
    expect(embedsIn(fallback?.[1] ?? '').map((e) => e.data)).toEqual(
      embedsIn(api.body).map((e) => e.data),
    );
    const props = /data-react="DiscussionPage" data-props="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(JSON.parse(unescapeAttr(props)).discussion.body).toBe(api.body);
  });

  it('omits frameSrc without an other site, and quotes only what the viewer may read', () => {
    const db = new Database(h.dbPath, { readonly: true });
    try {
      const c = { db, origin: 'https://forum.test', mayView: (id: number) => id !== 8 };
      const video = embedDataFor(c, 'https://video.example.com/watch/harbour-tour');
      expect(video.frameSrc).toBeUndefined();
      expect(video.url).toBe('https://video.example.com/watch/harbour-tour');
      expect(embedDataFor(c, '/discussion/12').embedType).toBe('link'); // staff lounge
      expect(embedDataFor(c, 'https://forum.test/discussion/18/slug').embedType).toBe('quote');
      expect(embedDataFor(c, 'https://elsewhere.test/discussion/18').embedType).toBe('link');
      expect(embedDataFor(c, '/discussion/99999').embedType).toBe('link');
      expect(embedDataFor(c, 'constructor')).toEqual({ url: 'constructor', embedType: 'link' });
    } finally {
      db.close();
    }
  });
});

describe('posted embed data', () => {
  it('strips a posted data-embedjson and keeps only safe placeholders and the contract classes', async () => {
    const hostile = JSON.stringify({ url: 'javascript:alert(1)', embedType: 'iframe' });
    const html = [
      `<div class="js-embed" data-embed-url="https://unknown.example.org/x" data-embedjson="${hostile.replace(/"/g, '&quot;')}"></div>`,
      `<div class="js-embed" data-embedjson="${hostile.replace(/"/g, '&quot;')}"><a href="https://a.example">a</a></div>`,
      '<div class="js-embed" data-embed-url="javascript:alert(1)"></div>',
      '<div class="js-embed" data-embed-url="//evil.example/x"></div>',
      '<div class="callout" data-embed-url="https://unknown.example.org/y"></div>',
      `<div class="js-embed" data-embed-url="/discussion/${STAFF_ONLY}"></div>`,
      '<p class="callout collapsible">p</p><code class="language-js hljs">c</code><pre class="language-js">x</pre>',
      '<div class="callout callout-warning collapsible Spoiler other" onclick="x()">ok</div>',
    ].join('');
    const res = await member.post('/api/v2/discussions', {
      name: 'Posted embeds',
      body: html,
      format: 'html',
      categoryID: 1,
    });
    expect(res.status).toBe(201);
    const { body } = stored('discussions', res.json.discussionID as number);
    expect(body).not.toContain('embedjson');
    expect(body).not.toContain('javascript:');
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('onclick');
    expect(body.match(/data-embed-url="([^"]*)"/g)).toEqual([
      'data-embed-url="https://unknown.example.org/x"',
      `data-embed-url="/discussion/${STAFF_ONLY}"`,
    ]);
    expect(body).toContain(
      '<p>p</p><code class="language-js">c</code><pre>x</pre><div class="callout callout-warning collapsible Spoiler">ok</div>',
    );
    // Served: the server's own data, and a quote of a staff-only post only for staff.
    const asMember = embedsIn(
      (await member.get(`/api/v2/discussions/${res.json.discussionID}`)).json.body,
    );
    expect(asMember.map((e) => e.data.embedType)).toEqual(['link', 'link']);
    expect(asMember[0]?.data).toEqual({ url: 'https://unknown.example.org/x', embedType: 'link' });
    expect(asMember[1]?.data.bodyHtml).toBeUndefined();
    const asModerator = embedsIn(
      (await moderator.get(`/api/v2/discussions/${res.json.discussionID}`)).json.body,
    );
    expect(asModerator[1]?.data).toMatchObject({ embedType: 'quote', recordID: STAFF_ONLY });
  });

  it('fills comments posted with a placeholder, in the POST answer and the list', async () => {
    const res = await member.post('/api/v2/comments', {
      discussionID: PLAIN,
      body: '<p>Look:</p><div class="js-embed" data-embed-url="https://video.example.com/watch/harbour-tour"></div>',
      format: 'html',
    });
    expect(res.status).toBe(201);
    expect(embedsIn(res.json.body)[0]?.data.frameSrc).toBe(`${OTHER}/player/harbour-tour`);
    expect(stored('comments', res.json.commentID as number).body).not.toContain('embedjson');
    const listed = (await guest.get(`/api/v2/comments?discussionID=${PLAIN}`)).json as Json[];
    expect(listed.at(-1)?.body).toBe(res.json.body);
  });
});

describe("the other site's video player", () => {
  it('answers a known id with a self-contained player page, and 404 for others', async () => {
    const other = await buildOtherSite({ forum: { origin: '' } });
    try {
      const res = await other.inject({ method: 'GET', url: '/player/harbour-tour' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<h1 class="player-title">A tour of the harbour</h1>');
      expect(res.body).toContain(
        '<button type="button" class="toggle" aria-pressed="false">Play</button>',
      );
      // No inline script or style, nothing from another origin.
      expect(res.body).not.toMatch(/<script>|<style|style=|https?:\/\//);
      expect(res.body).toContain('<script src="/player-assets/player.js"></script>');
      for (const [file, type] of [
        ['player.js', 'application/javascript'],
        ['player.css', 'text/css'],
        ['icon.svg', 'image/svg+xml'],
      ]) {
        const asset = await other.inject({ method: 'GET', url: `/player-assets/${file}` });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['content-type']).toContain(type);
        expect(asset.body).not.toMatch(/(?:src|href|url|import)\s*[=(]?\s*["']?https?:/); // nothing external
      }
      for (const id of ['nope', '..%2F..%2Fetc', 'A%3Cscript%3E', 'constructor', 'x'.repeat(60)]) {
        const missing = await other.inject({ method: 'GET', url: `/player/${id}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.body).toContain('Video not found');
        expect(missing.body).not.toContain('<script');
      }
    } finally {
      await other.close();
    }
  });
});

it('answered every API call as api/openapi.yaml says', () => {
  expect(h.checked.length).toBeGreaterThan(5);
  expect(contractViolations(h)).toEqual([]);
});
