import { render, screen } from '@testing-library/react';
import { NumberDisplay } from '@/ui/NumberDisplay';

describe('NumberDisplay', () => {
  it.each([
    [999, '999', '999'],
    [1000, '1.0k', '1,000'],
    [1_000_000, '1.0m', '1,000,000'],
    [1234, '1.2k', '1,234'],
    [2_500_000, '2.5m', '2,500,000'],
    [3_100_000_000, '3.1b', '3,100,000,000'],
    [4_200_000_000_000, '4.2t', '4,200,000,000,000'],
  ])('shows %i as %s with the full value %s in its title', (value, shown, full) => {
    render(<NumberDisplay value={value} />);
    const element = screen.getByText(shown);
    expect(element).toHaveAttribute('title', full);
    expect(element).toHaveAttribute('value', String(value));
  });
});
