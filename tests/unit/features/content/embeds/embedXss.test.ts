import { within } from '@testing-library/dom';
import { embedsRendered } from '@/features/content/embeds/upgradeEmbeds';
import { safeFragment } from '@/features/content/safeHtml';
import { upgradeContent } from '@/features/content/upgradeContent';
import { CONFIG } from '../contentFixtures';
import { FakeIntersectionObserver } from './embedFixtures';

/** Hostile embed JSON as a server would write it, displayed as a post is. */
async function display(html: string): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.className = 'userContent';
  root.append(safeFragment(html));
  document.body.append(root);
  cleanup = upgradeContent(root, { ...CONFIG, iframeHosts: ['www.youtube.com'] });
  await embedsRendered();
  for (const observer of FakeIntersectionObserver.instances) observer.near();
  return root;
}

const placeholder = (data: unknown): string =>
  `<div class="js-embed" data-embedjson="${JSON.stringify(data).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"><a href="https://example.com/">https://example.com/</a></div>`;

const EVIL = 'javascript:window.__pwned=1';
/** HTML in JSON strings that DOMPurify leaves in the attribute: our code must show it as text. */
const TAGS = '"><img src=x onerror="window.__pwned=3"><b>bold</b>';

/** Nothing that runs: no script, no handler attribute, every link and source http(s) or a path. */
function expectInert(root: HTMLElement): void {
  expect(root.querySelector('script, object, embed, form')).toBeNull();
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const name of element.getAttributeNames()) expect(name).not.toMatch(/^on/i);
    for (const name of ['href', 'src', 'cite', 'action', 'formaction']) {
      const value = element.getAttribute(name);
      if (value !== null) expect(value).toMatch(/^(?:https?:\/\/|\/(?!\/)|#|mailto:|tel:)/i);
    }
  }
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

let cleanup: () => void = () => undefined;
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('embed XSS: hostile embed JSON is neutralised', () => {
  it('drops javascript: links in every URL field of a file, link and inline link', async () => {
    const root = await display(
      placeholder({
        embedType: 'file',
        url: 'https://example.com/f.pdf',
        downloadUrl: EVIL,
        name: TAGS,
        size: 10,
      }) +
        placeholder({
          embedType: 'link',
          url: 'https://example.com/l',
          photoUrl: EVIL,
          faviconUrl: EVIL,
          name: TAGS,
          body: TAGS,
        }) +
        placeholder({ embedType: 'link', embedStyle: 'rich_embed_inline', url: EVIL, name: 'x' }),
    );
    expectInert(root);
    const [file, link] = within(root).getAllByRole('link');
    expect(file).toHaveAttribute('href', 'https://example.com/f.pdf');
    expect(file).toHaveTextContent(TAGS);
    expect(link).toHaveTextContent(TAGS);
    expect(root.querySelectorAll('[data-fw-embed="fallback"]')).toHaveLength(1);
  });

  it('keeps "> and tags in JSON strings as text; JSON holding a script is only the link', async () => {
    const root = await display(
      `${placeholder({ embedType: 'link', url: 'https://example.com/a', name: TAGS })}${placeholder({ embedType: 'link', url: 'https://example.com/b', name: '"><script>window.__pwned=2</script>' })}<div class="js-embed" data-embedjson="{"url":"https://example.com/c","name":"x"}"><script>window.__pwned=4</script>"}"><a href="https://example.com/c">c</a></div>`,
    );
    expectInert(root);
    const [named, scripted, broken] = within(root).getAllByRole('link');
    expect(named).toHaveTextContent(TAGS);
    expect(root.querySelector('b')).toBeNull();
    // DOMPurify drops an attribute holding "</script": the server's fallback link stays.
    expect(scripted).toHaveAttribute('href', 'https://example.com/');
    expect(scripted!.parentElement).not.toHaveAttribute('data-embedjson');
    expect(broken).toHaveAttribute('href', 'https://example.com/c');
    expect(broken!.parentElement).toHaveAttribute('data-fw-embed', 'fallback');
  });

  it('sanitises the quote body and checks its author, title and category links', async () => {
    const root = await display(
      placeholder({
        embedType: 'quote',
        url: 'https://example.com/discussion/comment/1',
        name: TAGS,
        discussionLink: EVIL,
        category: { name: TAGS, url: EVIL },
        insertUser: { userID: 1, name: TAGS, photoUrl: EVIL, label: TAGS },
        displayOptions: { showUserLabel: true, showDiscussionLink: true, showCategoryLink: true },
        body: `<p onclick="window.__pwned=5">hi</p><a href="${EVIL}">x</a><img src="${EVIL}" onerror="window.__pwned=7"><form action="${EVIL}"><button formaction="${EVIL}">go</button></form><svg onload="window.__pwned=6"></svg>`,
      }),
    );
    expectInert(root);
    const quote = root.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('hi');
    expect(quote).toHaveTextContent(TAGS);
    expect(quote.querySelector('b')).toBeNull();
    expect(within(quote).getByRole('link', { name: TAGS })).toHaveAttribute(
      'href',
      'https://example.com/discussion/comment/1',
    );
  });

  it('encodes video IDs into the player address and refuses a javascript: frameSrc', async () => {
    const root = await display(
      placeholder({
        embedType: 'youtube',
        url: 'https://www.youtube.com/watch?v=1',
        videoID: '../x"?a=<b>&c',
      }) +
        placeholder({
          embedType: 'kaltura',
          url: 'https://www.youtube.com/watch?v=2',
          frameSrc: EVIL,
        }),
    );
    expectInert(root);
    const frames = root.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/..%2Fx%22%3Fa%3D%3Cb%3E%26c?feature=oembed&autoplay=1',
    );
  });
});
