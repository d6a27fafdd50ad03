/**
 * Starts the demo host and its other site from the environment, and stops them on SIGINT or
 * SIGTERM: shared by `npm start` (main.ts) and the dev loop (`npm run dev`, dev.ts).
 * Env: PORT (3000), OTHER_PORT (PORT + 1: the "other site" that embeds the forum, see
 * demo-host/otherSite/), HOST (127.0.0.1), DB (demo-host/data/forum.sqlite), DEMO_PASSWORD
 * (seeded accounts, first start only), DEBUG=1 (stack traces in error responses), CSP=strict.
 *
 * SIGUSR2 (sent by `npm run demo:reset`, reset.ts) recreates the database in place: the server
 * closes, the database files are deleted, and a new server on a fresh seeded database listens on
 * the same port; the pid file then counts the reset, which the reset command waits for.
 */
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './server.ts';
import { buildOtherSite } from './otherSite/server.ts';
import { deleteDatabase, removePidFile, writePidFile } from './pidFile.ts';

export interface RunningHost {
  /** The forum's server (a new one after each in-place reset). */
  readonly app: FastifyInstance;
  origin: string;
  /** Closes both servers and removes the pid file. */
  close(): Promise<void>;
}

/**
 * Builds and starts both servers; exits the process when the forum cannot listen. `onClose`
 * runs before the servers close on a signal (the dev loop stops its watcher there).
 */
export async function startFromEnv(
  options: { dev?: boolean; onClose?: () => Promise<void> } = {},
): Promise<RunningHost> {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  const otherPort = Number(process.env.OTHER_PORT ?? port + 1);
  const dbPath = process.env.DB ?? 'demo-host/data/forum.sqlite';
  const forum = { origin: `http://${host}:${port}` };
  const otherSiteOrigin = `http://${host}:${otherPort}`;
  const otherSite = await buildOtherSite({ forum });

  const serverOptions: ServerOptions = {
    dbPath,
    debug: process.env.DEBUG === '1' || process.env.DEBUG === 'true',
    logger: true,
    seedPassword: process.env.DEMO_PASSWORD ?? 'demo-password',
    strictCsp: process.env.CSP === 'strict',
    otherSiteOrigin,
    dev: options.dev ?? false,
  };
  let app = await buildServer(serverOptions);

  let closing: Promise<void> | undefined;
  let resetting: Promise<void> = Promise.resolve();
  const close = (): Promise<void> =>
    (closing ??= (async () => {
      await resetting;
      await options.onClose?.();
      await Promise.all([app.close(), otherSite.close()]);
      removePidFile(dbPath);
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
  // Whatever ends the process, a pid file naming it must not stay behind.
  process.once('exit', () => removePidFile(dbPath));

  let resets = 0;
  const resetInPlace = async (): Promise<void> => {
    await app.close();
    deleteDatabase(dbPath);
    app = await buildServer(serverOptions);
    await app.listen({ port: listenPort, host });
    writePidFile(dbPath, process.pid, ++resets);
    process.stdout.write(`Recreated the database ${dbPath} with fresh demo data (demo:reset).\n`);
  };
  process.on('SIGUSR2', () => {
    if (closing) return;
    resetting = resetting.then(resetInPlace).catch((err: unknown) => {
      process.stderr.write(`The reset failed: ${(err as Error).message}\n`);
      process.exit(1);
    });
  });

  let listenPort = port;
  try {
    await app.listen({ port, host });
    // PORT=0 (tests): an in-place reset listens again on the port the system chose.
    listenPort = (app.server.address() as { port: number }).port;
    forum.origin = `http://${host}:${listenPort}`;
    writePidFile(dbPath);
    process.stdout.write(`Demo host listening on ${forum.origin}\n`);
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
  return {
    get app() {
      return app;
    },
    origin: forum.origin,
    close,
  };
}
