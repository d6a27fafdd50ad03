import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookmarkButton, bookmarkState } from '@/ui/BookmarkButton';

describe('BookmarkButton', () => {
  it('is a toggle named Bookmark, not pressed in the normal state', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(<BookmarkButton bookmarked={false} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Bookmark' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('is pressed when bookmarked', () => {
    render(<BookmarkButton bookmarked onToggle={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Bookmark', pressed: true })).toBeInTheDocument();
  });

  it("reads 'Bookmarking' and cannot be pressed while the request runs", async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(<BookmarkButton bookmarked={false} loading onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Bookmarking' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    render(<BookmarkButton bookmarked={false} onToggle={onToggle} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('names the three states normal, loading and bookmarked', () => {
    expect(bookmarkState(false)).toBe('normal');
    expect(bookmarkState(true)).toBe('bookmarked');
    expect(bookmarkState(true, true)).toBe('loading');
  });
});
