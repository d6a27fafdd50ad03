import { fireEvent, render, screen } from '@testing-library/react';
import {
  deletedUserFragment,
  isPlaceholderUser,
  removedUserFragment,
  unknownUserFragment,
} from '@/ui/placeholderUsers';
import { UserPhoto } from '@/ui/UserPhoto';
import type { AvatarSize } from '@/theme/themeConstants';

const ada = { name: 'Ada', photoUrl: 'https://cdn.test/ada.png' };

describe('UserPhoto', () => {
  it("shows the user's photo with the name as alt text", () => {
    render(<UserPhoto user={ada} />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute('src', ada.photoUrl);
  });

  it.each<[AvatarSize, number]>([
    ['xsmall', 24],
    ['small', 28],
    ['medium', 40],
    ['large', 100],
    ['xlarge', 145],
  ])('draws the %s size at %i pixels', (size, pixels) => {
    render(<UserPhoto user={ada} size={size} />);
    const img = screen.getByRole('img', { name: 'Ada' });
    expect(img).toHaveAttribute('width', String(pixels));
    expect(img).toHaveClass(`fw-userPhoto--${size}`);
  });

  it('falls back to the default avatar when the image fails to load', () => {
    render(<UserPhoto user={ada} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    const fallback = screen.getByRole('img', { name: 'Ada' });
    expect(fallback.tagName.toLowerCase()).toBe('svg');
  });

  it('tries again when the photo address changes after a failure', () => {
    const { rerender } = render(<UserPhoto user={ada} />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    rerender(<UserPhoto user={{ ...ada, photoUrl: 'https://cdn.test/ada2.png' }} />);
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveAttribute(
      'src',
      'https://cdn.test/ada2.png',
    );
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['unsafe', 'javascript:alert(1)'],
  ])('shows the default avatar without any request when the photo is %s', (_case, photoUrl) => {
    const { container } = render(<UserPhoto user={{ name: 'Bo', photoUrl }} />);
    expect(screen.getByRole('img', { name: 'Bo' }).tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('img')).toBeNull();
  });

  it('hides a decorative photo from assistive technology', () => {
    const { container } = render(<UserPhoto user={ada} decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it("names a missing user 'Unknown User'", () => {
    render(<UserPhoto user={null} />);
    expect(screen.getByRole('img', { name: 'Unknown User' })).toBeInTheDocument();
  });
});

describe('placeholder users', () => {
  it.each([
    [deletedUserFragment, 'User Deleted'],
    [unknownUserFragment, 'Unknown User'],
    [removedUserFragment, 'Removed User'],
  ])('%p is named %s with userID 0 and an empty photo', (make, name) => {
    const user = make();
    expect(user).toEqual({ userID: 0, name, photoUrl: '', dateLastActive: null });
    expect(isPlaceholderUser(user)).toBe(true);
    render(<UserPhoto user={user} size="small" />);
    expect(screen.getByRole('img', { name }).tagName.toLowerCase()).toBe('svg');
  });

  it('does not count a real user as a placeholder', () => {
    expect(isPlaceholderUser({ userID: 3 })).toBe(false);
  });
});
