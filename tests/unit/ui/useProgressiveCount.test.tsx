import { screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useProgressiveCount } from '@/ui/useProgressiveCount';

function Rows({ total, page }: { total: number; page: string }) {
  const shown = useProgressiveCount(total, page, 5, 20);
  return (
    <ul aria-busy={shown < total || undefined} aria-label="rows">
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{`${page} row ${i + 1}`}</li>
      ))}
    </ul>
  );
}

const rows = () => screen.queryAllByRole('listitem');

// Real scheduling, as in a browser: act() would run every background render before returning.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root;
let host: HTMLElement;
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  flushSync(() => root.unmount());
  host.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
const show = (total: number, page: string) =>
  flushSync(() => root.render(<Rows total={total} page={page} />));

describe('useProgressiveCount', () => {
  it('renders a short list whole in the first commit', () => {
    show(4, 'a');
    expect(rows()).toHaveLength(4);
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });

  it('commits the first rows at once and adds the rest in background steps', async () => {
    const counts: number[] = [];
    const observer = new MutationObserver(() => counts.push(rows().length));
    observer.observe(host, { childList: true, subtree: true });
    show(47, 'a');
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(rows()).toHaveLength(47));
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
    observer.disconnect();
    // 5, then 25, 45 and 47: every step adds at most 20 rows, and the count never goes back.
    expect([...new Set(counts)]).toEqual([5, 25, 45, 47]);
  });

  it('keeps every mounted row when the same list grows, and starts again for another key', async () => {
    show(30, 'a');
    await waitFor(() => expect(rows()).toHaveLength(30));
    const first = rows()[0];
    show(60, 'a');
    // Not back to 5: the 30 rows stay (the same elements), and the growth goes on from there.
    expect(rows().length).toBeGreaterThanOrEqual(30);
    expect(rows()[0]).toBe(first);
    await waitFor(() => expect(rows()).toHaveLength(60));
    show(60, 'b');
    expect(rows()).toHaveLength(5);
    expect(rows()[0]).toHaveTextContent('b row 1');
    await waitFor(() => expect(rows()).toHaveLength(60));
  });

  it('stops at the new total when the list shrinks while it grows', async () => {
    show(200, 'a');
    show(12, 'a');
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(screen.getByRole('list')).not.toHaveAttribute('aria-busy');
  });
});
