/**
 * The demo host: a legacy forum server with server-rendered pages and a real
 * /api/v2 on SQLite. It imports nothing from the library (src/, widgets/).
 */
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { migrate, openDatabase } from './db/database.ts';
import { isSeeded, seed } from './seed/seed.ts';
import type { AppContext, ServerOptions } from './context.ts';
import { HttpError, validationError } from './lib/errors.ts';
import { fieldErrorsFromAjv } from './lib/validation.ts';
import { parseQueryString } from './lib/query.ts';
import { PAGING_HEADERS } from './lib/paging.ts';
import { registerAuthHooks } from './auth/hooks.ts';
import { loadSecret } from './auth/sessions.ts';
import { registerCookies } from './lib/cookies.ts';
import { registerApi } from './api/index.ts';
import { MULTIPART_FILE_LIMIT } from './api/media.ts';
import { registerPages } from './pages/index.ts';
import { registerStatic } from './static.ts';
import { sendErrorPage } from './pages/errorPage.ts';
import { startDraftPublisher } from './lib/draftPublisher.ts';
import { registerDevReload } from './devReload.ts';
import { EventFeed } from './lib/eventFeed.ts';

export type { ServerOptions } from './context.ts';

export async function buildServer(opts: ServerOptions): Promise<FastifyInstance> {
  const rootDir = opts.rootDir ?? process.cwd();
  const db = openDatabase(opts.dbPath);
  migrate(db, path.join(rootDir, 'demo-host', 'migrations'));
  if (!isSeeded(db)) seed(db, opts.seedPassword ?? 'demo-password');

  const ctx: AppContext = {
    db,
    debug: opts.debug ?? false,
    secret: loadSecret(db),
    distDir: opts.distDir ?? path.resolve(process.cwd(), 'dist'),
    assetsDir: path.join(rootDir, 'demo-host', 'assets'),
    bulkBatchSize: opts.bulkBatchSize ?? 5,
    strictCsp: opts.strictCsp ?? false,
    dev: opts.dev ?? false,
    otherSiteOrigin: opts.otherSiteOrigin,
    events: new EventFeed(db, opts.events),
  };

  const app = Fastify({
    logger: false,
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        allErrors: true,
        removeAdditional: false,
        allowUnionTypes: true,
      },
    },
  });

  registerCookies(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1 } });
  app.addContentTypeParser('application/system+jwt', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );

  registerRequestLog(app, opts.logger ?? false);
  registerAuthHooks(app, ctx);
  registerErrorHandling(app, ctx);
  registerStatic(app, ctx);
  if (ctx.dev) app.decorate('devReload', registerDevReload(app, opts.devHeartbeatMs));
  registerApi(app, ctx);
  registerPages(app, ctx);

  // Scheduled drafts are published once now and then on a timer, which stops before the
  // database closes (tests start and stop the server many times).
  const publisher = startDraftPublisher(ctx, opts.draftPublishIntervalMs);
  app.decorate('draftPublisher', publisher);
  app.decorate('events', ctx.events);
  // Every write a request made is published as soon as it is answered (the feed also polls).
  app.addHook('onResponse', async () => ctx.events.drain());
  app.addHook('preClose', async () => ctx.events.stop());
  app.addHook('onClose', async () => {
    publisher.stop();
    db.close();
  });
  return app;
}

function registerRequestLog(app: FastifyInstance, enabled: boolean): void {
  app.addHook('onRequest', async (req) => {
    req.startTime = performance.now();
  });
  if (!enabled) return;
  app.addHook('onResponse', async (req, reply) => {
    const ms = (performance.now() - req.startTime).toFixed(1);
    process.stdout.write(`${req.method} ${req.url.split('?')[0]} ${reply.statusCode} ${ms}ms\n`);
  });
}

function isApi(url: string): boolean {
  return url.startsWith('/api/');
}

function registerErrorHandling(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApi(req.url)) {
      reply.header('Access-Control-Expose-Headers', PAGING_HEADERS.join(', '));
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });

  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    let status = 500;
    let body: Record<string, unknown>;
    if (err instanceof HttpError) {
      status = err.status;
      body = { message: err.message, status, ...err.extra };
    } else if ('validation' in err && err.validation) {
      const ve = validationError(
        fieldErrorsFromAjv(err.validation as never, err.validationContext),
      );
      status = ve.status;
      body = { message: ve.message, status, ...ve.extra };
    } else if (
      typeof err.statusCode === 'number' &&
      err.statusCode >= 400 &&
      err.statusCode < 500
    ) {
      status = err.statusCode;
      body = { message: clientMessage(err), status };
    } else {
      body = { message: 'Something went wrong on the server.', status };
      if (!ctx.debug) req.log.error(err);
      process.stderr.write(`[demo-host] ${req.method} ${req.url}: ${err.stack ?? err.message}\n`);
    }
    if (ctx.debug) body.trace = err.stack;
    reply.status(status);
    if (isApi(req.url) || !req.headers.accept?.includes('text/html')) return reply.send(body);
    return sendErrorPage(
      ctx,
      req,
      reply,
      status,
      String(body.message),
      ctx.debug ? err.stack : undefined,
    );
  });

  app.setNotFoundHandler((req, reply) => {
    if (isApi(req.url)) {
      return reply
        .status(404)
        .send({ message: `No route for ${req.method} ${req.url.split('?')[0]}.`, status: 404 });
    }
    return sendErrorPage(ctx, req, reply, 404, 'The page you were looking for could not be found.');
  });
}

function clientMessage(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'The request body is empty.';
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return 'The uploaded file was too big.';
  return err.message;
}
