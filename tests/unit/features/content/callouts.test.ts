import { screen } from '@testing-library/react';
import { upgradeCallouts } from '@/features/content/callouts';
import { block } from './contentFixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('upgradeCallouts', () => {
  it.each([
    ['callout-info', 'Info'],
    ['callout-warning', 'Warning'],
    ['callout-error', 'Error'],
    ['', 'Info'],
  ])('makes div.callout %s a note read as %s', (type, label) => {
    const root = block(
      `<div class="callout ${type}"><p>Mind the <a href="/gap">gap</a>.</p></div>`,
    );
    upgradeCallouts(root);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(`${label}: Mind the gap.`);
    expect(note.querySelector('.fw-srOnly')).toHaveTextContent(`${label}:`);
    const icon = note.querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(note).toHaveClass(`fw-callout--${label.toLowerCase()}`);
    expect(screen.getByRole('link', { name: 'gap' })).toHaveAttribute('href', '/gap');
  });

  it('changes nothing when run twice', () => {
    const root = block('<div class="callout callout-warning">Careful</div>');
    upgradeCallouts(root);
    const once = root.innerHTML;
    upgradeCallouts(root);
    expect(root.innerHTML).toBe(once);
    expect(root.querySelectorAll('svg')).toHaveLength(1);
  });
});
