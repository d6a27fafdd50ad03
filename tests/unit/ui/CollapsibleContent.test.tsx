import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollapsibleContent } from '@/ui/CollapsibleContent';

/** jsdom does no layout: give the content a height, as a browser would measure it. */
function contentHeight(height: number): void {
  jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(height);
}

afterEach(() => jest.restoreAllMocks());

const body = (): HTMLElement =>
  document.getElementById(screen.getByRole('button').getAttribute('aria-controls')!)!;

describe('CollapsibleContent', () => {
  it('shows content up to 150 px (100 + 50 overshoot) in full, with no toggle', () => {
    contentHeight(150);
    render(<CollapsibleContent>Short post</CollapsibleContent>);
    expect(screen.getByText('Short post')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts taller content to 100 px behind an Expand toggle', () => {
    contentHeight(151);
    render(<CollapsibleContent>Long post</CollapsibleContent>);
    const toggle = screen.getByRole('button', { name: 'Expand' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body()).toHaveStyle({ maxHeight: '100px' });
    expect(body()).toHaveTextContent('Long post');
  });

  it('expands and collapses again with the toggle, by mouse or keyboard', async () => {
    contentHeight(400);
    const user = userEvent.setup();
    render(<CollapsibleContent>Long post</CollapsibleContent>);
    await user.click(screen.getByRole('button', { name: 'Expand' }));
    const toggle = screen.getByRole('button', { name: 'Collapse' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(body()).not.toHaveStyle({ maxHeight: '100px' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Expand' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('honours a custom max height and overshoot', () => {
    contentHeight(260);
    const { unmount } = render(
      <CollapsibleContent maxHeight={200} overshoot={60}>
        Post
      </CollapsibleContent>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    contentHeight(261);
    render(
      <CollapsibleContent maxHeight={200} overshoot={60}>
        Post
      </CollapsibleContent>,
    );
    expect(body()).toHaveStyle({ maxHeight: '200px' });
  });

  it('can start expanded', () => {
    contentHeight(400);
    render(<CollapsibleContent defaultExpanded>Post</CollapsibleContent>);
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
