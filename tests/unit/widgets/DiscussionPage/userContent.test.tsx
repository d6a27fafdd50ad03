import { screen } from '@testing-library/react';
import { UserContent } from '../../../../widgets/DiscussionPage/UserContent';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { fakeLayout } from '../../features/content/contentFixtures';

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
});
