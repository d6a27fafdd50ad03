/**
 * The demo host's command line: `npm start` (builds the library first) or `npm run demo`.
 * Env: PORT (3000), HOST (127.0.0.1), DB (demo-host/data/forum.sqlite), DEMO_PASSWORD
 * (seeded accounts, first start only), DEBUG=1 (stack traces in error responses).
 */
import { buildServer } from './server.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dbPath = process.env.DB ?? 'demo-host/data/forum.sqlite';

const app = await buildServer({
  dbPath,
  debug: process.env.DEBUG === '1' || process.env.DEBUG === 'true',
  logger: true,
  seedPassword: process.env.DEMO_PASSWORD ?? 'demo-password',
  strictCsp: process.env.CSP === 'strict',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
  process.stdout.write(`Demo host listening on http://${host}:${port}\n`);
} catch (err) {
  process.stderr.write(`Could not start the demo host: ${(err as Error).message}\n`);
  process.exit(1);
}
