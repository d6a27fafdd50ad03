import { t } from '@/i18n/translate';
import { LAYOUT, RESIZE_DEBOUNCE_MS } from '@/theme/themeConstants';
import { eachSafely, within } from './contentDom';

/** Tables with more headings than this are left alone (02 §2). */
export const MAX_TABLE_HEADINGS = 999;
/** Below this container width a table with headings stacks into cards (02 §9 'mobile table'). */
export const STACK_BELOW = LAYOUT.mobileTable;

const WRAP = 'fw-tableWrap';
const STACKED = 'fw-table--stacked';

/** Tables whose size is watched now (released by their cleanup). */
const watched = new WeakSet<HTMLTableElement>();

/** The row holding the column headings: the last `thead` row, else a first row of only `th`. */
export function headingRow(table: HTMLTableElement): HTMLTableRowElement | null {
  const head = table.tHead;
  if (head && head.rows.length > 0) {
    const row = head.rows[head.rows.length - 1] ?? null;
    return row && Array.from(row.cells).some((c) => c.tagName === 'TH') ? row : null;
  }
  const first = table.rows[0];
  if (!first || first.cells.length === 0) return null;
  return Array.from(first.cells).every((c) => c.tagName === 'TH') ? first : null;
}

function span(cell: HTMLTableCellElement): number {
  return Math.min(Math.max(cell.colSpan || 1, 1), 1000);
}

/** Each column's heading text, spanned columns repeated. */
function columnLabels(row: HTMLTableRowElement): string[] {
  const labels: string[] = [];
  for (const cell of Array.from(row.cells)) {
    const text = (cell.textContent ?? '').replace(/\s+/g, ' ').trim();
    for (let i = 0; i < span(cell); i += 1) labels.push(text);
  }
  return labels;
}

/** Labels every body cell, and gives the table explicit roles so `display` cannot erase them. */
function labelCells(table: HTMLTableElement, head: HTMLTableRowElement): void {
  const labels = columnLabels(head);
  table.setAttribute('role', 'table');
  for (const section of [table.tHead, ...Array.from(table.tBodies), table.tFoot]) {
    section?.setAttribute('role', 'rowgroup');
  }
  head.classList.add('fw-table-headRow');
  for (const row of Array.from(table.rows)) {
    row.setAttribute('role', 'row');
    const inHead = row === head || row.parentElement === table.tHead;
    let column = 0;
    for (const cell of Array.from(row.cells)) {
      if (inHead) cell.setAttribute('role', 'columnheader');
      else {
        cell.setAttribute('role', cell.tagName === 'TH' ? 'rowheader' : 'cell');
        const label = labels[column];
        if (label) cell.setAttribute('data-label', label);
      }
      column += span(cell);
    }
  }
}

function wrapperOf(table: HTMLTableElement): HTMLElement {
  const parent = table.parentElement;
  if (parent?.classList.contains(WRAP)) return parent;
  const wrap = table.ownerDocument.createElement('div');
  wrap.className = WRAP;
  table.before(wrap);
  wrap.append(table);
  return wrap;
}

/** A wide table's wrapper is a named, focusable region so the keyboard can scroll it. */
function markScrollable(wrap: HTMLElement, table: HTMLTableElement): void {
  if (wrap.scrollWidth > wrap.clientWidth + 1) {
    const caption = (table.caption?.textContent ?? '').trim();
    wrap.setAttribute('role', 'region');
    wrap.setAttribute('tabindex', '0');
    wrap.setAttribute('aria-label', caption || t('Table'));
  } else {
    for (const name of ['role', 'tabindex', 'aria-label']) wrap.removeAttribute(name);
  }
}

function upgradeTable(table: HTMLTableElement, cleanups: (() => void)[]): void {
  const head = headingRow(table);
  if (head && head.cells.length > MAX_TABLE_HEADINGS) return;
  if (head && !table.classList.contains('fw-table')) labelCells(table, head);
  table.classList.add('fw-table');
  const wrap = wrapperOf(table);
  if (watched.has(table)) return;
  watched.add(table);

  const measure = (): void => {
    if (!table.isConnected) return;
    const width = wrap.clientWidth;
    if (width > 0) table.classList.toggle(STACKED, head !== null && width < STACK_BELOW);
    markScrollable(wrap, table);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (): void => {
    clearTimeout(timer);
    timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
  };
  const view = table.ownerDocument.defaultView;
  let stop: () => void;
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(debounced);
    observer.observe(wrap);
    stop = () => observer.disconnect();
  } else {
    view?.addEventListener('resize', debounced);
    stop = () => view?.removeEventListener('resize', debounced);
  }
  measure();
  cleanups.push(() => {
    stop();
    clearTimeout(timer);
    watched.delete(table);
  });
}

/**
 * Tables in `root` (not nested in another table) scroll sideways in a wrapper and, when they
 * have headings, stack into labelled cards below 600 px of container width (measured with a
 * ResizeObserver, debounced 100 ms). Returns the cleanup that stops the measuring.
 */
export function upgradeTables(root: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  const tables = within<HTMLTableElement>(root, 'table').filter(
    (table) => !table.parentElement?.closest('table'),
  );
  eachSafely(tables, (table) => upgradeTable(table, cleanups));
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
