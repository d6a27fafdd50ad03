/**
 * Query-string parsing shared by every route: `a[]=1&a[]=2`, repeated keys and
 * (for list-valued parameters) comma-separated values all become arrays.
 */
const LIST_KEYS = new Set([
  'expand',
  'select',
  'recordTypes',
  'types',
  'recordIDs',
  'recordKeys',
  'statusID',
  'insertUserIDs',
  'insertUserNames',
  'tags',
  'categoryIDs',
  'tagIDs',
  'attachmentIDs',
  'type',
]);

export type Query = Record<string, string | string[]>;

export function parseQueryString(qs: string): Query {
  const out: Query = {};
  for (const [rawKey, value] of new URLSearchParams(qs)) {
    const isArray = rawKey.endsWith('[]');
    const key = isArray ? rawKey.slice(0, -2) : rawKey;
    const list = LIST_KEYS.has(key);
    const values = list
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== '')
      : [value];
    const prev = out[key];
    if (prev !== undefined) out[key] = [...(Array.isArray(prev) ? prev : [prev]), ...values];
    else if (isArray || list) out[key] = values;
    else out[key] = value;
  }
  return out;
}

/** Parses "1,2,5-7" (a range expression) or a list into numbers. */
export function parseIDList(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
  const ids: number[] = [];
  for (const part of parts) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!m) return [NaN];
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let i = from; i <= Math.min(to, from + 1000); i++) ids.push(i);
  }
  return ids;
}

export function hasExpand(expand: unknown, name: string): boolean {
  const list = Array.isArray(expand) ? expand : typeof expand === 'string' ? [expand] : [];
  return list.includes(name) || list.includes('all');
}
