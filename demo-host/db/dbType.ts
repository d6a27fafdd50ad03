import type Database from 'better-sqlite3';

/** The demo host's database handle (database.ts opens it); modules that only hold one import this. */
export type Db = Database.Database;
