/**
 * `npm run demo:reset`: deletes the database (and its WAL files) and creates a fresh seeded one.
 * A running demo host keeps its database open, so while one runs on it (its pid file
 * `<DB>.pid`, demo-host/pidFile.ts, names a live process) the reset changes nothing and says
 * to stop the host first. A stale pid file (the host was killed) does not block it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './server.ts';
import { runningHostPid } from './pidFile.ts';

const dbPath = process.env.DB ?? 'demo-host/data/forum.sqlite';
const running = runningHostPid(dbPath);
if (running !== null) {
  process.stderr.write(
    `The demo host (pid ${running}) is running on ${path.resolve(dbPath)}: stop the demo host first ` +
      `(Ctrl-C in its terminal, or kill ${running}), then run npm run demo:reset again. ` +
      `Nothing was changed.\n`,
  );
  process.exit(1);
}
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
const app = await buildServer({
  dbPath,
  seedPassword: process.env.DEMO_PASSWORD ?? 'demo-password',
});
await app.close();
process.stdout.write(`Recreated ${path.resolve(dbPath)} with fresh demo data.\n`);
