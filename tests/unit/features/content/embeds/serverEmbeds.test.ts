import { within } from '@testing-library/dom';
import type { ContentConfig } from '@/features/content/contentConfig';
import { embedsRendered } from '@/features/content/embeds/upgradeEmbeds';
import { safeFragment } from '@/features/content/safeHtml';
import { upgradeContent } from '@/features/content/upgradeContent';
import { CONFIG, fixtureHtml, rich2Fixture } from '../contentFixtures';
import { FakeIntersectionObserver } from './embedFixtures';

/** The server's HTML displayed as a post is: sanitised (`safeFragment`), then upgraded. */
async function display(html: string, iframeHosts: string[] = []): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.className = 'userContent';
  root.append(safeFragment(html));
  document.body.append(root);
  const config: ContentConfig = { ...CONFIG, iframeHosts };
  cleanups.push(upgradeContent(root, config));
  await embedsRendered();
  return root;
}

const attribute = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/\//g, '\\/') // the server's JSON writer escapes "/" (04 §5.1)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

/** A card placeholder as 04 §5.1 writes it, for data given here or taken from a fixture. */
const card = (data: Record<string, unknown>, url = String(data.url)): string =>
  `<div class="js-embed embedResponsive" data-embedJson="${attribute(data)}"><a href="${url}" rel="nofollow noopener ugc">${url}</a></div>`;

/** The `embedData` of a fixture's first embed node. */
const embedDataOf = (name: string): Record<string, unknown> =>
  (rich2Fixture(name).rich2[0] as { embedData: Record<string, unknown> }).embedData;

const embed = (root: HTMLElement): HTMLElement =>
  root.querySelector<HTMLElement>('[data-fw-embed]')!;

const cleanups: (() => void)[] = [];
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.innerHTML = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const YOUTUBE_SRC = 'https://www.youtube.com/embed/NL6CDFn2i3I?feature=oembed&autoplay=1';

describe('server embeds of 04 §10 as displayed', () => {
  it('20: a file card with its name, human size and the download link', async () => {
    const root = await display(fixtureHtml('20-file-attachment'));
    const link = within(root).getByRole('link');
    expect(link).toHaveTextContent('2022_HL_Hours__1_.pdf');
    expect(link).toHaveTextContent('104.2 KB');
    expect(link).toHaveAttribute(
      'href',
      'https://dev.vanilla.local/api/v2/media/download-by-url?url=https%3A%2F%2Fdev.vanilla.local%2Fuploads%2FSON7DOW86RO1%2F2022-hl-hours-1.pdf',
    );
    expect(link).toHaveAttribute('download');
    expect(embed(root)).toHaveClass('fw-embed--file', 'fw-embed--large', 'fw-embed--float-none');
  });

  it('18: keeps the server image markup, sized small, its ratio from the JSON', async () => {
    const root = await display(fixtureHtml('18-image-card'));
    const image = within(root).getByRole('img', { name: '20221130_140836.jpg' });
    expect(image).toHaveClass('embedImage-img');
    expect(image).toHaveAttribute(
      'src',
      'https://dev.vanilla.local/uploads/Y6Y7LHBWJ2LW/20221130-140836.jpg',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.style.aspectRatio).toBe('9248 / 6936');
    expect(image.closest('a')).toHaveClass('embedImage-link');
    const span = image.closest('span.embedExternal.embedImage');
    expect(span).toHaveClass('fw-embed--image', 'fw-embed--small', 'fw-embed--float-none');
    expect(span).not.toHaveClass('js-embed');
  });

  it('19: an inline image stays in its paragraph with the inline size', async () => {
    const root = await display(fixtureHtml('19-image-inline'));
    const image = within(root).getByRole('img', { name: 'planet.png' });
    expect(image.closest('p')).toHaveTextContent('Look at this');
    expect(image.closest('.embedImage')).toHaveClass('fw-embed--inline');
  });

  it('reads float and displaySize, and the old size field only as a fallback', async () => {
    const floated = { url: 'https://dev.vanilla.local/a.png', embedType: 'image', name: 'a' };
    const root = await display(
      card({ ...floated, displaySize: 'medium', float: 'right', size: 'small' }) +
        card({ ...floated, name: 'b', size: 'small' }),
    );
    const [first, second] = Array.from(root.querySelectorAll('.js-embed'));
    expect(first).toHaveClass('fw-embed--medium', 'fw-embed--float-right');
    expect(second).toHaveClass('fw-embed--small', 'fw-embed--float-none');
  });

  it('21: a link card with the title, description, photo, favicon and link', async () => {
    const root = await display(fixtureHtml('21-link-embed-card'));
    const link = within(root).getByRole('link');
    expect(link).toHaveClass('fw-embedCard');
    expect(link).toHaveAttribute('href', 'http://higherlogic.com');
    expect(link).toHaveTextContent('Member and Customer Engagement Platform - Higher Logic');
    expect(link).toHaveTextContent('Our SaaS online community platform & email campaign');
    expect(link.querySelector('.fw-embedCard-image')).toHaveAttribute(
      'src',
      'https://www.higherlogic.com/wp-content/uploads/2021/03/Homepage.png',
    );
    expect(link.querySelector('.fw-embedFavicon')).toHaveAttribute('loading', 'lazy');
  });

  it('21 with the leaving-page rewrite: the card keeps the leaving link, shows the target host', async () => {
    const leaving =
      'https://dev.vanilla.local/home/leaving?allowTrusted=1&target=http%3A%2F%2Fhigherlogic.com';
    const html = fixtureHtml('21-link-embed-card')
      .replace('href="http://higherlogic.com"', `href="${leaving.replace(/&/g, '&amp;')}"`)
      .replace('http:\\/\\/higherlogic.com', leaving.replace(/\//g, '\\/').replace(/&/g, '&amp;'));
    expect(html).toContain('home\\/leaving');
    const root = await display(html);
    const link = within(root).getByRole('link');
    expect(link).toHaveAttribute('href', leaving);
    expect(link.querySelector('.fw-embedCard-host')).toHaveTextContent(/^higherlogic\.com$/);
  });

  it('22: an inline link embed inside its paragraph', async () => {
    const root = await display(fixtureHtml('22-link-embed-inline'));
    const link = within(root).getByRole('link', { name: 'Google' });
    expect(link).toHaveAttribute('href', 'https://www.google.com/');
    expect(link).not.toHaveClass('fw-embedCard');
    expect(link.closest('span')).toHaveClass('fw-embed--inline');
    expect(root.querySelector('p')).toHaveTextContent(/^before Google after$/);
  });

  it('shows a link embed with the plain_link style as the plain link', async () => {
    const url = 'https://www.example.com/page';
    const root = await display(
      card({ url, embedType: 'link', name: 'Page', embedStyle: 'plain_link' }),
    );
    const link = within(root).getByRole('link', { name: url });
    expect(link).not.toHaveClass('fw-embedCard');
    expect(root).not.toHaveTextContent('Page');
  });

  it('23: a youtube player with its frameSrc, only on an allowed host', async () => {
    const allowed = await display(fixtureHtml('23-youtube-card'), ['www.youtube.com']);
    expect(within(allowed).getByRole('link')).toHaveTextContent('Badger song');
    FakeIntersectionObserver.instances[0]!.near();
    const frame = allowed.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', YOUTUBE_SRC);
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin allow-scripts allow-forms');
    expect(frame.parentElement!.style.aspectRatio).toBe('200 / 150');
    cleanups.splice(0).forEach((cleanup) => cleanup());
    document.body.innerHTML = '';

    const refused = await display(fixtureHtml('23-youtube-card'));
    expect(refused.querySelector('iframe')).toBeNull();
    expect(embed(refused)).toHaveAttribute('data-fw-embed', 'fallback');
    expect(within(refused).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=NL6CDFn2i3I',
    );
  });

  it.each([
    ['youtube without frameSrc', { embedType: 'youtube', videoID: 'NL6CDFn2i3I' }, YOUTUBE_SRC],
    [
      'youtube with a start and a list',
      { embedType: 'youtube', listID: 'PL1', start: 30 },
      'https://www.youtube.com/embed/videoseries?feature=oembed&autoplay=1&list=PL1',
    ],
    [
      'youtube with a start',
      { embedType: 'youtube', videoID: 'x1', start: 30 },
      'https://www.youtube.com/embed/x1?feature=oembed&autoplay=1&start=30',
    ],
    [
      'vimeo',
      { embedType: 'vimeo', videoID: '2000' },
      'https://player.vimeo.com/video/2000?autoplay=1',
    ],
    [
      'the legacy form: type, fields under attributes',
      { type: 'vimeo', attributes: { videoID: '42' } },
      'https://player.vimeo.com/video/42?autoplay=1',
    ],
  ])('computes the player of %s (04 §5.2, §5.3)', async (_label, fields, src) => {
    const root = await display(card({ url: 'https://www.youtube.com/watch?v=1', ...fields }), [
      'www.youtube.com',
      'player.vimeo.com',
    ]);
    FakeIntersectionObserver.instances[0]!.near();
    expect(root.querySelector('iframe')).toHaveAttribute('src', src);
    expect(embed(root)).toHaveAttribute('data-fw-embed', 'video');
  });

  it('24: an iframe embed frames its url on a trusted host, in its own ratio', async () => {
    const allowed = await display(fixtureHtml('24-iframe-card'), ['vanilla.higherlogic.com']);
    FakeIntersectionObserver.instances[0]!.near();
    const frame = allowed.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://vanilla.higherlogic.com/');
    expect(frame.parentElement!.style.aspectRatio).toBe('1600 / 900');
    cleanups.splice(0).forEach((cleanup) => cleanup());
    document.body.innerHTML = '';
    const refused = await display(fixtureHtml('24-iframe-card'), ['higherlogic.com']);
    expect(refused.querySelector('iframe')).toBeNull();
    expect(embed(refused)).toHaveAttribute('data-fw-embed', 'fallback');
  });

  it('25: a quote with its author, link to the record and sanitised body', async () => {
    const data = embedDataOf('25-quote-embed');
    const root = await display(`${card(data)}<p>I agree.</p>`);
    const quote = root.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('QuoteBlockAuthor');
    expect(quote.querySelector('img')).toHaveAttribute(
      'src',
      'https://dev.vanilla.local/applications/dashboard/design/images/defaulticon.png',
    );
    // showUserLabel is false: the label "SSO Test" is not shown.
    expect(quote).not.toHaveTextContent('SSO Test');
    expect(within(quote).getByRole('link', { name: 'Jan 31, 2023' })).toHaveAttribute(
      'href',
      'https://dev.vanilla.local/discussion/comment/668#Comment_668',
    );
    expect(
      within(quote).getByRole('link', { name: '@AtMentionedUserInsideOfQuoteBlock' }),
    ).toHaveAttribute(
      'href',
      'https://dev.vanilla.local/profile/AtMentionedUserInsideOfQuoteBlock',
    );
    expect(root).toHaveTextContent('I agree.');
  });

  it('honours the quote display options our design has parts for', async () => {
    const data = embedDataOf('25-quote-embed');
    const root = await display(
      card({
        ...data,
        name: 'The quoted discussion',
        discussionLink: 'https://dev.vanilla.local/discussion/5',
        category: {
          categoryID: 1,
          name: 'General',
          url: 'https://dev.vanilla.local/categories/general',
        },
        displayOptions: {
          showUserLabel: true,
          showCompactUserInfo: false,
          showDiscussionLink: true,
          showCategoryLink: true,
        },
      }),
    );
    const quote = root.querySelector('blockquote')!;
    expect(quote).toHaveTextContent('SSO Test');
    expect(quote.querySelector('img')).toBeNull();
    expect(within(quote).getByRole('link', { name: 'The quoted discussion' })).toHaveAttribute(
      'href',
      'https://dev.vanilla.local/discussion/5',
    );
    expect(within(quote).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      'https://dev.vanilla.local/categories/general',
    );
  });

  it.each(['twitter', 'instagram', 'codepen', 'soundcloud', 'getty'])(
    'shows a %s embed as a link card with its name and URL, loading no script',
    async (embedType) => {
      const url = 'https://social.example.com/status/1';
      const root = await display(card({ url, embedType, name: 'A post', statusID: '1' }));
      const link = within(root).getByRole('link');
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveTextContent('A post');
      expect(link).toHaveTextContent('social.example.com');
      expect(document.querySelector('script, iframe')).toBeNull();
    },
  );

  it('leaves an unknown type and the a.embedLinkLoader of invalid data as their link', async () => {
    const root = await display(
      card({ url: 'https://example.com/flash', embedType: 'flash' }) +
        `<a href="https://example.com/broken" data-embedjson="{&quot;url&quot;:1}" class="embedLinkLoader" rel="nofollow noopener ugc">https://example.com/broken<svg class="embedLinkLoader-failIcon" viewBox="0 0 16 16"><path d="M0 0h16v16H0z"></path></svg></a>`,
    );
    const [unknown, broken] = within(root).getAllByRole('link');
    expect(unknown).toHaveAttribute('href', 'https://example.com/flash');
    expect(unknown!.closest('.js-embed')).toHaveAttribute('data-fw-embed', 'fallback');
    expect(broken).toHaveAttribute('href', 'https://example.com/broken');
    expect(broken).toHaveAttribute('data-fw-embed', 'fallback');
  });
});
