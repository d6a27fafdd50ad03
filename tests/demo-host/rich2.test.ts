import { excerpt } from '../../demo-host/lib/html';
import { renderBody, sanitizeHtml } from '../../demo-host/lib/format';
import { HttpError } from '../../demo-host/lib/errors';
import { RICH2_MAX_DEPTH, isEmptyRich2, parseRich2 } from '../../demo-host/lib/rich2';
import { rich2ToHtml } from '../../demo-host/lib/rich2Html';
import { SHOWCASE_DOC } from '../../demo-host/seed/rich2Samples';

type Node = Record<string, unknown>;
const doc = (...content: Node[]): string => JSON.stringify({ type: 'doc', content });
const text = (t: string, ...marks: Node[]): Node =>
  marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t };
const para = (...content: Node[]): Node => ({ type: 'paragraph', content });
const linkTo = (href: string): Node => ({ type: 'link', attrs: { href } });
const users: Record<number, string> = { 3: 'member', 8: 'sam lee' };
const render = (source: string): string =>
  rich2ToHtml(parseRich2(source), {
    mentionUser: (id) => (users[id] ? { userID: id, name: users[id] } : undefined),
  });

function refusal(source: string): { status: number; message: string; errors: unknown } {
  try {
    parseRich2(source);
  } catch (err) {
    if (err instanceof HttpError)
      return { status: err.status, message: err.message, errors: err.extra.errors };
    throw err;
  }
  throw new Error('parseRich2 accepted the source');
}

describe('rich2 → HTML', () => {
  it('renders every block', () => {
    const item = (t: string): Node => ({ type: 'list_item', content: [para(text(t))] });
    expect(
      render(
        doc(
          para(text('Plain')),
          { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
          { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
          { type: 'heading', attrs: { level: 4 }, content: [text('Four')] },
          { type: 'blockquote', content: [para(text('Quoted'))] },
          { type: 'code_block', content: [text('a < b && c')] },
          { type: 'bullet_list', content: [item('one'), item('two')] },
          { type: 'ordered_list', attrs: { order: 1 }, content: [item('first')] },
          { type: 'ordered_list', attrs: { order: 3 }, content: [item('third')] },
          { type: 'image', attrs: { src: '/uploads/1/a.png', alt: 'An "A"', mediaID: 1 } },
          {
            type: 'image',
            attrs: { src: 'https://cdn.example.com/b.png', alt: '', mediaID: null },
          },
          {
            type: 'attachment',
            attrs: { href: '/uploads/2/report.pdf', name: 'report.pdf', size: 1536, mediaID: 2 },
          },
          { type: 'spoiler', content: [para(text('Hidden'))] },
          para(),
        ),
      ),
    ).toBe(
      '<p>Plain</p><h2>Two</h2><h3>Three</h3><h4>Four</h4>' +
        '<blockquote><p>Quoted</p></blockquote>' +
        '<pre><code>a &lt; b &amp;&amp; c</code></pre>' +
        '<ul><li><p>one</p></li><li><p>two</p></li></ul>' +
        '<ol><li><p>first</p></li></ol><ol start="3"><li><p>third</p></li></ol>' +
        '<img src="/uploads/1/a.png" alt="An &quot;A&quot;" loading="lazy">' +
        '<img src="https://cdn.example.com/b.png" alt="" loading="lazy">' +
        '<p class="attachment"><a class="attachment" href="/uploads/2/report.pdf">report.pdf</a> <span class="attachment-size">(1.5 KB)</span></p>' +
        '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content"><p>Hidden</p></div></details>' +
        '<p></p>',
    );
  });

  it('renders every mark, one element per run, links outermost', () => {
    expect(
      render(
        doc(
          para(
            text('b', { type: 'bold' }),
            text('bi', { type: 'italic' }, { type: 'bold' }),
            text(' s', { type: 'strike' }),
            text(' c', { type: 'code' }),
            text(' x', linkTo('https://example.com/?a=1&b=2'), { type: 'bold' }),
            text('y', linkTo('https://example.com/?a=1&b=2')),
            text(' here', linkTo('/discussions')),
            text(' top', linkTo('#top')),
            text(' mail', linkTo('mailto:a@example.com')),
            { type: 'hard_break' },
            text('tel', linkTo('tel:+123')),
          ),
        ),
      ),
    ).toBe(
      '<p><strong>b<em>bi</em></strong><s> s</s><code> c</code>' +
        '<a href="https://example.com/?a=1&amp;b=2" rel="nofollow noopener ugc"><strong> x</strong>y</a>' +
        '<a href="/discussions"> here</a><a href="#top"> top</a>' +
        '<a href="mailto:a@example.com" rel="nofollow noopener ugc"> mail</a><br>' +
        '<a href="tel:+123" rel="nofollow noopener ugc">tel</a></p>',
    );
  });

  it('links mentions of users who exist, by ID with their real name, and leaves others as text', () => {
    expect(
      render(
        doc(
          para({ type: 'mention', attrs: { userID: 8, name: 'old name' } }, text(' '), {
            type: 'mention',
            attrs: { userID: 99, name: 'ghost<b>' },
          }),
        ),
      ),
    ).toBe(
      '<p><a class="mention" href="/profile/sam%20lee" data-userid="8">@sam lee</a> @ghost&lt;b&gt;</p>',
    );
  });

  it('gives HTML that the sanitiser keeps exactly as it is', () => {
    const html = render(JSON.stringify(SHOWCASE_DOC));
    for (const part of [
      '<h2>',
      '<h3>',
      '<h4>',
      '<ul>',
      '<ol start="3">',
      '<blockquote>',
      '<pre><code>',
    ]) {
      expect(html).toContain(part);
    }
    expect(html).toContain('<a class="mention" href="/profile/member" data-userid="3">@member</a>');
    expect(html).toContain('<details class="spoiler">');
    expect(html).toContain('<img src="/uploads/1/checkerboard.png"');
    expect(html).toContain('<a class="attachment" href="/uploads/2/checklist.txt">');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('is what renderBody shows for rich2, and older rich2 drafts (Quill deltas) still show as text', () => {
    expect(renderBody(doc(para(text('Hi <there>'))), 'rich2')).toBe('<p>Hi &lt;there&gt;</p>');
    expect(renderBody('[{"insert":"Half-written idea...\\n"}]', 'rich2')).toBe(
      '<p>Half-written idea...</p>',
    );
    expect(renderBody('not json <b>', 'RICH2')).toBe('<p>not json &lt;b&gt;</p>');
  });

  it('leaves spoilers out of excerpts', () => {
    const html = render(
      doc(
        para(text('Before')),
        {
          type: 'spoiler',
          content: [para(text('secret')), { type: 'spoiler', content: [para(text('deeper'))] }],
        },
        para(text('after')),
      ),
    );
    expect(excerpt(html)).toBe('Before (Spoiler) after');
  });
});

describe('hostile rich2', () => {
  it('drops unsafe links but keeps their text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example.com',
      '/\\evil.example.com',
      'relative/path',
      42,
    ]) {
      expect(render(doc(para(text('click', { type: 'link', attrs: { href } }))))).toBe(
        '<p>click</p>',
      );
    }
  });

  it('drops images from data:, http: and other hosts’ protocol-relative sources, and attachments with unsafe links', () => {
    const image = (src: unknown): Node => ({ type: 'image', attrs: { src, alt: 'x' } });
    expect(
      render(
        doc(
          image('data:image/png;base64,AAAA'),
          image('http://example.com/a.png'),
          image('//evil.example.com/a.png'),
          image('javascript:alert(1)'),
          image(null),
          { type: 'attachment', attrs: { href: 'javascript:alert(1)', name: 'x', size: 1 } },
          { type: 'attachment', attrs: { href: 'mailto:a@b.c', name: 'x', size: 1 } },
        ),
      ),
    ).toBe('');
  });

  it('escapes script text and attribute breakouts', () => {
    const html = render(
      doc(
        para(text('<script>alert(1)</script>')),
        { type: 'code_block', content: [text('</code></pre><img src=x onerror=alert(1)>')] },
        { type: 'image', attrs: { src: '/a.png" onerror="alert(1)', alt: '" onload="alert(1)' } },
        para(text('x', linkTo('https://example.com/"><script>alert(1)</script>'))),
      ),
    );
    expect(html).not.toMatch(/<script|<img src=x| onerror="| onload="/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('src="/a.png&quot; onerror=&quot;alert(1)"');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops unknown node and mark types, misplaced nodes and bad attributes', () => {
    expect(
      render(
        doc(
          { type: 'iframe', attrs: { src: 'https://evil.example.com' } },
          { type: 'callout', content: [para(text('lost'))] },
          para(
            text('kept', { type: 'blink' }, { type: 'bold' }, { type: 'bold' }),
            para(text('x')),
          ),
          { type: 'heading', attrs: { level: 1 }, content: [text('h1 becomes h2')] },
          { type: 'heading', attrs: { level: 9 }, content: [text('h9 becomes h4')] },
          { type: 'heading', attrs: { level: 'x' }, content: [{ type: 'paragraph' }] },
          { type: 'ordered_list', attrs: { order: -5 }, content: [{ type: 'paragraph' }] },
          {
            type: 'ordered_list',
            attrs: { order: 'x' },
            content: [{ type: 'list_item', content: [] }],
          },
          { type: 'blockquote', content: 'not a list' },
          { type: 'code_block', content: [text('code', { type: 'bold' }), { type: 'hard_break' }] },
          para(
            text(''),
            { type: 'text', text: 5 },
            { type: 'mention', attrs: { userID: 'x', name: 'y' } },
          ),
          'string' as unknown as Node,
          null as unknown as Node,
        ),
      ),
    ).toBe(
      '<p><strong>kept</strong></p><h2>h1 becomes h2</h2><h4>h9 becomes h4</h4><h2></h2>' +
        '<ol><li><p></p></li></ol><blockquote><p></p></blockquote><pre><code>code</code></pre><p></p>',
    );
  });

  it('keeps a depth bomb to RICH2_MAX_DEPTH levels', () => {
    // Written as text: 5,000 levels are too deep for JSON.stringify, not for the parser.
    const levels = 5000;
    const nested = `${'{"type":"blockquote","content":['.repeat(levels)}{"type":"paragraph","content":[{"type":"text","text":"bottom"}]}${']}'.repeat(levels)}`;
    const html = render(`{"type":"doc","content":[${nested}]}`);
    expect(html.match(/<blockquote>/g)).toHaveLength(RICH2_MAX_DEPTH);
    expect(html).not.toContain('bottom');
    const arrays = `{"type":"doc","content":${'['.repeat(60000)}${']'.repeat(60000)}}`;
    expect(parseRich2(arrays)).toEqual({ type: 'doc', content: [] });
  });

  it('refuses invalid JSON, a non-doc and an over-long source with a 422 on body', () => {
    expect(refusal('{"type":"doc"')).toEqual({
      status: 422,
      message: 'body is not valid rich2: it must be a JSON document.',
      errors: [
        {
          field: 'body',
          message: 'body is not valid rich2: it must be a JSON document.',
          code: 'invalid',
        },
      ],
    });
    for (const source of ['[]', '"doc"', 'null', '{"type":"paragraph"}', '{"content":[]}']) {
      expect(refusal(source).message).toBe(
        'body is not valid rich2: the JSON must be an object with "type": "doc".',
      );
    }
    const long = doc(para(text('x'.repeat(200_000))));
    expect(refusal(long)).toMatchObject({
      status: 422,
      message: 'body is too long: a rich2 body has at most 200,000 characters.',
    });
  });

  it('never throws on a valid JSON doc, however odd, and knows when it shows nothing', () => {
    expect(parseRich2('{"type":"doc","content":{"a":1}}')).toEqual({ type: 'doc', content: [] });
    expect(
      isEmptyRich2(parseRich2(doc(para(), para(text('  ')), { type: 'bullet_list', content: [] }))),
    ).toBe(true);
    expect(
      isEmptyRich2(parseRich2(doc({ type: 'image', attrs: { src: '/a.png', alt: '' } }))),
    ).toBe(false);
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
