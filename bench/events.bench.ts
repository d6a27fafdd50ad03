// npm run bench:events — 1,000 concurrent `GET /api/v2/events` streams on one demo host (issue
// 36 §4): raw http.get clients as a few seeded members (several sessions each) and guests, then
// WRITES comments posted through the API one after another. It prints the host's memory per
// stream (RSS and heap after a full GC, with streams minus without, over the streams) and the
// p50/p99 delay from sending each write to its `comment.created` arriving at every stream, with
// the load average. Local only (127.0.0.1), bounded: everything closes, and it gives up after 50 s.
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { HostReply, HostRequest } from './eventsHost.ts';

const STREAMS = Number(process.env.STREAMS ?? 1000);
const WRITES = Number(process.env.WRITES ?? 30);
const MEMBERS = [3, 4, 8, 9, 10]; // member, member2, sam-lee, ana-garcia, kenji
const PER_SESSION = 4; // tabs of one browser without the library's shared stream (limit 6)
const GUEST_SHARE = 0.2;
const DISCUSSION = 65;
const deadline = setTimeout(() => fail('gave up after 50 s'), 50_000);
deadline.unref();

const host: ChildProcess = fork(new URL('./eventsHost.ts', import.meta.url).pathname, {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
function ask<T extends HostReply['type']>(
  req: HostRequest | null,
  type: T,
): Promise<Extract<HostReply, { type: T }>> {
  return new Promise((resolve) => {
    const on = (msg: HostReply): void => {
      if (msg.type !== type) return;
      host.off('message', on);
      resolve(msg as Extract<HostReply, { type: T }>);
    };
    host.on('message', on);
    if (req) host.send(req);
  });
}

const sockets: http.ClientRequest[] = [];
function fail(why: string): never {
  console.error(`bench:events failed: ${why}`);
  for (const s of sockets) s.destroy();
  host.kill();
  process.exit(1);
}

const { port } = await ask(null, 'ready');
const base = `http://127.0.0.1:${port}`;
const before = await ask({ type: 'memory' }, 'memory');

// Who streams: members through sessions of PER_SESSION streams, guests through guest cookies.
const memberStreams = Math.round(STREAMS * (1 - GUEST_SHARE));
const sessionCount = Math.ceil(memberStreams / PER_SESSION);
const { sessions } = await ask(
  {
    type: 'sessions',
    userIDs: Array.from({ length: sessionCount + 1 }, (_, i) => MEMBERS[i % MEMBERS.length]!),
  },
  'sessions',
);
const writer = sessions.pop()!; // a member session that posts
const cookies = Array.from({ length: STREAMS }, (_, i) =>
  i < memberStreams
    ? `fw_session=${sessions[Math.floor(i / PER_SESSION)]!.sessionID}`
    : `fw_guest=benchguest${String(Math.floor((i - memberStreams) / PER_SESSION)).padStart(8, '0')}`,
);

/** Arrival times of each comment's event, one per stream. */
const arrivals = new Map<number, number[]>();
let onArrival: (() => void) | undefined;
function open(cookie: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/v2/events`,
      { headers: { cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          const now = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (!block.includes('event: comment.created')) continue;
            const id = Number(/"commentID":(\d+)/.exec(block)?.[1]);
            arrivals.set(id, [...(arrivals.get(id) ?? []), now]);
            onArrival?.();
          }
        });
        resolve();
      },
    );
    req.on('error', reject);
    sockets.push(req);
  });
}

const t0 = performance.now();
for (let i = 0; i < STREAMS; i += 100) await Promise.all(cookies.slice(i, i + 100).map(open));
const openMs = performance.now() - t0;
const during = await ask({ type: 'memory' }, 'memory');
if (during.streams !== STREAMS) fail(`the host holds ${during.streams} streams, not ${STREAMS}`);

const delays: number[] = [];
const perWrite: number[] = [];
// One warm-up write first (w = -1: the host's and the clients' first event), not counted.
for (let w = -1; w < WRITES; w++) {
  const sent = performance.now();
  const res = await fetch(`${base}/api/v2/comments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `fw_session=${writer.sessionID}`,
      'x-csrf-token': writer.csrf,
    },
    body: JSON.stringify({ discussionID: DISCUSSION, body: `Bench comment ${w}.`, format: 'text' }),
  });
  if (res.status !== 201) fail(`POST /comments answered ${res.status}`);
  const { commentID } = (await res.json()) as { commentID: number };
  await new Promise<void>((resolve) => {
    onArrival = () => (arrivals.get(commentID)?.length ?? 0) >= STREAMS && resolve();
    onArrival();
  });
  const times = arrivals.get(commentID)!;
  if (w < 0) continue;
  delays.push(...times.map((t) => t - sent));
  perWrite.push(Math.max(...times) - sent);
}

const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const load = loadavg();
const rssPer = (during.rss - before.rss) / STREAMS;
const heapPer = (during.heapUsed - before.heapUsed) / STREAMS;
for (const s of sockets) s.destroy();
const after = await (async () => {
  for (;;) {
    const m = await ask({ type: 'memory' }, 'memory');
    if (m.subscribers === 0 || performance.now() - t0 > 45_000) return m;
  }
})();
host.send({ type: 'stop' } satisfies HostRequest);

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `bench:events — ${STREAMS} streams (${memberStreams} as ${MEMBERS.length} members in ${sessionCount} sessions, ${STREAMS - memberStreams} as guests), ${WRITES} comments`,
);
console.log(
  `  load average ${load.map((l) => l.toFixed(2)).join(' ')} (1, 5, 15 min); opened in ${openMs.toFixed(0)} ms`,
);
console.log(
  `  host memory per stream: RSS ${kb(rssPer)}, heap ${kb(heapPer)} (RSS ${(before.rss / 2 ** 20).toFixed(0)} → ${(during.rss / 2 ** 20).toFixed(0)} MB)`,
);
console.log(
  `  write → event at every stream (${delays.length} deliveries): p50 ${pct(delays, 50).toFixed(1)} ms, p99 ${pct(delays, 99).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms`,
);
console.log(
  `  write → last stream reached, per write: p50 ${pct(perWrite, 50).toFixed(1)} ms, p99 ${pct(perWrite, 99).toFixed(1)} ms`,
);
console.log(
  `  after closing: ${after.streams} streams, ${after.subscribers} bus subscribers on the host`,
);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/events.json',
  JSON.stringify(
    {
      streams: STREAMS,
      writes: WRITES,
      loadAverage: load,
      rssPerStream: rssPer,
      heapPerStream: heapPer,
      p50: pct(delays, 50),
      p99: pct(delays, 99),
      openMs,
    },
    null,
    2,
  ),
);
if (after.subscribers !== 0) process.exitCode = 1;
