/** Site configuration stored as JSON values in the `config` table. */
import type { Db } from '../db/database.ts';

export function getConfig(db: Db, key: string): unknown {
  const row = db.prepare('SELECT value FROM config WHERE key = ?').get(key) as
    { value: string } | undefined;
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

export function getConfigMap(db: Db, keys?: string[]): Record<string, unknown> {
  const rows = db.prepare('SELECT key, value FROM config ORDER BY key').all() as {
    key: string;
    value: string;
  }[];
  const out: Record<string, unknown> = {};
  for (const r of rows)
    if (!keys || keys.includes(r.key)) out[r.key] = JSON.parse(r.value) as unknown;
  return out;
}

export function setConfig(db: Db, values: Record<string, unknown>): void {
  const stmt = db.prepare(
    'INSERT INTO config (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  db.transaction(() => {
    for (const [k, v] of Object.entries(values)) stmt.run(k, JSON.stringify(v));
  })();
}
