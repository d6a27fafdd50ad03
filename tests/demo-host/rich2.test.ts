import { excerpt } from '../../demo-host/lib/html';
import { prepareBody, renderBody, sanitizeHtml } from '../../demo-host/lib/format';
import { HttpError } from '../../demo-host/lib/errors';
import {
  RICH2_MAX_DEPTH,
  RICH2_MAX_LENGTH,
  isEmptyRich2,
  mentionedUserIDs,
  parseRich2,
  readRich2,
} from '../../demo-host/lib/rich2';
import { rich2ToHtml } from '../../demo-host/lib/rich2Html';
import { excerptOf, rich2Excerpt, rich2PlainText } from '../../demo-host/lib/rich2Text';
import { quoteDoc, showcaseDoc } from '../../demo-host/seed/rich2Samples';

type Node = Record<string, unknown>;
const body = (...nodes: Node[]): string => JSON.stringify(nodes);
const p = (...children: Node[]): Node => ({ type: 'p', children });
const t = (text: string, marks: Node = {}): Node => ({ text, ...marks });
const render = (source: string): string => rich2ToHtml(readRich2(source));

function refusal(source: string): { status: number; errors: unknown } {
  try {
    parseRich2(source);
  } catch (err) {
    if (err instanceof HttpError) return { status: err.status, errors: err.extra.errors };
    throw err;
  }
  throw new Error('parseRich2 accepted the source');
}

describe('reading a rich2 body (spec 04 §3.1)', () => {
  it('refuses a body that is not JSON, too long or nested too deep with a 422 on body', () => {
    expect(refusal('Abc')).toMatchObject({
      status: 422,
      errors: [{ field: 'body', code: 'invalid' }],
    });
    expect(refusal(`"${'x'.repeat(RICH2_MAX_LENGTH)}"`)).toMatchObject({
      status: 422,
      errors: [{ field: 'body', code: 'maxLength' }],
    });
    let deep: Node = t('deep');
    for (let i = 0; i < RICH2_MAX_DEPTH; i++) deep = { type: 'blockquote', children: [deep] };
    expect(refusal(body(deep))).toMatchObject({ status: 422 });
  });

  it('accepts any JSON, and a value that is not an array renders the error sentence', () => {
    expect(parseRich2('{"type":"doc"}').nodes).toBeNull();
    expect(render('{"type":"doc"}')).toBe('<p>There was an error rendering this rich post.</p>');
    expect(renderBody('', 'rich2')).toBe('<p></p>');
  });

  it('knows the empty document: one p with one empty leaf, or []', () => {
    expect(isEmptyRich2(parseRich2('[{"type":"p","children":[{"text":""}]}]'))).toBe(true);
    expect(isEmptyRich2(parseRich2('[]'))).toBe(true);
    expect(isEmptyRich2(parseRich2(body(p(t(' ')))))).toBe(false);
    expect(isEmptyRich2(parseRich2(body(p(t('')), p(t('')))))).toBe(false);
    expect(isEmptyRich2(parseRich2('{}'))).toBe(false);
  });

  it('stores the body string as received, unknown keys and all', () => {
    const db = { prepare: () => ({ get: () => ({ userID: 3 }) }) } as never;
    const source = ' [{"type":"p","children":[{"text":"Hi","x-custom":1}],"data":{"k":2}}]';
    expect(prepareBody(db, source, 'rich2')).toMatchObject({ source, html: '<p>Hi</p>' });
  });

  it('finds the mentioned users by userID, numbers or digit strings', () => {
    const mention = (userID: unknown): Node => ({
      type: '@',
      userID,
      name: 'x',
      children: [t('')],
    });
    expect(mentionedUserIDs(parseRich2(body(p(mention(3), mention('8'), mention('x')))))).toEqual([
      3, 8,
    ]);
  });
});

describe('hostile rich2', () => {
  it('escapes text and attributes, and prefixes unsafe link schemes', () => {
    const html = render(
      body(
        p(t('<script>alert(1)</script>')),
        p({ type: 'a', url: 'javascript:alert(1)', target: '" onclick="x', children: [t('x')] }),
        p({
          type: '@',
          userID: '1" onmouseover="x',
          name: '"><img src=x onerror=alert(1)>',
          children: [t('')],
        }),
        { type: 'h2', ref: '"><script>', children: [t('Title')] },
      ),
    );
    expect(html).not.toMatch(/<script|<img|"\s+on\w+=/);
    expect(html).toContain('href="unsafe:javascript:alert(1)"');
    expect(html).toContain('data-userid="-1"');
    expect(html).toContain('<h2 data-id="title">');
    expect(sanitizeHtml(html, { embedJson: true })).toBe(html);
  });

  it('renders the seeded showcase so that the sanitiser keeps it exactly', () => {
    for (const doc of [showcaseDoc(), quoteDoc()]) {
      const html = rich2ToHtml(readRich2(JSON.stringify(doc)));
      expect(html).toContain('data-embedjson');
      expect(sanitizeHtml(html, { embedJson: true })).toBe(html);
    }
  });

  it('drops data-embedjson from HTML bodies (only the rich2 renderer writes it)', () => {
    const html =
      '<div class="js-embed embedResponsive" data-embedjson="{}"><a href="https://x.example/">x</a></div>';
    expect(renderBody(html, 'html')).not.toContain('data-embedjson');
  });
});

describe('plain text and excerpts (spec 04 §3.6)', () => {
  const source = body(
    { type: 'h2', children: [t('Title')] },
    p(t('Hello '), { type: '@', name: 'sam', userID: 8, children: [t('')] }, t('!')),
    {
      type: 'rich_embed_card',
      embedData: { url: 'https://x.example/', embedType: 'link' },
      children: [t('')],
    },
    {
      type: 'spoiler',
      children: [
        { type: 'spoiler-content', children: [{ type: 'spoiler-item', children: [t('secret')] }] },
      ],
    },
    { type: 'ul', children: [{ type: 'li', children: [{ type: 'lic', children: [t('item')] }] }] },
  );

  it('gives leaves, @name, no embeds, (Spoiler) and line ends', () => {
    expect(rich2PlainText(source)).toBe('Title\nHello @sam!\n(Spoiler)\nitem');
    expect(rich2Excerpt(source)).toBe('Title Hello @sam! (Spoiler) item');
  });

  it('cuts an excerpt at 325 characters, back to the last space, with an ellipsis', () => {
    const long = `${'word '.repeat(100)}`;
    const cut = excerptOf(long);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(326);
  });

  it('leaves rich2 spoilers (content and chrome) out of HTML excerpts', () => {
    expect(excerpt(render(source))).toBe('Title Hello @sam! https://x.example/ (Spoiler) item');
  });
});

describe('sanitizeHtml', () => {
  it('keeps only the allowed attributes and class names', () => {
    expect(
      sanitizeHtml(
        '<p class="x attachment" style="color:red" onclick="alert(1)">a</p>' +
          '<a href="javascript:alert(1)" class="mention evil" data-userid="3x">b</a>' +
          '<a href="/p" data-userid="3" target="_blank">c</a>' +
          '<img src="data:image/png;base64,AA" alt="d"><img src="/i.png" onerror="alert(1)">' +
          '<ol start="2" type="a"><li>e</li></ol><details open class="spoiler"><summary>s</summary></details>',
      ),
    ).toBe(
      '<p class="attachment">a</p><a class="mention" href="#">b</a>' +
        '<a href="/p" data-userid="3">c</a><img src="/i.png" alt="" loading="lazy">' +
        '<ol start="2"><li>e</li></ol><details class="spoiler"><summary>s</summary></details>',
    );
  });

  it('turns stray and unclosed tags, comments and unknown elements into text', () => {
    expect(sanitizeHtml('<p>hi</p><img src=x onerror=alert(1) ')).toBe(
      '<p>hi</p>&lt;img src=x onerror=alert(1) ',
    );
    expect(
      sanitizeHtml('a <!-- c --> & b &amp; <svg onload=x>y</svg><script>bad()</script>z'),
    ).toBe('a &lt;!-- c --&gt; &amp; b &amp; &lt;svg onload=x&gt;y&lt;/svg&gt;z');
  });

  it('stays fast on bodies built to make regular expressions backtrack', () => {
    const started = Date.now();
    sanitizeHtml('<a '.repeat(60_000));
    sanitizeHtml('<script>'.repeat(25_000));
    sanitizeHtml(`<a href="${'x'.repeat(100_000)}`);
    expect(Date.now() - started).toBeLessThan(5000); // quadratic time would take minutes
  });
});
