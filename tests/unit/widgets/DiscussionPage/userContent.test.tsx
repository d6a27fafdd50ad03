import { screen } from '@testing-library/react';
import { embedsRendered } from '@/features/content/embeds/upgradeEmbeds';
import { UserContent } from '../../../../widgets/DiscussionPage/UserContent';
import { TEST_CONFIG } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeLayout, fixtureHtml } from '../../features/content/contentFixtures';
import { FakeIntersectionObserver } from '../../features/content/embeds/embedFixtures';

const TABLE =
  '<table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Basic</td></tr></tbody></table>';

let layout: ReturnType<typeof fakeLayout>;
beforeEach(() => {
  layout = fakeLayout();
  layout.resize(400);
});
afterEach(() => layout.restore());

describe("the post page's UserContent", () => {
  it('upgrades the sanitised body: spoiler, callout, stacked table; nothing executable', async () => {
    const { user } = renderWithProviders(
      <UserContent
        className="fw-post-body"
        html={`<div class="Spoiler"><p>secret</p><img src="x" onerror="alert(1)"></div><div class="callout callout-warning">Careful</div>${TABLE}`}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Warning: Careful');
    expect(screen.getByRole('table')).toHaveClass('fw-table--stacked');
    await user.click(screen.getByRole('button', { name: 'Show spoiler' }));
    expect(screen.getByText('secret')).toBeVisible();
    expect(document.querySelector('[onerror]')).toBeNull();
  });

  it('upgrades the new HTML when it changes and releases the old observers, and on unmount', () => {
    const { rerender, unmount } = renderWithProviders(
      <UserContent className="fw-post-body" html={TABLE} />,
    );
    expect(layout.observed()).toBe(1);
    rerender(<UserContent className="fw-post-body" html={`<p>edited</p>${TABLE}${TABLE}`} />);
    expect(layout.observed()).toBe(2);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByText('edited')).toBeInTheDocument();
    unmount();
    expect(layout.observed()).toBe(0);
  });

  it("shows a server's 04 embeds with the store's embed.iframeHosts: player and file card", async () => {
    FakeIntersectionObserver.instances = [];
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
    const html = fixtureHtml('23-youtube-card') + fixtureHtml('20-file-attachment');
    const { unmount } = renderWithProviders(<UserContent className="fw-post-body" html={html} />, {
      config: { ...TEST_CONFIG, config: { 'embed.iframeHosts': ['www.youtube.com'] } },
    });
    await embedsRendered();
    FakeIntersectionObserver.instances[0]!.near();
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/NL6CDFn2i3I?feature=oembed&autoplay=1',
    );
    expect(screen.getByRole('link', { name: /2022_HL_Hours__1_\.pdf/ })).toHaveAttribute(
      'download',
    );
    unmount();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
});
