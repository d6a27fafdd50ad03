import { render, screen } from '@testing-library/react';
import { CountBadge, formatCount } from '@/ui/CountBadge';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [123456, '99+'],
  ])('caps %i at 99+ by default: %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });

  it('caps at a configured maximum', () => {
    expect(formatCount(10, { max: 9 })).toBe('9+');
    expect(formatCount(1500, { max: 999 })).toBe('999+');
    expect(formatCount(999, { max: 999 })).toBe('999');
  });

  it('uses the k/m format in compact mode', () => {
    expect(formatCount(150, { compact: true })).toBe('150');
    expect(formatCount(1234, { compact: true })).toBe('1.2k');
    expect(formatCount(2_500_000, { compact: true })).toBe('2.5m');
  });
});

describe('CountBadge', () => {
  it('shows the capped count and gives screen readers the full one', () => {
    render(<CountBadge count={1234} label="%s unread notifications" />);
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('1,234 unread notifications')).toHaveClass('fw-srOnly');
  });

  it('reads the bare full count without a label', () => {
    render(<CountBadge count={5} />);
    expect(screen.getByText('5', { selector: '.fw-srOnly' })).toBeInTheDocument();
  });

  it('shows the compact format when asked', () => {
    render(<CountBadge count={4200} compact />);
    expect(screen.getByText('4.2k')).toBeInTheDocument();
    expect(screen.getByText('4,200')).toBeInTheDocument();
  });

  it('shows nothing for zero unless asked, and treats bad counts as zero', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={Number.NaN} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={0} showZero />);
    expect(screen.getByText('0', { selector: '[aria-hidden]' })).toBeInTheDocument();
  });
});
