/**
 * Long-running bulk operations: DELETE /discussions/list, PATCH /discussions/move,
 * PATCH /discussions/close. Each request handles one batch of IDs; if IDs remain the
 * answer is 408 with a `callbackPayload`, and POST /calls/run continues the job,
 * which is stored in the `jobs` table (it survives restarts).
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError, fieldError, permissionError } from '../lib/errors.ts';
import { nowIso } from '../lib/time.ts';
import { signJwt, verifyJwt } from '../lib/jwt.ts';
import { getCategory } from '../model/categories.ts';
import { assertCan, visibleDiscussion } from './discussionAccess.ts';
import { deleteDiscussion } from './discussions.ts';
import { requireSignedIn } from './guards.ts';
import { obj } from './schemas.ts';

type Action = 'delete' | 'move' | 'close';
interface JobArgs {
  categoryID?: number;
  closed?: boolean;
}
interface JobRow {
  jobID: string;
  userID: number;
  action: Action;
  args: string;
  pendingIDs: string;
  successIDs: string;
  failedIDs: string;
  exceptionsByID: string;
  countTotalIDs: number;
  done: number;
}

const idsSchema = {
  type: 'array',
  items: { type: 'integer', minimum: 1 },
  minItems: 1,
  maxItems: 1000,
};

function applyOne(
  ctx: AppContext,
  req: FastifyRequest,
  action: Action,
  args: JobArgs,
  id: number,
): void {
  const d = visibleDiscussion(ctx, req, id);
  if (action === 'delete') {
    assertCan(req, 'delete', d);
    deleteDiscussion(ctx, id);
  } else if (action === 'move') {
    assertCan(req, 'move', d);
    if (d.type === 'redirect')
      throw new HttpError(400, 'Discussions of type "redirect" can\'t be moved.');
    ctx.db
      .prepare(
        'UPDATE discussions SET categoryID = ?, dateUpdated = ?, updateUserID = ? WHERE discussionID = ?',
      )
      .run(args.categoryID, nowIso(), req.viewer.userID, id);
  } else {
    assertCan(req, 'close', d);
    ctx.db
      .prepare(
        'UPDATE discussions SET closed = ?, dateUpdated = ?, updateUserID = ? WHERE discussionID = ?',
      )
      .run(args.closed ? 1 : 0, nowIso(), req.viewer.userID, id);
  }
}

/** Runs one batch of a job and answers 408 + callbackPayload, or 200 when done. */
function runBatch(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  job: JobRow,
): Record<string, unknown> {
  const pending = JSON.parse(job.pendingIDs) as number[];
  const success = JSON.parse(job.successIDs) as number[];
  const failed = JSON.parse(job.failedIDs) as number[];
  const exceptions = JSON.parse(job.exceptionsByID) as Record<
    string,
    { message: string; code: number }
  >;
  const args = JSON.parse(job.args) as JobArgs;
  const batch = pending.splice(0, ctx.bulkBatchSize);
  // Each answer reports only this step's IDs (clients add the steps up); the job keeps the totals.
  const step = {
    successIDs: [] as number[],
    failedIDs: [] as number[],
    exceptionsByID: {} as Record<string, { message: string; code: number }>,
  };
  ctx.db.transaction(() => {
    for (const id of batch) {
      try {
        applyOne(ctx, req, job.action, args, id);
        step.successIDs.push(id);
      } catch (e) {
        step.failedIDs.push(id);
        step.exceptionsByID[String(id)] =
          e instanceof HttpError
            ? { message: e.message, code: e.status }
            : { message: 'Unexpected error.', code: 500 };
      }
    }
    success.push(...step.successIDs);
    failed.push(...step.failedIDs);
    Object.assign(exceptions, step.exceptionsByID);
    ctx.db
      .prepare(
        'UPDATE jobs SET pendingIDs = ?, successIDs = ?, failedIDs = ?, exceptionsByID = ?, done = ?, dateUpdated = ? WHERE jobID = ?',
      )
      .run(
        JSON.stringify(pending),
        JSON.stringify(success),
        JSON.stringify(failed),
        JSON.stringify(exceptions),
        pending.length ? 0 : 1,
        nowIso(),
        job.jobID,
      );
  })();
  const progress = { ...step, countTotalIDs: job.countTotalIDs };
  if (pending.length === 0) {
    reply.status(200);
    return { progress };
  }
  reply.status(408);
  return {
    progress,
    callbackPayload: signJwt({ jobID: job.jobID, userID: job.userID }, ctx.secret),
  };
}

function startJob(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  action: Action,
  ids: number[],
  args: JobArgs,
): Record<string, unknown> {
  const unique = [...new Set(ids)];
  const jobID = crypto.randomUUID();
  const now = nowIso();
  ctx.db
    .prepare(
      'INSERT INTO jobs (jobID, userID, action, args, pendingIDs, countTotalIDs, dateInserted, dateUpdated) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      jobID,
      req.viewer.userID,
      action,
      JSON.stringify(args),
      JSON.stringify(unique),
      unique.length,
      now,
      now,
    );
  return runBatch(
    ctx,
    req,
    reply,
    ctx.db.prepare('SELECT * FROM jobs WHERE jobID = ?').get(jobID) as JobRow,
  );
}

export function registerBulkRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.delete<{ Body: { discussionIDs: number[] } }>(
    '/discussions/list',
    {
      schema: {
        body: obj({ discussionIDs: idsSchema, longRunnerMode: { type: 'string' } }, [
          'discussionIDs',
        ]),
      },
    },
    async (req, reply) => {
      requireSignedIn(req);
      if (!req.perms.inAnyCategory('discussions.delete'))
        throw permissionError(['discussions.delete']);
      return startJob(ctx, req, reply, 'delete', req.body.discussionIDs, {});
    },
  );

  app.patch<{ Body: { discussionIDs: number[]; categoryID: number; addRedirects?: boolean } }>(
    '/discussions/move',
    {
      schema: {
        body: obj(
          {
            discussionIDs: idsSchema,
            categoryID: { type: 'integer', minimum: 1 },
            addRedirects: { type: 'boolean' },
            postTypeID: { type: 'string' },
          },
          ['discussionIDs', 'categoryID'],
        ),
      },
    },
    async (req, reply) => {
      requireSignedIn(req);
      if (!req.perms.inAnyCategory('discussions.edit')) throw permissionError(['discussions.edit']);
      if (!getCategory(ctx.db, req.body.categoryID))
        throw fieldError('categoryID', 'The category does not exist.', 'exists');
      if (!req.perms.inCategory('discussions.add', req.body.categoryID))
        throw permissionError(['discussions.add'], [req.body.categoryID]);
      return startJob(ctx, req, reply, 'move', req.body.discussionIDs, {
        categoryID: req.body.categoryID,
      });
    },
  );

  app.patch<{ Body: { discussionIDs: number[]; closed?: boolean } }>(
    '/discussions/close',
    {
      schema: {
        body: obj({ discussionIDs: idsSchema, closed: { type: 'boolean' } }, ['discussionIDs']),
      },
    },
    async (req, reply) => {
      requireSignedIn(req);
      if (
        !req.perms.inAnyCategory('discussions.close') &&
        !req.perms.inAnyCategory('discussions.closeOwn')
      ) {
        throw permissionError(['discussions.close']);
      }
      return startJob(ctx, req, reply, 'close', req.body.discussionIDs, {
        closed: req.body.closed ?? true,
      });
    },
  );

  app.post<{ Body: string }>('/calls/run', async (req, reply) => {
    if (!req.headers['content-type']?.startsWith('application/system+jwt')) {
      throw new HttpError(415, 'The callback payload must be sent as application/system+jwt.');
    }
    const payload = typeof req.body === 'string' ? verifyJwt(req.body, ctx.secret) : null;
    if (!payload || typeof payload.jobID !== 'string')
      throw fieldError('callbackPayload', 'The callback payload is invalid.', 'invalid');
    const job = ctx.db.prepare('SELECT * FROM jobs WHERE jobID = ?').get(payload.jobID) as
      JobRow | undefined;
    if (!job) throw new HttpError(404, 'The job no longer exists.');
    if (job.userID !== req.viewer.userID) throw permissionError(['session.valid']);
    return runBatch(ctx, req, reply, job);
  });
}
