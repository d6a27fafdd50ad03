/**
 * Seed for the post page (issue 18), appended after everything else so no earlier ID moves:
 * the AI assistant (user 11), a signature for ana-garcia, and discussions 65-68: her 70-comment
 * thread (three pages of 30) with varied scores, reactions and two reports, a question with an
 * accepted and a rejected answer (and an AI answer), a closed discussion with comments, and a
 * discussion by the AI assistant. Their dates are older than every other discussion's last
 * comment, so the discussion list's first pages keep their order.
 * Discussion 71, the 340-comment thread of the reading stream (issue 37 §4), is seeded last of
 * all by `seedStreamThread`, after seed.ts's other steps.
 */
import type { Db } from '../db/database.ts';
import { ROLE } from '../auth/permissionNames.ts';
import { seedPasswordHash } from '../lib/passwords.ts';
import { setSignature } from '../model/postMeta.ts';
import { hoursBefore, REACTION_TYPES } from './content.ts';
import { createRandom } from './random.ts';

export const AI_ASSISTANT_USER_ID = 11;
/** The seeded discussions tests find by ID. */
export const POST_PAGE_SEED = {
  longThread: 65,
  longThreadComments: 70,
  question: 66,
  closed: 67,
  aiDiscussion: 68,
  /** 340 comments (12 pages of 30) for the reading stream (issue 37 §4); seeded last. */
  streamThread: 71,
  streamThreadComments: 340,
} as const;
/** The user whose seeded comments carry a signature. */
export const SIGNATURE_USER_ID = 9;

const REACTORS = [1, 2, 3, 4, 6, 8, 9, 10];
const code = (urlcode: string): number =>
  REACTION_TYPES.find((r) => r.urlcode === urlcode)?.tagID ?? 101;

export function seedPostPage(db: Db, password: string): void {
  db.prepare(
    `INSERT INTO users (userID, name, email, passwordHash, title, banned, private, deleted, emailConfirmed, points, dateInserted, dateUpdated, dateLastActive)
     VALUES (?, 'AI Assistant', 'ai-assistant@example.com', ?, 'AI Assistant', 0, 0, 0, 1, 0, ?, NULL, ?)`,
  ).run(AI_ASSISTANT_USER_ID, seedPasswordHash(password), hoursBefore(24 * 200), hoursBefore(24));
  db.prepare('INSERT INTO user_roles (userID, roleID) VALUES (?, ?)').run(
    AI_ASSISTANT_USER_ID,
    ROLE.member,
  );
  setSignature(
    db,
    SIGNATURE_USER_ID,
    '<p>Ana García · Community helper · <a href="https://example.com/ana">example.com/ana</a></p><p><img src="/uploads/1/checkerboard.png" alt="Ana\'s banner"></p>',
  );

  const insertDiscussion = db.prepare(`INSERT INTO discussions
    (discussionID, categoryID, type, name, body, format, bodySource, sourceFormat, insertUserID, dateInserted, dateLastComment, lastUserID, closed, statusID, countViews)
    VALUES (?, ?, ?, ?, ?, 'html', ?, 'html', ?, ?, ?, ?, ?, ?, ?)`);
  const insertComment = db.prepare(`INSERT INTO comments
    (discussionID, body, format, bodySource, sourceFormat, insertUserID, dateInserted, qnaStatus)
    VALUES (?, ?, 'html', ?, 'html', ?, ?, ?)`);
  const react = db.prepare(
    'INSERT OR REPLACE INTO reactions (recordType, recordID, userID, tagID, dateInserted) VALUES (?, ?, ?, ?, ?)',
  );

  /** A discussion and its comments (author, HTML, Q&A mark); returns the comment IDs. */
  const thread = (
    d: {
      id: number;
      categoryID: number;
      type?: string;
      name: string;
      body: string;
      author: number;
      hours: number;
      closed?: boolean;
      statusID?: number;
    },
    comments: [number, string, string | null][],
  ): number[] => {
    const step = (d.hours - 800) / (comments.length + 1);
    const dates = comments.map((_, i) => hoursBefore(d.hours - (i + 1) * step));
    const last = comments.at(-1);
    insertDiscussion.run(
      d.id,
      d.categoryID,
      d.type ?? 'discussion',
      d.name,
      d.body,
      d.body,
      d.author,
      hoursBefore(d.hours),
      dates.at(-1) ?? hoursBefore(d.hours),
      last?.[0] ?? d.author,
      d.closed ? 1 : 0,
      d.statusID ?? null,
      40 + d.id,
    );
    return comments.map(([author, body, qna], i) =>
      Number(insertComment.run(d.id, body, body, author, dates[i], qna).lastInsertRowid),
    );
  };

  // 65: the long thread. Comment n (1-based) says so; scores vary from about -3 to +6.
  const rng = createRandom(20250618);
  const codes = ['Up', 'Up', 'Up', 'Down', 'Like', 'Awesome', 'Insightful', 'LOL', 'Agree'];
  const longComments: [number, string, null][] = [];
  for (let n = 1; n <= POST_PAGE_SEED.longThreadComments; n++) {
    const author = REACTORS[(n * 5) % REACTORS.length] ?? 8;
    // The thread is ana-garcia's (her signature shows on the original post); she does not reply.
    longComments.push([
      author === 9 ? 8 : author,
      `<p>Comment ${n} of the long thread. ${LONG_THREAD_LINES[n % LONG_THREAD_LINES.length]}</p>`,
      null,
    ]);
  }
  const longIDs = thread(
    {
      id: POST_PAGE_SEED.longThread,
      categoryID: 1,
      name: 'A long thread: seventy comments for the pager',
      body: '<p>This thread has seventy comments, three pages of thirty, with votes and reactions on many of them. Sort it by oldest, newest, top or trending.</p>',
      author: SIGNATURE_USER_ID,
      hours: 2400,
    },
    longComments,
  );
  longIDs.forEach((commentID, i) => {
    const author = longComments[i]?.[0];
    for (const userID of REACTORS) {
      if (userID === author || rng.next() > 0.45) continue;
      react.run('comment', commentID, userID, code(rng.pick(codes)), hoursBefore(790));
    }
  });
  // Two reports (Flag-class reactions) on the fifth comment, for the moderators' report count.
  const reported = longIDs[4];
  if (reported !== undefined) {
    react.run('comment', reported, 4, code('Spam'), hoursBefore(795));
    react.run('comment', reported, 10, code('Abuse'), hoursBefore(795));
  }

  // 66: a question by member with an accepted, a rejected, an AI and an unmarked answer.
  const qIDs = thread(
    {
      id: POST_PAGE_SEED.question,
      categoryID: 3,
      type: 'question',
      name: 'Question: how do I move my forum to a new domain?',
      body: '<p>We are moving the community to a new domain. What has to change so that old links keep working?</p>',
      author: 3,
      hours: 2300,
      statusID: 3,
    },
    [
      [
        9,
        '<p>Add a redirect from every old path to the new domain, then update the canonical URL setting.</p>',
        'accepted',
      ],
      [10, '<p>Just change the DNS, nothing else is needed.</p>', 'rejected'],
      [
        AI_ASSISTANT_USER_ID,
        '<p>Summary of the answers so far: redirect the old paths with a 301, update the canonical URL and the e-mail links, then test a few old links.</p>',
        null,
      ],
      [4, '<p>Remember to update the single sign-on callback URL as well.</p>', null],
    ],
  );
  const accepted = qIDs[0];
  if (accepted !== undefined)
    for (const u of [1, 2, 4]) react.run('comment', accepted, u, code('Up'), hoursBefore(900));

  // 67: a closed discussion with comments.
  thread(
    {
      id: POST_PAGE_SEED.closed,
      categoryID: 1,
      name: 'Closed: the old mobile app is retired',
      body: '<p>The old mobile app has been retired. This discussion is closed; the new app has its own thread.</p>',
      author: 2,
      hours: 2200,
      closed: true,
    },
    [
      [3, '<p>Thanks for the notice. Will the new app keep my settings?</p>', null],
      [2, '<p>Yes, settings move over when you sign in.</p>', null],
      [9, '<p>Works for me, thank you!</p>', null],
    ],
  );

  // 68: a discussion by the AI assistant.
  thread(
    {
      id: POST_PAGE_SEED.aiDiscussion,
      categoryID: 3,
      name: 'Weekly digest: the most helpful answers',
      body: '<p>This digest was written by the AI assistant from the week’s accepted answers. Reply if something is missing.</p>',
      author: AI_ASSISTANT_USER_ID,
      hours: 2100,
    },
    [[3, '<p>Handy, thanks. Could the digest link each answer?</p>', null]],
  );
}

const LONG_THREAD_LINES = [
  'I agree with the points above.',
  'Here is another angle to consider.',
  'Has anyone measured this?',
  'That matches what I saw last week.',
  'Thanks for the detailed write-up.',
  'I would like to see this in the next release.',
  'Could someone share a screenshot?',
];

/** Who writes the stream thread's comments, in turn (never its author, sam-lee). */
const STREAM_AUTHORS = [3, 4, 9, 10, 2, 6];
const STREAM_START = Date.parse('2024-01-01T08:00:00.000Z');
const STREAM_PARAGRAPHS = [
  'The reading stream loads the next page of thirty as you scroll, so this thread is long enough to need twelve of them.',
  'Short comments and long ones alternate on purpose: the stream has to keep its place when the heights differ.',
  'If you read this far, the stream remembered where you stopped; the list counts the comments that came after.',
  'Scroll back up and the comments above stay where they were, without the page jumping under your finger.',
];

/** Comment n's HTML: one line, two sentences, or three or four paragraphs, by n. */
function streamCommentBody(n: number, total: number): string {
  const first = `Comment ${n} of ${total}.`;
  const line = (k: number): string => STREAM_PARAGRAPHS[k % STREAM_PARAGRAPHS.length] ?? '';
  const paragraphs = n % 11 === 0 ? 4 : n % 7 === 0 ? 3 : 1;
  if (paragraphs === 1) return n % 2 === 0 ? `<p>${first}</p>` : `<p>${first} ${line(n)}</p>`;
  const rest = Array.from({ length: paragraphs - 1 }, (_, i) => `<p>${line(n + i + 1)}</p>`);
  return `<p>${first} ${line(n)}</p>${rest.join('')}`;
}

/**
 * 71: a very long thread (issue 37 §4), 340 comments in General, one every two hours from
 * 2024-01-01: older than every other discussion, so it sorts last in the newest-first lists.
 * Seeded after everything else so that no earlier discussion, comment or user ID moves.
 */
export function seedStreamThread(db: Db): void {
  const total = POST_PAGE_SEED.streamThreadComments;
  const at = (hours: number): string => new Date(STREAM_START + hours * 3600_000).toISOString();
  const authorOf = (n: number): number => STREAM_AUTHORS[n % STREAM_AUTHORS.length] ?? 3;
  const body =
    '<p>This thread has 340 comments, twelve pages of thirty, for the post page’s reading stream: scroll through it, leave it and come back to the first comment you have not read.</p>';
  db.prepare(
    `INSERT INTO discussions
    (discussionID, categoryID, type, name, body, format, bodySource, sourceFormat, insertUserID, dateInserted, dateLastComment, lastUserID, closed, statusID, countViews)
    VALUES (?, 1, 'discussion', ?, ?, 'html', ?, 'html', 8, ?, ?, ?, 0, NULL, ?)`,
  ).run(
    POST_PAGE_SEED.streamThread,
    'A very long thread: 340 comments for the reading stream',
    body,
    body,
    at(0),
    at(2 * total),
    authorOf(total),
    40 + POST_PAGE_SEED.streamThread,
  );
  const insertComment = db.prepare(`INSERT INTO comments
    (discussionID, body, format, bodySource, sourceFormat, insertUserID, dateInserted, qnaStatus)
    VALUES (?, ?, 'html', ?, 'html', ?, ?, NULL)`);
  for (let n = 1; n <= total; n++) {
    const html = streamCommentBody(n, total);
    insertComment.run(POST_PAGE_SEED.streamThread, html, html, authorOf(n), at(2 * n));
  }
}
