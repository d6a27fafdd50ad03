/** `npm run demo:reset`: deletes the database (and its WAL files) and creates a fresh seeded one. */
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './server.ts';

const dbPath = process.env.DB ?? 'demo-host/data/forum.sqlite';
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
const app = await buildServer({
  dbPath,
  seedPassword: process.env.DEMO_PASSWORD ?? 'demo-password',
});
await app.close();
process.stdout.write(`Recreated ${path.resolve(dbPath)} with fresh demo data.\n`);
