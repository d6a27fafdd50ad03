/**
 * `npm run demo:reset`: deletes the database (and its WAL files) and creates a fresh seeded one.
 * A running demo host keeps its database open, so while one runs on it (its pid file
 * `<DB>.pid`, demo-host/pidFile.ts, names a live process) the reset asks that host to do it
 * (SIGUSR2, demo-host/start.ts): it recreates the database in place and serves it without a
 * restart, and this command waits until it has. A stale pid file (the host was killed) is
 * removed and the reset runs here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './server.ts';
import { deleteDatabase, pidFileOf, resetCount, runningHostPid } from './pidFile.ts';

const dbPath = process.env.DB ?? 'demo-host/data/forum.sqlite';
/** Seeding takes seconds; a host that has not answered after this long is stuck. */
const WAIT_MS = Number(process.env.RESET_WAIT_MS ?? 120_000);

/** Resolves once the running host's pid file counts more resets than `before`. */
function resetDone(before: number): Promise<boolean> {
  return new Promise((resolve) => {
    const file = path.basename(pidFileOf(dbPath));
    const watcher = fs.watch(path.dirname(path.resolve(dbPath)), (_event, name) => {
      if (name === file && resetCount(dbPath) > before) finish(true);
    });
    const timer = setTimeout(() => finish(false), WAIT_MS);
    function finish(done: boolean): void {
      clearTimeout(timer);
      watcher.close();
      resolve(done);
    }
  });
}

const running = runningHostPid(dbPath);
if (running !== null) {
  const done = resetDone(resetCount(dbPath));
  process.kill(running, 'SIGUSR2');
  if (!(await done)) {
    process.stderr.write(
      `The demo host (pid ${running}) did not recreate ${path.resolve(dbPath)} within ${WAIT_MS / 1000} s: ` +
        `stop the demo host (Ctrl-C, or kill ${running}) and run npm run demo:reset again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `The running demo host (pid ${running}) recreated ${path.resolve(dbPath)} with fresh demo data; no restart needed (reload your pages; sessions were reset too).\n`,
  );
} else {
  deleteDatabase(dbPath);
  const app = await buildServer({
    dbPath,
    seedPassword: process.env.DEMO_PASSWORD ?? 'demo-password',
  });
  await app.close();
  process.stdout.write(`Recreated ${path.resolve(dbPath)} with fresh demo data.\n`);
}
