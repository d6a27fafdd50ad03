import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPGRADED_ATTRIBUTE, upgradeContent } from '@/features/content/upgradeContent';
import { block, CONFIG, fakeLayout } from './contentFixtures';

const POST = `<p>Intro</p>
<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content"><p>Hidden</p></div></details>
<div class="callout callout-warning"><p>Careful</p></div>
<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>
<div class="collapsible"><p>Long</p></div>`;

let layout: ReturnType<typeof fakeLayout>;
beforeEach(() => {
  layout = fakeLayout();
});
afterEach(() => {
  layout.restore();
  document.body.innerHTML = '';
  document.head.querySelector('[data-fw-style="content"]')?.remove();
});

describe('upgradeContent', () => {
  it('upgrades every block type and injects its stylesheet once', () => {
    layout.resize(400);
    const root = block(POST);
    const cleanup = upgradeContent(root, CONFIG);
    expect(screen.getByRole('button', { name: 'Show spoiler' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Warning: Careful');
    expect(screen.getByRole('table')).toHaveClass('fw-table--stacked');
    expect(root).toHaveAttribute(UPGRADED_ATTRIBUTE);
    upgradeContent(block('<p>other</p>'), CONFIG);
    expect(document.head.querySelectorAll('[data-fw-style="content"]')).toHaveLength(1);
    cleanup();
  });

  it('changes nothing when the same block is upgraded twice', () => {
    layout.resize(800);
    const root = block(POST);
    const cleanup = upgradeContent(root, CONFIG);
    const once = root.innerHTML;
    const watching = layout.observed();
    expect(watching).toBeGreaterThan(0);
    const again = upgradeContent(root, CONFIG);
    expect(root.innerHTML).toBe(once);
    expect(layout.observed()).toBe(watching);
    again();
    expect(layout.observed()).toBe(watching); // the second call's cleanup is a no-op
    cleanup();
  });

  it('releases its observers on cleanup, and can upgrade the block again after', () => {
    layout.resize(800);
    const root = block(POST);
    const first = upgradeContent(root, CONFIG);
    const watching = layout.observed();
    first();
    expect(layout.observed()).toBe(0);
    expect(root).not.toHaveAttribute(UPGRADED_ATTRIBUTE);
    const cleanup = upgradeContent(root, CONFIG);
    expect(layout.observed()).toBe(watching);
    expect(screen.getAllByRole('button', { name: 'Show spoiler' })).toHaveLength(1);
    cleanup();
  });

  it('leaves a malformed block as it was and upgrades the rest', async () => {
    layout.resize(800);
    const root = block(`<div class="callout callout-info"><p>Broken</p></div>${POST}`);
    const broken = root.querySelector<HTMLElement>('.callout-info')!;
    // A block the upgrade cannot read (here a page script broke its class list).
    Object.defineProperty(broken, 'classList', {
      get: () => {
        throw new Error('hostile');
      },
    });
    const before = broken.innerHTML;
    const cleanup = upgradeContent(root, CONFIG);
    expect(broken.innerHTML).toBe(before);
    expect(broken).not.toHaveAttribute('role');
    expect(screen.getByRole('note')).toHaveTextContent('Warning: Careful');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show spoiler' }));
    expect(screen.getByText('Hidden')).toBeVisible();
    cleanup();
  });

  it('keeps working when a block of the post is inside a spoiler', async () => {
    layout.resize(800);
    const root = block(
      '<div class="Spoiler"><div class="callout callout-error">Nope</div><table><tr><th>H</th></tr><tr><td>v</td></tr></table></div>',
    );
    const cleanup = upgradeContent(root, CONFIG);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show spoiler' }));
    expect(screen.getByRole('note')).toHaveTextContent('Error: Nope');
    expect(screen.getByRole('cell', { name: 'v' })).toHaveAttribute('data-label', 'H');
    cleanup();
  });
});
