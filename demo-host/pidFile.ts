/**
 * `<DB>.pid`: the running demo host's process id beside its database, so that
 * `npm run demo:reset` does not delete a database a running host still has open.
 */
import fs from 'node:fs';

export const pidFileOf = (dbPath: string): string => `${dbPath}.pid`;

/** Written by a host once it listens (demo-host/start.ts). */
export function writePidFile(dbPath: string, pid: number = process.pid): void {
  fs.writeFileSync(pidFileOf(dbPath), `${pid}\n`);
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
