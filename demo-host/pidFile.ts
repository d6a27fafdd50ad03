/**
 * `<DB>.pid`: the running demo host's process id beside its database, so that
 * `npm run demo:reset` does not delete a database a running host still has open: it asks that
 * host to recreate it in place instead.
 */
import fs from 'node:fs';

export const pidFileOf = (dbPath: string): string => `${dbPath}.pid`;

/**
 * Written by a host once it listens (demo-host/start.ts): its pid, then how many times it has
 * recreated its database in place (`npm run demo:reset` waits for that count to grow).
 */
export function writePidFile(dbPath: string, pid: number = process.pid, resets = 0): void {
  fs.writeFileSync(pidFileOf(dbPath), resets ? `${pid} ${resets}\n` : `${pid}\n`);
}

/** How many in-place resets the pid file counts (0 without one). */
export function resetCount(dbPath: string): number {
  try {
    return Number(fs.readFileSync(pidFileOf(dbPath), 'utf8').split(/\s+/)[1] ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Deletes the database file and its write-ahead log files. */
export function deleteDatabase(dbPath: string): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
}

/** Removed on shutdown; only when it still names `pid` (a newer host may have written it). */
export function removePidFile(dbPath: string, pid: number = process.pid): void {
  if (readPid(dbPath) === pid) fs.rmSync(pidFileOf(dbPath), { force: true });
}

function readPid(dbPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(pidFileOf(dbPath), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, it is only someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The id of the live host that has `dbPath` open, or null. A pid file whose process is gone (a
 * host that was killed) is stale: it is removed and does not count.
 */
export function runningHostPid(dbPath: string): number | null {
  const pid = readPid(dbPath);
  if (pid === null) return null;
  if (isAlive(pid)) return pid;
  fs.rmSync(pidFileOf(dbPath), { force: true });
  return null;
}
