// The live stream's resilience in the browser (issue 36 §5): the server stopped and restarted
// (the client reconnects with backoff, resumes with Last-Event-ID and shows what was written
// while the server was down, once), the stream's faults (401, 403, 404, a CDN's HTML page, a
// network failure, an answer that never comes, a stream that falls silent), a guest's stream
// (nothing about a private category) and a strict CSP. Time runs on the page's clock: the
// backoff, the 60 s stall and the 2 min without retries are moved on, not waited out.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import path from 'node:path';
import type {
  Browser,
  BrowserContext,
  Page,
  Request as PwRequest,
  Response as PwResponse,
  Route,
} from 'playwright-core';
import { watchConsole } from './support/browser';
import {
  api,
  closeHostAndBrowser,
  type DemoHost,
  openHostAndBrowser,
  restartDemoHost,
} from './support/demoHost';
import { bellCount, memberContext, mention, showsCount } from './support/live';
import { CDN_PAGE, titleBarWorks } from './support/faults';

let host: DemoHost;
let browser: Browser;
before(async () => ({ host, browser } = await openHostAndBrowser()));
after(() => closeHostAndBrowser({ host, browser }));

/** A public discussion of the seed (Installation, "How do I configure SSO sign-in?"). */
const DISCUSSION_ID = 5;
/** The seed's private category: moderators and administrators only (demo-host/seed/content.ts). */
const STAFF_LOUNGE = 8;
/** A public category of the seed. */
const OFF_TOPIC = 7;
/** The client's stall limit and backoff bounds (src/features/live/). */
const STALL_MS = 60_000;
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;
/**
 * A gap between two requests is the backoff plus the page-clock time the failed answer took to
 * reach the page: `advance` moves on in 1 s steps while it travels (a refused connection, a
 * route's abort through the test process), a few steps under load.
 */
const ANSWER_STEPS_MS = 5_000;

const EVENTS_PATH = '/api/v2/events';
const isStream = (r: PwRequest | PwResponse): boolean => new URL(r.url()).pathname === EVENTS_PATH;

/** What the page's events requests were, on the page's clock, and what each stream said. */
interface StreamLog {
  calls: Array<{ at: number; lastEventID: string | null }>;
  /** Each stream's text as read so far, one entry per call that got a body. */
  texts: string[];
  /** The page-clock time of the last chunk any stream delivered. */
  lastChunkAt: number;
}

/**
 * Records the page's events requests from inside the page: when each was made on the page's
 * (fake) clock, its Last-Event-ID, and the text of each stream (its body is teed; the library
 * reads the other branch, which the fetch's own abort signal still ends). Observation only.
 */
async function recordStreams(page: Page): Promise<() => Promise<StreamLog>> {
  await page.addInitScript((eventsPath: string) => {
    const log: StreamLog = { calls: [], texts: [], lastChunkAt: 0 };
    (window as unknown as { __fwStreams: StreamLog }).__fwStreams = log;
    const original = window.fetch;
    window.fetch = async function (input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname !== eventsPath)
        return original.call(this, input, init);
      log.calls.push({
        at: Date.now(),
        lastEventID: new Headers(init?.headers).get('Last-Event-ID'),
      });
      const response = await original.call(this, input, init);
      if (!response.body) return response;
      const [theirs, mine] = response.body.tee();
      const index = log.texts.push('') - 1;
      void (async () => {
        const reader = mine.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          log.texts[index] += decoder.decode(value, { stream: true });
          log.lastChunkAt = Date.now();
        }
      })().catch(() => undefined);
      return new Response(theirs, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
  }, EVENTS_PATH);
  return () =>
    page.evaluate(() =>
      structuredClone((window as unknown as { __fwStreams: StreamLog }).__fwStreams),
    );
}

/** The events (`id`, `event`, `data`) in a stream's text; comments and bare ids left out. */
function eventsIn(text: string): Array<{ id: string; type: string; data: string }> {
  return text
    .split(/\n\n/)
    .map((block) => {
      const field = (name: string): string =>
        block
          .split('\n')
          .filter((l) => l.startsWith(`${name}:`))
          .map((l) => l.slice(name.length + 1).trim())
          .join('\n');
      return { id: field('id'), type: field('event'), data: field('data') };
    })
    .filter((e) => e.type !== '' && e.data !== '');
}

/** The last `id:` the stream's text named (events and bare ids alike). */
const lastIdIn = (text: string): string | undefined =>
  [...text.matchAll(/^id: ?(\d+)$/gm)].at(-1)?.[1];

/**
 * A member's `/discussions` with the page's clock installed before it loads and its events
 * requests recorded; resolves once the title bar and the list are up.
 */
async function openMemberPage(
  context: BrowserContext,
  prepare?: (page: Page) => Promise<unknown>,
  query = '',
): Promise<{ page: Page; streams: () => Promise<StreamLog>; seen: ConsoleSeen }> {
  const page = await context.newPage();
  const seen = watchConsole(page);
  await page.clock.install();
  const streams = await recordStreams(page);
  await prepare?.(page);
  await page.goto(`${host.url}/discussions${query}`);
  await page.getByRole('button', { name: /Notifications/ }).waitFor();
  await page.locator('[data-react="DiscussionList"] li.fw-discussionItem').first().waitFor();
  return { page, streams, seen };
}

/**
 * Moves the page's clock on by `ms` in steps of `step`, so that each answer the page waits for
 * (a refused connection, a fault) is handled between steps and the next backoff is scheduled
 * on the moved clock; stops early when `until` says so.
 */
async function advance(
  page: Page,
  ms: number,
  step = 1_000,
  until?: () => Promise<boolean>,
): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    if (until && (await until())) return;
    await page.clock.runFor(Math.min(step, ms - done));
  }
}

/** The gaps between consecutive events requests, on the page's clock. */
const gaps = (log: StreamLog): number[] =>
  log.calls.slice(1).map((c, i) => c.at - log.calls[i]!.at);

type ConsoleSeen = ReturnType<typeof watchConsole>;

/**
 * Nothing shown to the reader went wrong: no alert, no error toast, no uncaught error, and
 * nothing the library logged as an error (the browser's own "Failed to load resource" lines for
 * the faults are expected).
 */
async function noErrorShown(page: Page, seen: ConsoleSeen): Promise<void> {
  assert.equal(await page.locator('[role="alert"]:visible').count(), 0, 'no alert shown');
  assert.equal(await page.locator('.fw-toasts .fw-toast').count(), 0, 'no toast shown');
  assert.deepEqual(seen.pageErrors, []);
  assert.deepEqual(
    seen.errors.filter((e) => !/^Failed to load resource/.test(e)),
    [],
  );
}

describe('the live stream across a server restart', () => {
  it('reconnects with backoff, resumes with Last-Event-ID and shows what was written while down, once', async () => {
    const member = await memberContext(browser, host, 'member');
    try {
      const { page, streams, seen } = await openMemberPage(member);
      // The first stream has said where it is (its bare `id:` line).
      await page.waitForFunction(() => {
        const log = (window as unknown as { __fwStreams: StreamLog }).__fwStreams;
        return /^id: ?\d+$/m.test(log.texts[0] ?? '');
      });
      const resumeID = lastIdIn((await streams()).texts[0]!);
      assert.ok(resumeID, 'the stream named its current id');
      const userID = await page.evaluate(() =>
        Number(window.ForumWidgets!.config.currentUser?.userID),
      );
      const before = await bellCount(page);

      // The server goes down. The page's stream ends; its reconnections are refused meanwhile.
      await host.stop();
      await advance(page, 10_000);
      const whileDown = await streams();
      assert.ok(whileDown.calls.length >= 2, `retried while down: ${whileDown.calls.length}`);

      // While it is down, the forum notifies the member from outside any request (another
      // process on its database): the outbox's triggers record the events.
      const db = new Database(path.join(host.dir, 'forum.sqlite'));
      let notificationID: number;
      try {
        const now = new Date().toISOString();
        notificationID = Number(
          db
            .prepare(
              `INSERT INTO notifications (userID, activityType, reason, body, photoUserID, url,
                 recordType, recordID, discussionID, read, dateInserted, dateUpdated)
               VALUES (?, 'Mention', 'mention', ?, NULL, ?, 'discussion', ?, ?, 0, ?, ?)`,
            )
            .run(
              userID,
              'Written while the server was down.',
              `/discussion/${DISCUSSION_ID}`,
              DISCUSSION_ID,
              DISCUSSION_ID,
              now,
              now,
            ).lastInsertRowid,
        );
      } finally {
        db.close();
      }

      // Back up on the same port and data: the next reconnection gets through, at the backoff.
      host = await restartDemoHost(host);
      const resumed = page.waitForResponse((r) => isStream(r) && r.status() === 200);
      let got = false;
      void resumed.then(
        () => (got = true),
        () => undefined,
      );
      await advance(page, 2 * BACKOFF_MAX_MS, 1_000, async () => got);
      const response = await resumed;
      assert.equal(
        await response.request().headerValue('last-event-id'),
        resumeID,
        'the reconnection resumes from the id the first stream named',
      );
      await showsCount(page, before + 1);

      const log = await streams();
      for (const gap of gaps(log)) {
        assert.ok(gap >= BACKOFF_MIN_MS, `reconnections at least 1 s apart: ${gaps(log)}`);
        assert.ok(gap <= BACKOFF_MAX_MS + ANSWER_STEPS_MS, `and at most 60 s: ${gaps(log)}`);
      }
      // The notification written while down reaches the page exactly once, and so does a second
      // stall-and-resume (no replay of it again).
      await advance(page, STALL_MS + 2_000);
      const final = await streams();
      assert.ok(final.calls.length > log.calls.length, 'reconnected after 60 s of silence');
      const delivered = final.texts
        .flatMap(eventsIn)
        .filter(
          (e) =>
            e.type === 'notification.created' &&
            (JSON.parse(e.data) as { notificationID: number }).notificationID === notificationID,
        );
      assert.equal(delivered.length, 1, 'the missed notification is delivered once');
      await showsCount(page, before + 1);
      await noErrorShown(page, seen);
    } finally {
      await member.close();
    }
  });
});

/** The stream's answers after which the library never asks again (docs/live.md). */
const FINAL_FAULTS: Array<{ name: string; apply: (route: Route) => Promise<void> }> = [
  {
    name: '401',
    apply: (r) => r.fulfill({ status: 401, json: { message: 'Unauthorized', status: 401 } }),
  },
  {
    name: '403',
    apply: (r) => r.fulfill({ status: 403, json: { message: 'Permission Problem', status: 403 } }),
  },
  {
    name: '404',
    apply: (r) => r.fulfill({ status: 404, json: { message: 'Not Found', status: 404 } }),
  },
  {
    name: 'a CDN’s HTML page',
    apply: (r) => r.fulfill({ status: 502, contentType: 'text/html', body: CDN_PAGE }),
  },
];

describe('the stream’s faults in the browser', () => {
  for (const fault of FINAL_FAULTS) {
    it(`${fault.name}: the page works, no error is shown, and nothing retries for 2 min`, async () => {
      const member = await memberContext(browser, host, 'member');
      try {
        let met = 0;
        let answered!: () => void;
        const firstAnswered = new Promise<void>((resolve) => (answered = resolve));
        const { page, streams, seen } = await openMemberPage(member, (p) =>
          p.route(`**${EVENTS_PATH}`, async (route) => {
            met += 1;
            await fault.apply(route);
            answered();
          }),
        );
        await firstAnswered;
        await advance(page, 2 * 60_000, 2_000);
        assert.equal((await streams()).calls.length, 1, 'one events request in 2 min');
        assert.equal(met, 1);
        await titleBarWorks(page, `typed after ${fault.name}`);
        await noErrorShown(page, seen);
      } finally {
        await member.close();
      }
    });
  }

  it('a network failure: retries at the backoff, 1 s to 60 s apart', async () => {
    const member = await memberContext(browser, host, 'member');
    try {
      const { page, streams, seen } = await openMemberPage(member, (p) =>
        p.route(`**${EVENTS_PATH}`, (route) => route.abort('failed')),
      );
      await advance(page, 3 * 60_000);
      const log = await streams();
      assert.ok(log.calls.length >= 5, `retried: ${log.calls.length} requests in 3 min`);
      for (const gap of gaps(log)) {
        assert.ok(gap >= BACKOFF_MIN_MS, `at least 1 s apart: ${gaps(log)}`);
        assert.ok(gap <= BACKOFF_MAX_MS + ANSWER_STEPS_MS, `at most 60 s apart: ${gaps(log)}`);
      }
      // The ceiling grows: later gaps may be longer than the first, never shorter than 1 s, and
      // there are far fewer requests than seconds.
      assert.ok(log.calls.length < 60, `no retry loop: ${log.calls.length} requests`);
      await titleBarWorks(page, 'typed while the stream fails');
      await noErrorShown(page, seen);
    } finally {
      await member.close();
    }
  });

  it('an answer that never comes: reconnects after 60 s', async () => {
    const member = await memberContext(browser, host, 'member');
    try {
      // Held, never answered: Playwright's fulfil cannot hold a body open, so this stands for
      // a proxy that takes the request and says nothing, not even the headers.
      const held: Route[] = [];
      let arrived!: () => void;
      const firstHeld = new Promise<void>((resolve) => (arrived = resolve));
      const { page, streams, seen } = await openMemberPage(member, (p) =>
        p.route(`**${EVENTS_PATH}`, (route) => {
          held.push(route);
          arrived();
        }),
      );
      await firstHeld;
      // The page's clock also runs on by itself while the page loads, so "not before 60 s" is
      // read from the recorded request times, not from how far the test moved the clock.
      await advance(page, STALL_MS + 2_000, 500);
      const log = await streams();
      assert.equal(log.calls.length, 2, 'one reconnection once 60 s passed');
      assert.ok(gaps(log)[0]! >= STALL_MS, `not before 60 s: ${gaps(log)}`);
      assert.ok(gaps(log)[0]! <= STALL_MS + 1_000, `at 60 s: ${gaps(log)}`);
      await titleBarWorks(page, 'typed while the stream hangs');
      await noErrorShown(page, seen);
    } finally {
      await member.close();
    }
  });

  it('a stream that falls silent: reconnects after 60 s with Last-Event-ID', async () => {
    const member = await memberContext(browser, host, 'member');
    try {
      const { page, streams, seen } = await openMemberPage(member);
      // The host's stream sends its preamble and then nothing on the page's clock (its 25 s
      // heartbeat runs on the host's real clock, which a fast-forward does not move).
      await page.waitForFunction(() => {
        const log = (window as unknown as { __fwStreams: StreamLog }).__fwStreams;
        return /^id: ?\d+$/m.test(log.texts[0] ?? '');
      });
      const first = await streams();
      // As above: "not before 60 s" is read from the recorded times.
      const reconnect = page.waitForRequest(isStream);
      await advance(page, STALL_MS + 2_000, 500);
      const request = await reconnect;
      const log = await streams();
      assert.equal(log.calls.length, 2);
      // The preamble came right after the request: 60 s after it, and no later than the step
      // that crossed 60 s after its last line.
      const after = log.calls[1]!.at;
      assert.ok(
        after - first.calls[0]!.at >= STALL_MS,
        `after 60 s: ${after - first.calls[0]!.at}`,
      );
      assert.ok(
        after - first.lastChunkAt <= STALL_MS + 1_000,
        `at 60 s: ${after - first.lastChunkAt}`,
      );
      assert.equal(await request.headerValue('last-event-id'), lastIdIn(first.texts[0]!));
      await noErrorShown(page, seen);
    } finally {
      await member.close();
    }
  });
});

describe('a guest’s stream', () => {
  it('carries a public discussion’s event and nothing about the Staff Lounge', async () => {
    const guest = await browser.newContext();
    const moderator = await memberContext(browser, host, 'moderator');
    try {
      // Two raw streams read in their pages: a guest's, and a moderator's (who may see the
      // Staff Lounge, so the private events exist on the wire for someone).
      const open = async (context: BrowserContext): Promise<Page> => {
        const page = await context.newPage();
        await page.goto(`${host.url}/discussions`);
        await page.evaluate(async (eventsPath) => {
          const w = window as unknown as { __raw: string };
          w.__raw = '';
          const response = await fetch(eventsPath, { headers: { Accept: 'text/event-stream' } });
          const reader = response.body!.getReader();
          const decoder = new TextDecoder();
          const first = await reader.read();
          w.__raw += decoder.decode(first.value, { stream: true });
          void (async () => {
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              w.__raw += decoder.decode(value, { stream: true });
            }
          })();
        }, EVENTS_PATH);
        return page;
      };
      const guestPage = await open(guest);
      const modPage = await open(moderator);
      const post = async (body: Record<string, unknown>, where: string): Promise<number> => {
        const res = await api<{ discussionID: number; commentID?: number }>(
          modPage,
          'POST',
          where,
          body,
        );
        assert.equal(res.status, 201, JSON.stringify(res.json));
        return where === '/comments' ? res.json.commentID! : res.json.discussionID;
      };
      const privateID = await post(
        { name: 'Staff only', body: 'Private.', format: 'markdown', categoryID: STAFF_LOUNGE },
        '/discussions',
      );
      const privateComment = await post(
        { discussionID: privateID, body: 'Private reply.', format: 'markdown' },
        '/comments',
      );
      const publicID = await post(
        { name: 'For everyone', body: 'Public.', format: 'markdown', categoryID: OFF_TOPIC },
        '/discussions',
      );
      const raw = (page: Page): Promise<string> =>
        page.evaluate(() => (window as unknown as { __raw: string }).__raw);
      const created = (id: number) => (e: { type: string; data: string }) =>
        e.type === 'discussion.created' &&
        (JSON.parse(e.data) as { discussionID: number }).discussionID === id;
      // The later public event proves the earlier private ones were processed for both.
      for (const page of [guestPage, modPage])
        await page.waitForFunction(
          (id) => (window as unknown as { __raw: string }).__raw.includes(`"discussionID":${id},`),
          publicID,
        );
      const guestEvents = eventsIn(await raw(guestPage));
      const modEvents = eventsIn(await raw(modPage));
      assert.ok(guestEvents.some(created(publicID)), 'the guest hears of the public discussion');
      assert.ok(modEvents.some(created(privateID)), 'the moderator hears of the private one');
      assert.ok(
        modEvents.some(
          (e) =>
            e.type === 'comment.created' &&
            (JSON.parse(e.data) as { commentID: number }).commentID === privateComment,
        ),
      );
      const leaks = guestEvents.filter((e) => {
        const data = JSON.parse(e.data) as { discussionID?: number; categoryID?: number };
        return data.discussionID === privateID || data.categoryID === STAFF_LOUNGE;
      });
      assert.deepEqual(leaks, [], 'nothing about the Staff Lounge reaches the guest');
      assert.ok(!guestEvents.some((e) => e.type === 'counts' || e.type.startsWith('notification')));
    } finally {
      await guest.close();
      await moderator.close();
    }
  });
});

describe('the stream under a strict CSP', () => {
  it('updates the bell with zero CSP violations', async () => {
    const member = await memberContext(browser, host, 'member');
    const other = await memberContext(browser, host, 'member2');
    try {
      const page = await member.newPage();
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (e) => {
          seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      const { errors, pageErrors } = watchConsole(page);
      const opened = page.waitForResponse((r) => isStream(r) && r.status() === 200);
      const res = await page.goto(`${host.url}/discussions?csp=strict`);
      assert.match(res?.headers()['content-security-policy'] ?? '', /script-src 'self';/);
      await page.getByRole('button', { name: /Notifications/ }).waitFor();
      await opened;
      const userID = await page.evaluate(() =>
        Number(window.ForumWidgets!.config.currentUser?.userID),
      );
      const before = await bellCount(page);
      const poster = await other.newPage();
      await poster.goto(`${host.url}/discussions`);
      await mention(poster, DISCUSSION_ID, userID, 'member');
      await showsCount(page, before + 1);
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
        [],
      );
      assert.deepEqual(
        errors.filter((e) => /Content Security Policy|\[forum-widgets\]/.test(e)),
        [],
      );
      assert.deepEqual(pageErrors, []);
    } finally {
      await member.close();
      await other.close();
    }
  });
});
