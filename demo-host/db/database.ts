/** Opens the SQLite database (WAL, foreign keys) and applies numbered migrations. */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { up as rich2WireFormat } from '../migrations/006_rich2_wire_format.ts';
import type { Db } from './dbType.ts';

export type { Db };

export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

/** A migration written in code, for data changes SQL cannot express (a JSON rewrite). */
export interface CodeMigration {
  file: string;
  up: (db: Db) => void;
}

/** The code migrations, by the file name they are recorded under (`NNN_name.ts`). */
export const CODE_MIGRATIONS: readonly CodeMigration[] = [
  { file: '006_rich2_wire_format.ts', up: rich2WireFormat },
];

/**
 * Applies every `NNN_name.sql` in `dir` and every code migration not yet recorded in
 * `schema_migrations`, in version order, each in its own transaction.
 */
export function migrate(
  db: Db,
  dir: string,
  code: readonly CodeMigration[] = CODE_MIGRATIONS,
): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, appliedAt TEXT NOT NULL)`);
  const done = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  const steps: CodeMigration[] = [
    ...fs
      .readdirSync(dir)
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .map((file) => ({
        file,
        up: (d: Db) => d.exec(fs.readFileSync(path.join(dir, file), 'utf8')),
      })),
    ...code,
  ].sort((a, b) => Number.parseInt(a.file, 10) - Number.parseInt(b.file, 10));
  for (const { file, up } of steps) {
    const version = Number.parseInt(file, 10);
    if (done.has(version)) continue;
    db.transaction(() => {
      up(db);
      db.prepare('INSERT INTO schema_migrations (version, name, appliedAt) VALUES (?, ?, ?)').run(
        version,
        file,
        new Date().toISOString(),
      );
    })();
    applied.push(file);
  }
  return applied;
}
