/**
 * The demo host's command line: `npm start` (builds the library first) or `npm run demo`.
 * Env: PORT (3000), OTHER_PORT (PORT + 1: the "other site" that embeds the forum, see
 * demo-host/otherSite/), HOST (127.0.0.1), DB (demo-host/data/forum.sqlite), DEMO_PASSWORD
 * (seeded accounts, first start only), DEBUG=1 (stack traces in error responses).
 */
import { buildServer } from './server.ts';
import { buildOtherSite } from './otherSite/server.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const otherPort = Number(process.env.OTHER_PORT ?? port + 1);
const dbPath = process.env.DB ?? 'demo-host/data/forum.sqlite';
const forum = { origin: `http://${host}:${port}` };
const otherSiteOrigin = `http://${host}:${otherPort}`;
const otherSite = await buildOtherSite({ forum });

const app = await buildServer({
  dbPath,
  debug: process.env.DEBUG === '1' || process.env.DEBUG === 'true',
  logger: true,
  seedPassword: process.env.DEMO_PASSWORD ?? 'demo-password',
  strictCsp: process.env.CSP === 'strict',
  otherSiteOrigin,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([app.close(), otherSite.close()]).then(() => process.exit(0));
  });
}

try {
  await app.listen({ port, host });
  process.stdout.write(`Demo host listening on http://${host}:${port}\n`);
} catch (err) {
  process.stderr.write(`Could not start the demo host: ${(err as Error).message}\n`);
  process.exit(1);
}
// The forum works without its other site; a busy port only costs the embedding demo.
try {
  await otherSite.listen({ port: otherPort, host });
  process.stdout.write(`The other site (embeds the forum) on ${otherSiteOrigin}/\n`);
} catch (err) {
  process.stderr.write(
    `The other site could not start on ${otherSiteOrigin} (${(err as Error).message}); set OTHER_PORT to another port for the embedding demo.\n`,
  );
}
