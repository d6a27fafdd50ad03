import { screen } from '@testing-library/react';
import { upgradeTables } from '@/features/content/tables';
import { block, fakeLayout } from './contentFixtures';

const TABLE = `<table><caption>Prices</caption>
<thead><tr><th>Plan</th><th>Price</th><th>Seats</th></tr></thead>
<tbody><tr><td>Basic</td><td>$5</td><td>1</td></tr><tr><td colspan="2">Team, all in</td><td>10</td></tr></tbody>
</table>`;

let layout: ReturnType<typeof fakeLayout>;
let cleanup: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  layout = fakeLayout();
});
afterEach(() => {
  cleanup();
  cleanup = () => undefined;
  layout.restore();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

function table(): HTMLTableElement {
  return screen.getByRole('table');
}

describe('upgradeTables', () => {
  it('labels each cell with its column heading and keeps the table roles', () => {
    layout.resize(800);
    cleanup = upgradeTables(block(TABLE));
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      'Plan',
      'Price',
      'Seats',
      'Plan',
      'Seats',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Plan',
      'Price',
      'Seats',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(table().parentElement).toHaveClass('fw-tableWrap');
  });

  it('stacks below 600 px of container width, measured immediately', () => {
    layout.resize(599);
    cleanup = upgradeTables(block(TABLE));
    expect(table()).toHaveClass('fw-table--stacked');
  });

  it('stays a table at 600 px and more', () => {
    layout.resize(600);
    cleanup = upgradeTables(block(TABLE));
    expect(table()).not.toHaveClass('fw-table--stacked');
  });

  it('follows resizes 100 ms after the last one (debounced)', () => {
    layout.resize(900);
    cleanup = upgradeTables(block(TABLE));
    layout.resize(500);
    jest.advanceTimersByTime(60);
    layout.resize(450);
    jest.advanceTimersByTime(99);
    expect(table()).not.toHaveClass('fw-table--stacked');
    jest.advanceTimersByTime(1);
    expect(table()).toHaveClass('fw-table--stacked');
    layout.resize(1000);
    jest.advanceTimersByTime(100);
    expect(table()).not.toHaveClass('fw-table--stacked');
  });

  it('uses a first row of th cells as headings when there is no thead', () => {
    layout.resize(300);
    cleanup = upgradeTables(
      block(
        '<table><tr><th>Name</th><th>Role</th></tr><tr><td>Ada</td><td>Admin</td></tr></table>',
      ),
    );
    expect(table()).toHaveClass('fw-table--stacked');
    expect(screen.getByText('Admin')).toHaveAttribute('data-label', 'Role');
    expect(screen.getByRole('row', { name: 'Name Role' })).toHaveClass('fw-table-headRow');
  });

  it('never stacks a table without headings, but still wraps it for scrolling', () => {
    layout.resize(300);
    cleanup = upgradeTables(block('<table><tr><td>a</td><td>b</td></tr></table>'));
    expect(table()).not.toHaveClass('fw-table--stacked');
    expect(table().parentElement).toHaveClass('fw-tableWrap');
    expect(screen.getByText('a')).not.toHaveAttribute('data-label');
  });

  it('leaves a table with more than 999 headings alone; 999 are still responsive', () => {
    layout.resize(300);
    const row = (n: number): string => `<tr>${'<th>h</th>'.repeat(n)}</tr>`;
    const root = block(
      `<table id="big"><thead>${row(1000)}</thead><tbody><tr><td>x</td></tr></tbody></table>` +
        `<table id="edge"><thead>${row(999)}</thead><tbody><tr><td>y</td></tr></tbody></table>`,
    );
    const before = root.querySelector('#big')!.outerHTML;
    cleanup = upgradeTables(root);
    const big = root.querySelector('#big')!;
    expect(big.outerHTML).toBe(before);
    expect(big.parentElement).toBe(root);
    expect(root.querySelector('#edge')).toHaveClass('fw-table--stacked');
  });

  it('makes a wide table a focusable, named region so the keyboard can scroll it', () => {
    layout.resize(800, 1200);
    cleanup = upgradeTables(block(TABLE));
    const region = screen.getByRole('region', { name: 'Prices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.firstElementChild).toBe(table());
    layout.resize(800, 800);
    jest.advanceTimersByTime(100);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('changes nothing when run twice and watches each table once', () => {
    layout.resize(800);
    const root = block(TABLE);
    const first = upgradeTables(root);
    const once = root.innerHTML;
    const second = upgradeTables(root);
    expect(root.innerHTML).toBe(once);
    expect(layout.observed()).toBe(1);
    cleanup = () => {
      first();
      second();
    };
  });

  it('stops measuring after its cleanup, and can watch again after a re-upgrade', () => {
    layout.resize(800);
    const root = block(TABLE);
    upgradeTables(root)();
    expect(layout.observed()).toBe(0);
    layout.resize(300);
    jest.advanceTimersByTime(100);
    expect(table()).not.toHaveClass('fw-table--stacked');
    cleanup = upgradeTables(root);
    expect(layout.observed()).toBe(1);
    expect(table()).toHaveClass('fw-table--stacked');
    expect(root.querySelectorAll('.fw-tableWrap')).toHaveLength(1);
  });

  it('falls back to the window resize event without ResizeObserver', () => {
    layout.resize(800);
    const saved = globalThis.ResizeObserver;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = undefined;
    try {
      cleanup = upgradeTables(block(TABLE));
    } finally {
      globalThis.ResizeObserver = saved;
    }
    layout.resize(400);
    window.dispatchEvent(new Event('resize'));
    jest.advanceTimersByTime(100);
    expect(table()).toHaveClass('fw-table--stacked');
  });
});
