/**
 * Fills an empty database with deterministic demo data (fixed dates, seeded PRNG).
 * Runs in one transaction.
 */
import type { Db } from '../db/database.ts';
import { seedPasswordHash } from '../lib/passwords.ts';
import { ROLE, ROLE_GRANTS } from '../auth/permissionNames.ts';
import { createRandom } from './random.ts';
import {
  BODIES,
  CATEGORIES,
  COMMENTS,
  REACTION_TYPES,
  TAGS,
  discussionTitles,
  hoursBefore,
} from './content.ts';
import { AUTHORS, USERS } from './users.ts';
import { seedExtras } from './seedExtras.ts';
import { seedRich2Samples } from './rich2Samples.ts';
import { seedPostPage, seedStreamThread } from './postPageSeed.ts';
import { seedContent } from './contentSeed.ts';
import { seedLayouts } from './layoutsSeed.ts';
import { DEFAULT_CONFIG } from './config.ts';

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n > 0;
}

export function seed(db: Db, password: string): void {
  db.transaction(() => {
    seedRolesAndUsers(db, password);
    seedCategories(db);
    const discussionCount = seedDiscussions(db);
    seedExtras(db, discussionCount);
    seedRich2Samples(db);
    seedPostPage(db, password);
    seedContent(db);
    seedLayouts(db);
    // Last, so that every earlier discussion, comment and user keeps its ID.
    seedStreamThread(db);
    const setConfig = db.prepare('INSERT INTO config (key, value) VALUES (?, ?)');
    for (const [key, value] of Object.entries(DEFAULT_CONFIG))
      setConfig.run(key, JSON.stringify(value));
    // The seed is history, not news: the live events its rows wrote (migration 007) go.
    db.exec('DELETE FROM events');
  })();
}

function seedRolesAndUsers(db: Db, password: string): void {
  const roles: [number, string, string, string, number][] = [
    [ROLE.guest, 'Guest', 'Visitors who are not signed in.', 'guest', 0],
    [ROLE.banned, 'Banned', 'Users who may no longer take part.', 'banned', 1],
    [ROLE.member, 'Member', 'Signed-in members.', 'member', 1],
    [ROLE.moderator, 'Moderator', 'Keeps the community tidy.', 'moderator', 1],
    [ROLE.admin, 'Administrator', 'Has every permission.', 'administrator', 1],
  ];
  const insertRole = db.prepare(
    'INSERT INTO roles (roleID, name, description, type, canSession, personalInfo, deletable, sort) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
  );
  roles.forEach(([id, name, description, type, canSession], i) =>
    insertRole.run(
      id,
      name,
      description,
      type,
      canSession,
      id === ROLE.moderator || id === ROLE.admin ? 1 : 0,
      i,
    ),
  );
  const grant = db.prepare(
    'INSERT INTO role_permissions (roleID, junctionTable, junctionID, permission) VALUES (?, ?, ?, ?)',
  );
  for (const [roleID, grants] of Object.entries(ROLE_GRANTS)) {
    for (const p of grants.global) grant.run(roleID, 'global', 0, p);
    for (const p of grants.category) grant.run(roleID, 'category', -1, p);
  }
  // Announcements (junction 2): everyone reads; members comment but cannot start discussions.
  for (const [roleID, grants] of Object.entries(ROLE_GRANTS)) {
    for (const p of grants.category) {
      if (Number(roleID) === ROLE.member && p === 'discussions.add') continue;
      grant.run(roleID, 'category', 2, p);
    }
  }
  // Staff Lounge (junction 8): moderators and administrators only.
  for (const roleID of [ROLE.moderator, ROLE.admin]) {
    for (const p of ROLE_GRANTS[roleID]?.category ?? []) grant.run(roleID, 'category', 8, p);
  }

  const insertUser = db.prepare(`INSERT INTO users
    (userID, name, email, passwordHash, title, banned, private, deleted, emailConfirmed, points, dateInserted, dateUpdated, dateLastActive)
    VALUES (@userID, @name, @email, @passwordHash, @title, @banned, @private, @deleted, @emailConfirmed, @points, @dateInserted, NULL, @dateLastActive)`);
  const insertUserRole = db.prepare('INSERT INTO user_roles (userID, roleID) VALUES (?, ?)');
  for (const u of USERS) {
    insertUser.run({
      userID: u.userID,
      name: u.name,
      email: `${u.name}@example.com`,
      passwordHash: seedPasswordHash(password),
      title: u.title,
      banned: u.banned ? 1 : 0,
      private: u.private ? 1 : 0,
      deleted: u.deleted ? 1 : 0,
      emailConfirmed: u.emailConfirmed === false ? 0 : 1,
      points: (11 - u.userID) * 7,
      dateInserted: hoursBefore(24 * 400 - u.userID * 24),
      dateLastActive: u.deleted ? null : hoursBefore(u.userID * 5),
    });
    for (const r of u.roleIDs) insertUserRole.run(u.userID, r);
  }
}

function seedCategories(db: Db): void {
  const insert = db.prepare(`INSERT INTO categories
    (categoryID, parentCategoryID, name, urlcode, description, displayAs, sort, permissionCategoryID, isArchived, dateInserted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const c of CATEGORIES) {
    insert.run(
      c.categoryID,
      c.parentCategoryID,
      c.name,
      c.urlcode,
      c.description,
      c.displayAs,
      c.categoryID,
      c.permissionCategoryID,
      c.isArchived ? 1 : 0,
      hoursBefore(24 * 390),
    );
  }
  const insertTag = db.prepare(
    'INSERT INTO tags (tagID, name, urlcode, type, dateInserted) VALUES (?, ?, ?, ?, ?)',
  );
  TAGS.forEach((name, i) =>
    insertTag.run(
      i + 1,
      name,
      name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      '',
      hoursBefore(24 * 380),
    ),
  );
  const insertReaction = db.prepare(
    'INSERT INTO reaction_types (tagID, urlcode, name, class, points, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  REACTION_TYPES.forEach((r, i) =>
    insertReaction.run(r.tagID, r.urlcode, r.name, r.class, r.points, i),
  );
}

/** Category of discussion n (1-based); the first ones are the special cases the widgets need. */
function categoryFor(n: number, pick: () => number): number {
  if (n <= 3) return 2; // announcements
  if (n <= 11) return n % 2 === 0 ? 3 : 4; // Q&A questions
  if (n <= 13) return 8; // staff only
  if (n === 14) return 9;
  if (n <= 16) return 10; // archive
  return [1, 1, 3, 5, 6, 7, 1, 6][pick()] ?? 1;
}

function seedDiscussions(db: Db): number {
  const rng = createRandom(20250601);
  const titles = discussionTitles();
  const insertDiscussion = db.prepare(`INSERT INTO discussions
    (discussionID, categoryID, type, name, body, format, bodySource, sourceFormat, insertUserID, dateInserted, dateUpdated, dateLastComment, lastUserID, pinned, pinLocation, closed, sink, resolved, statusID, countViews)
    VALUES (@discussionID, @categoryID, @type, @name, @body, 'wysiwyg', @body, 'wysiwyg', @insertUserID, @dateInserted, NULL, @dateLastComment, @lastUserID, @pinned, @pinLocation, @closed, @sink, @resolved, @statusID, @countViews)`);
  const insertComment =
    db.prepare(`INSERT INTO comments (discussionID, body, format, bodySource, sourceFormat, insertUserID, dateInserted, qnaStatus)
    VALUES (?, ?, 'wysiwyg', ?, 'wysiwyg', ?, ?, ?)`);
  const insertTag = db.prepare(
    'INSERT OR IGNORE INTO discussion_tags (discussionID, tagID) VALUES (?, ?)',
  );
  const insertReaction = db.prepare(
    'INSERT OR REPLACE INTO reactions (recordType, recordID, userID, tagID, dateInserted) VALUES (?, ?, ?, ?, ?)',
  );
  const qnaStatuses = [1, 2, 3, 4]; // Unanswered, Answered, Accepted, Rejected

  titles.forEach((title, index) => {
    const n = index + 1;
    const categoryID = categoryFor(n, () => rng.int(0, 7));
    const isQuestion = n >= 4 && n <= 11;
    const statusID = isQuestion ? (qnaStatuses[(n - 4) % 4] ?? 1) : null;
    const insertUserID = n <= 3 ? 1 : n === 15 ? 7 : n === 16 ? 5 : rng.pick(AUTHORS);
    const inserted = n * 11 + rng.int(0, 10);
    let commentCount = n === 17 ? 34 : statusID === 1 ? 0 : rng.int(statusID ? 1 : 0, 6);
    if (statusID && statusID > 1) commentCount = Math.max(commentCount, 2);
    let lastUserID = insertUserID;
    let lastDate = hoursBefore(inserted);
    const comments: [number, string, string | null][] = [];
    for (let c = 0; c < commentCount; c++) {
      const author = rng.pick(AUTHORS.filter((a) => a !== insertUserID));
      const hours = inserted - (c + 1) * (inserted / (commentCount + 2));
      let qna: string | null = null;
      if (c === 0 && statusID === 3) qna = 'accepted';
      if (c === 0 && statusID === 4) qna = 'rejected';
      comments.push([author, hoursBefore(hours), qna]);
      lastUserID = author;
      lastDate = hoursBefore(hours);
    }
    const title2 = isQuestion ? title.replace(/^Feedback on|^Tips for/, 'Question about') : title;
    insertDiscussion.run({
      discussionID: n,
      categoryID,
      type: isQuestion ? 'question' : 'discussion',
      name: n <= 3 ? ANNOUNCEMENT_TITLES[n - 1] : title2,
      body: n === 18 ? HTML_SAMPLE : (BODIES[n % BODIES.length] ?? ''),
      insertUserID,
      dateInserted: hoursBefore(inserted),
      dateLastComment: lastDate,
      lastUserID,
      pinned: n <= 3 ? 1 : 0,
      pinLocation: n === 1 ? 'recent' : n <= 3 ? 'category' : null,
      closed: n % 9 === 0 || n === 15 ? 1 : 0,
      sink: n % 13 === 0 ? 1 : 0,
      resolved: n % 5 === 0 ? 1 : 0,
      statusID,
      countViews: 10 + rng.int(0, 400),
    });
    for (const [author, date, qna] of comments) {
      const body = rng.pick(COMMENTS);
      insertComment.run(n, body, body, author, date, qna);
    }
    const tagCount = rng.int(0, 3);
    for (let t = 0; t < tagCount; t++) insertTag.run(n, rng.int(1, TAGS.length));
    if (n === 4) insertTag.run(n, 1);

    // Discussions 19-28 (public categories) each carry one reaction of every urlcode in turn.
    const showcase = n >= 19 && n < 19 + REACTION_TYPES.length;
    const reactors = AUTHORS.filter(() => rng.next() < 0.45);
    if (showcase && reactors.length === 0)
      reactors.push(AUTHORS.find((a) => a !== insertUserID) ?? 1);
    reactors.forEach((userID, i) => {
      const r =
        i === 0 && showcase
          ? REACTION_TYPES[n - 19]
          : rng.next() < 0.75
            ? REACTION_TYPES[0]
            : REACTION_TYPES[1];
      if (r) insertReaction.run('discussion', n, userID, r.tagID, hoursBefore(inserted - 1));
    });
  });
  return titles.length;
}

const ANNOUNCEMENT_TITLES = [
  'Welcome to the demo community!',
  'Community guidelines: please read before posting',
  'Scheduled maintenance this weekend',
];

const HTML_SAMPLE =
  '<h2>Formatting test</h2><p>This post has <strong>bold</strong>, <em>italic</em>, <code>inline code</code> and a <a href="https://example.com" rel="nofollow">link</a>.</p>' +
  '<ul><li>One</li><li>Two</li></ul><table><thead><tr><th>Plan</th><th>Price</th></tr></thead><tbody><tr><td>Free</td><td>0</td></tr></tbody></table>' +
  '<p>And a literal &lt;img src=x onerror=alert(1)&gt; that must stay text.</p>';
