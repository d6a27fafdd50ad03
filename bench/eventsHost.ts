// The demo host of `npm run bench:events`, in a process of its own so that its memory is not the
// clients': started by bench/events.bench.ts with IPC. It seeds a temporary database, listens on a
// free local port, creates sessions on request and reports its memory after a full GC.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { buildServer } from '../demo-host/server.ts';
import { createSession, hmac, loadSecret } from '../demo-host/auth/sessions.ts';

export type HostRequest =
  { type: 'sessions'; userIDs: number[] } | { type: 'memory' } | { type: 'stop' };
export type HostReply =
  | { type: 'ready'; port: number }
  | { type: 'sessions'; sessions: { userID: number; sessionID: string; csrf: string }[] }
  | { type: 'memory'; rss: number; heapUsed: number; streams: number; subscribers: number };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-bench-events-'));
const dbPath = path.join(dir, 'forum.sqlite');
const app = await buildServer({ dbPath, logger: false, distDir: path.join(dir, 'dist') });
await app.listen({ port: 0, host: '127.0.0.1' });
const db = new Database(dbPath);
const secret = loadSecret(db);
const send = (reply: HostReply): void => void process.send?.(reply);
const gc = (globalThis as { gc?: () => void }).gc;

process.on('message', (raw: HostRequest) => {
  if (raw.type === 'sessions') {
    const sessions = raw.userIDs.map((userID) => {
      const sessionID = createSession(db, userID);
      return { userID, sessionID, csrf: hmac(secret, `session:${sessionID}`) };
    });
    send({ type: 'sessions', sessions });
  } else if (raw.type === 'memory') {
    gc?.();
    gc?.();
    const m = process.memoryUsage();
    send({
      type: 'memory',
      rss: m.rss,
      heapUsed: m.heapUsed,
      streams: app.events.openStreams,
      subscribers: app.events.bus.subscriberCount,
    });
  } else if (raw.type === 'stop') {
    db.close();
    void app.close().then(() => {
      fs.rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
