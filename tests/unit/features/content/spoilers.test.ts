import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { upgradeSpoilers } from '@/features/content/spoilers';
import { block } from './contentFixtures';

afterEach(() => {
  document.body.innerHTML = '';
});

const RICH2 =
  '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content"><p>The butler did it.</p></div></details>';
const LEGACY = '<div class="Spoiler"><p>Snape kills Dumbledore.</p></div>';
/** 04 §3.3: the server's fixed chrome, then the lines in div.spoiler-content. */
const RICH2_04 =
  '<div class="spoiler"><div contenteditable="false" class="spoiler-buttonContainer"><button title="Toggle Spoiler" class="iconButton button-spoiler js-toggleSpoiler"><span class="spoiler-warning"><span class="spoiler-warningMain"><span class="spoiler-warningLabel">Spoiler Warning</span></span></span></button></div><div class="spoiler-content"><p class="spoiler-line">Line 1</p><p class="spoiler-line">Rosebud was the sled.</p></div></div>';

describe('upgradeSpoilers', () => {
  it.each([
    ['the rich2 <details> format', RICH2, 'The butler did it.'],
    ['the legacy div.Spoiler format', LEGACY, 'Snape kills Dumbledore.'],
    ['the rich2 div.spoiler of 04', RICH2_04, 'Rosebud was the sled.'],
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

  it('drops the chrome of a 04 spoiler: one button, ours, and only its lines hidden', () => {
    const root = block(`${RICH2_04}<p>after</p>`);
    upgradeSpoilers(root);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(root.querySelector('.spoiler, .spoiler-buttonContainer, .js-toggleSpoiler')).toBeNull();
    const region = root.querySelector('.fw-spoiler-content')!;
    expect(Array.from(region.children).map((p) => p.textContent)).toEqual([
      'Line 1',
      'Rosebud was the sled.',
    ]);
    expect(root.textContent).not.toContain('Spoiler Warning');
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
