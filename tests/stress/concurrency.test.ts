// 200 concurrent bookmark and reaction writes from eight users: the database must end up
// exactly as the sum of the operations (no lost update), checked in SQLite itself.
import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { signIn, type Session } from './support/session';
import { startServerProcess, type ServerProcess } from './support/server';

const USERS = [
  'admin',
  'moderator',
  'member',
  'member2',
  'private-user',
  'sam-lee',
  'ana-garcia',
  'kenji',
];

let server: ServerProcess;
before(async () => {
  server = await startServerProcess();
});
after(async () => {
  await server?.stop();
});

it('200 concurrent bookmark and reaction writes from 8 users lose no update', async () => {
  const sessions: Session[] = await Promise.all(USERS.map((u) => signIn(server.url, u)));
  // Open discussions every member may see and react to: 15 to react on, 10 to bookmark.
  const visible = (await (
    await sessions[2]!.request('GET', '/discussions?limit=100')
  ).json()) as Array<{
    discussionID: number;
    closed: boolean;
  }>;
  const open = visible.filter((d) => !d.closed).map((d) => d.discussionID);
  assert.ok(open.length >= 25, 'the seed has enough open discussions');
  const REACTED = open.slice(0, 15);
  const BOOKMARKED = open.slice(15, 25);
  const db = new Database(server.dbPath, { readonly: true, fileMustExist: true });
  const likeTag = (
    db.prepare("SELECT tagID FROM reaction_types WHERE urlcode = 'Like'").get() as { tagID: number }
  ).tagID;
  const upTag = (
    db.prepare("SELECT tagID FROM reaction_types WHERE urlcode = 'Up'").get() as { tagID: number }
  ).tagID;

  // Each user reacts Like on the first 8 of REACTED and Up on the other 7 (120 writes), and
  // bookmarks all of BOOKMARKED (80 writes): 200 requests, all in flight at once.
  const ops: Array<Promise<Response>> = [];
  for (const s of sessions) {
    REACTED.forEach((id, i) =>
      ops.push(
        s.request('POST', `/discussions/${id}/reactions`, { reactionType: i < 8 ? 'Like' : 'Up' }),
      ),
    );
    for (const id of BOOKMARKED)
      ops.push(s.request('PUT', `/discussions/${id}/bookmark`, { bookmarked: true }));
  }
  assert.equal(ops.length, 200);
  const started = Date.now();
  const responses = await Promise.all(ops);
  const ms = Date.now() - started;
  const failed = responses.filter((r) => r.status >= 400);
  assert.deepEqual(
    await Promise.all(failed.map(async (r) => `${r.status} ${await r.text()}`)),
    [],
    'every write succeeds',
  );

  const userIDs = sessions.map((s) => s.userID);
  const reactionOf = db.prepare(
    "SELECT tagID FROM reactions WHERE recordType = 'discussion' AND recordID = ? AND userID = ?",
  );
  REACTED.forEach((id, i) => {
    for (const userID of userIDs) {
      const row = reactionOf.get(id, userID) as { tagID: number } | undefined;
      assert.equal(row?.tagID, i < 8 ? likeTag : upTag, `user ${userID} on discussion ${id}`);
    }
  });
  const bookmarkOf = db.prepare(
    'SELECT bookmarked FROM user_discussion WHERE userID = ? AND discussionID = ?',
  );
  for (const id of BOOKMARKED) {
    for (const userID of userIDs) {
      assert.equal(
        (bookmarkOf.get(userID, id) as { bookmarked: number } | undefined)?.bookmarked,
        1,
      );
    }
  }
  // The API's derived score agrees with the rows: every one of our users counts once.
  const score = await (await sessions[2]!.request('GET', `/discussions/${REACTED[10]}`)).json();
  const points = db
    .prepare(
      "SELECT COALESCE(SUM(rt.points), 0) AS s FROM reactions r JOIN reaction_types rt USING (tagID) WHERE r.recordType = 'discussion' AND r.recordID = ?",
    )
    .get(REACTED[10]) as { s: number };
  assert.equal((score as { score: number }).score, points.s);
  db.close();
  console.log(`concurrency: 200 writes from ${USERS.length} users in ${ms} ms, 0 failed, 0 lost`);
});
