import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { upgradeSpoilers } from '../../../../src/features/content/spoilers';
import { block } from './contentFixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

const RICH2 =
  '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content"><p>The butler did it.</p></div></details>';
const LEGACY = '<div class="Spoiler"><p>Snape kills Dumbledore.</p></div>';

describe('upgradeSpoilers', () => {
  it.each([
    ['the rich2 <details> format', RICH2, 'The butler did it.'],
    ['the legacy div.Spoiler format', LEGACY, 'Snape kills Dumbledore.'],
  ])('hides %s behind a Show spoiler button', (_name, html, secret) => {
    const root = block(html);
    upgradeSpoilers(root);
    const button = screen.getByRole('button', { name: 'Show spoiler' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls')!);
    expect(region).toHaveTextContent(secret);
    expect(region).not.toBeVisible();
    expect(region).toHaveAttribute('hidden');
    expect(root.querySelector('details, summary')).toBeNull();
  });

  it('shows and hides the contents by keyboard, announcing the state', async () => {
    const root = block(`${RICH2}<p>after</p>`);
    upgradeSpoilers(root);
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Show spoiler' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Hide spoiler');
    expect(screen.getByText('The butler did it.')).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Show spoiler');
    expect(screen.getByText('The butler did it.')).not.toBeVisible();
  });

  it('keeps a details spoiler without .spoiler-content: everything but its summary', () => {
    const root = block(
      '<details class="spoiler"><summary>Spoiler</summary>Plain <b>text</b></details>',
    );
    upgradeSpoilers(root);
    const region = root.querySelector('.fw-spoiler-content')!;
    expect(region.textContent).toBe('Plain text');
  });

  it('changes nothing when run twice', () => {
    const root = block(`${RICH2}${LEGACY}`);
    upgradeSpoilers(root);
    const once = root.innerHTML;
    upgradeSpoilers(root);
    expect(root.innerHTML).toBe(once);
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(2);
  });

  it('gives each spoiler its own region', async () => {
    const root = block(`${LEGACY}${RICH2}`);
    upgradeSpoilers(root);
    const [first, second] = screen.getAllByRole('button', { name: 'Show spoiler' });
    await userEvent.setup().click(second!);
    expect(screen.getByText('The butler did it.')).toBeVisible();
    expect(screen.getByText('Snape kills Dumbledore.')).not.toBeVisible();
    expect(first!.getAttribute('aria-controls')).not.toBe(second!.getAttribute('aria-controls'));
  });
});
