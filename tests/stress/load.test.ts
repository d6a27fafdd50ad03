// autocannon against the demo host's main read endpoints on 127.0.0.1 for 30 s (LOAD_SECONDS):
// prints requests per second and p99 latency; the error rate must be zero.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from './support/server';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const PATHS = [
  '/api/v2/discussions?limit=30&expand=insertUser,breadcrumbs',
  '/api/v2/discussions/4?expand=insertUser,breadcrumbs',
  '/api/v2/categories',
  '/api/v2/users/3?expand=reactionsReceived',
  '/api/v2/discussions?categoryID=3&limit=10',
];

let server: ServerProcess;
before(async () => {
  server = await startServerProcess();
});
after(async () => {
  await server?.stop();
});

it(`serves the main read endpoints for ${SECONDS} s without a single error`, async () => {
  const result = await autocannon({
    url: server.url,
    connections: 10,
    duration: SECONDS,
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  const line = `load: ${result.requests.average.toFixed(0)} req/s average, p99 latency ${result.latency.p99} ms, ${result.requests.total} requests in ${SECONDS} s, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
  console.log(line);
  assert.equal(result.errors, 0);
  assert.equal(result.timeouts, 0);
  assert.equal(result.non2xx, 0);
  assert.ok(result.requests.total > 0);
});
