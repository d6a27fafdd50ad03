import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { ContentConfig } from '@/features/content/contentConfig';
import { embedsRendered, upgradeEmbeds } from '@/features/content/embeds/upgradeEmbeds';
import { FakeIntersectionObserver } from './embedFixtures';

const config: ContentConfig = {
  iframeHosts: ['video.example.com', 'other.test:4100'],
  signatures: true,
  signaturesHideMobile: false,
  signatureImageMaxHeight: 0,
};

const escape = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A post with one placeholder as the server writes it (JSON HTML-escaped in the attribute). */
function placeholder(json: unknown, fallback = 'https://example.com/page'): HTMLElement {
  const root = document.createElement('div');
  root.className = 'userContent';
  const text = typeof json === 'string' ? json : JSON.stringify(json);
  root.innerHTML = `<div class="js-embed" data-embedjson="${escape(text)}"><a href="${fallback}">${fallback}</a></div>`;
  document.body.append(root);
  return root;
}

async function upgrade(root: HTMLElement): Promise<() => void> {
  const cleanup = upgradeEmbeds(root, config);
  await embedsRendered();
  return cleanup;
}

const embed = (root: HTMLElement): HTMLElement => root.querySelector<HTMLElement>('.js-embed')!;

function expectFallback(root: HTMLElement, href: string | null): void {
  const element = embed(root);
  expect(element).toHaveAttribute('data-fw-embed', 'fallback');
  expect(element.querySelector('iframe, img, blockquote')).toBeNull();
  const links = element.querySelectorAll('a');
  if (href === null) expect(links).toHaveLength(0);
  else {
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', href);
  }
}

beforeEach(() => {
  document.body.innerHTML = '';
  FakeIntersectionObserver.instances = [];
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.useRealTimers();
});

describe('upgradeEmbeds: the types', () => {
  it('makes a link card that is one link, with title, description, image and host', async () => {
    const root = placeholder({
      url: 'https://www.example.com/article',
      embedType: 'link',
      name: 'An article',
      body: 'What it is about',
      photoUrl: 'https://img.example.com/a.jpg',
      displaySize: 'small',
    });
    await upgrade(root);
    const card = within(root).getByRole('link');
    expect(card).toHaveAttribute('href', 'https://www.example.com/article');
    expect(card).toHaveTextContent('An article');
    expect(card).toHaveTextContent('What it is about');
    expect(card).toHaveTextContent('example.com');
    expect(card).toHaveClass('fw-embedCard--left');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/a.jpg');
    expect(embed(root)).toHaveClass('fw-embed', 'fw-embed--link', 'fw-embed--small');
  });

  it('makes an image with its ratio, alt text, lazy loading and a link', async () => {
    const root = placeholder({
      url: 'https://img.example.com/big.png',
      embedType: 'image',
      name: 'A sunset',
      width: 800,
      height: 600,
    });
    await upgrade(root);
    const image = within(root).getByRole('img', { name: 'A sunset' });
    expect(image).toHaveAttribute('src', 'https://img.example.com/big.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.aspectRatio).toBe('800 / 600');
    expect(image.closest('a')).toHaveAttribute('href', 'https://img.example.com/big.png');
    expect(embed(root)).toHaveClass('fw-embed--large', 'fw-embed--float-none');
  });

  it('gives an image without dimensions 16:9, or 16:16 when floated left', async () => {
    const top = placeholder({ url: 'https://img.example.com/a.png', embedType: 'image' });
    const left = placeholder({
      url: 'https://img.example.com/b.png',
      embedType: 'image',
      float: 'left',
    });
    upgradeEmbeds(top, config);
    await upgrade(left);
    expect(top.querySelector('img')!.style.aspectRatio).toBe('16 / 9');
    expect(left.querySelector('img')!.style.aspectRatio).toBe('16 / 16');
    expect(embed(left)).toHaveClass('fw-embed--float-left');
  });

  it('shows a video as its card until near the viewport, then a sandboxed lazy iframe', async () => {
    const root = placeholder({
      url: 'https://video.example.com/watch/1',
      embedType: 'kaltura',
      name: 'A talk',
      photoUrl: 'https://video.example.com/thumb/1.jpg',
      frameSrc: 'https://video.example.com/embed/1',
      displaySize: 'large',
    });
    await upgrade(root);
    expect(root.querySelector('iframe')).toBeNull();
    expect(within(root).getByRole('link')).toHaveAttribute(
      'href',
      'https://video.example.com/watch/1',
    );
    const observer = FakeIntersectionObserver.instances[0]!;
    expect(observer.options.rootMargin).toBe('300px');
    expect(observer.targets).toEqual([embed(root)]);

    observer.near();
    const frame = root.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-scripts allow-forms');
    expect(frame).toHaveAttribute('src', 'https://video.example.com/embed/1');
    expect(frame).toHaveAttribute('title', 'A talk');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame.parentElement).toHaveClass('fw-embedFrame');
    expect(observer.disconnected).toBe(true);
    expect(embed(root)).toHaveClass('fw-embed--video', 'fw-embed--large');
    frame.dispatchEvent(new Event('load'));
    expect(embed(root)).toHaveAttribute('data-fw-embed-frame', 'loaded');
  });

  it('brings the link back when the frame does not load in time', async () => {
    const root = placeholder({ url: 'https://other.test:4100/page', embedType: 'iframe' });
    await upgrade(root);
    jest.useFakeTimers();
    FakeIntersectionObserver.instances[0]!.near();
    expect(root.querySelector('iframe')).not.toBeNull();
    expect(within(root).queryByRole('link')).toBeNull();
    jest.advanceTimersByTime(15000);
    expect(root.querySelector('iframe')).toBeNull();
    expect(within(root).getByRole('link')).toHaveAttribute('href', 'https://other.test:4100/page');
    expect(embed(root)).toHaveAttribute('data-fw-embed-frame', 'failed');
  });

  it('makes a quote with author, date link, sanitised body, collapsible when long', async () => {
    const scrollHeight = jest
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockReturnValue(400);
    const root = placeholder({
      url: 'https://forum.example.com/discussion/comment/7',
      embedType: 'quote',
      recordType: 'comment',
      recordID: 7,
      insertUser: { userID: 2, name: 'Ada', photoUrl: 'https://img.example.com/ada.png' },
      dateInserted: '2024-01-05T12:00:00Z',
      body: '<p>Quoted <strong>words</strong></p><img src="x" onerror="window.__pwned=1">',
    });
    await upgrade(root);
    const quote = root.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('Ada');
    expect(within(quote).getByRole('link', { name: 'Jan 5, 2024' })).toHaveAttribute(
      'href',
      'https://forum.example.com/discussion/comment/7',
    );
    expect(quote.querySelector('strong')).toHaveTextContent('words');
    expect(quote.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    scrollHeight.mockRestore();
  });
});

describe('upgradeEmbeds: every fallback is the plain safe link', () => {
  it('for JSON that does not parse', async () => {
    const root = placeholder('{"url": "https://example.com/page", ', 'https://example.com/page');
    await upgrade(root);
    expectFallback(root, 'https://example.com/page');
  });

  it('for an unknown embed type', async () => {
    const root = placeholder({ url: 'https://example.com/x', embedType: 'flash' });
    await upgrade(root);
    expectFallback(root, 'https://example.com/page');
  });

  it('for an unsafe url, with an unsafe fallback link dropped to text', async () => {
    const root = placeholder(
      { url: 'javascript:alert(1)', embedType: 'link' },
      'javascript:alert(2)',
    );
    await upgrade(root);
    expectFallback(root, null);
    expect(embed(root)).toHaveTextContent('javascript:alert(2)');
  });

  it('for an image whose only source is a data: URL', async () => {
    const root = placeholder({
      url: 'https://example.com/pic',
      embedType: 'image',
      photoUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
    });
    await upgrade(root);
    // The url itself is used as the image: no data: URL in any link or source.
    expect(root.querySelector('img')).toHaveAttribute('src', 'https://example.com/pic');
    for (const element of Array.from(root.querySelectorAll('[src], [href]'))) {
      expect(element.getAttribute('src') ?? element.getAttribute('href')).not.toMatch(/^data:/);
    }
  });

  it.each([
    ['a host not in the allow-list', 'https://evil.example.net/embed/1'],
    ['an allowed host on another port', 'https://other.test:4200/frame'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['no frameSrc', undefined],
  ])('for a frame from %s', async (_label, frameSrc) => {
    const root = placeholder({
      url: 'https://video.example.com/watch/2',
      embedType: 'kaltura',
      frameSrc,
    });
    await upgrade(root);
    expectFallback(root, 'https://video.example.com/watch/2');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('shows hostile text from the JSON as text', async () => {
    const root = placeholder({
      url: 'https://example.com/a',
      embedType: 'link',
      name: '<img src=x onerror="window.__pwned=1">',
      body: '<script>window.__pwned=2</script>',
    });
    await upgrade(root);
    expect(root.querySelector('script, [onerror]')).toBeNull();
    expect(within(root).getByRole('link')).toHaveTextContent('<img src=x onerror=');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('upgradeEmbeds: lifecycle', () => {
  it('handles each placeholder once, cleans up its observers, and renders again after cleanup', async () => {
    const root = placeholder({
      url: 'https://video.example.com/watch/3',
      embedType: 'kaltura',
      frameSrc: 'https://video.example.com/embed/3',
    });
    const cleanup = await upgrade(root);
    await upgrade(root);
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    cleanup();
    expect(FakeIntersectionObserver.instances[0]!.disconnected).toBe(true);
    // After the cleanup the block may be upgraded again (its HTML kept): it is watched anew.
    await upgrade(root);
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
    FakeIntersectionObserver.instances[1]!.near();
    expect(root.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('does nothing without placeholders and lets the keyboard reach a card', async () => {
    const empty = placeholder({ url: 'https://example.com/a' });
    empty.innerHTML = '<p>no embeds</p>';
    await upgrade(empty);
    expect(empty.innerHTML).toBe('<p>no embeds</p>');
    const root = placeholder({ url: 'https://example.com/b', name: 'B' });
    await upgrade(root);
    await userEvent.setup().tab();
    expect(within(root).getByRole('link')).toHaveFocus();
  });
});
