/**
 * rich2 bodies (spec 04 §3) in a fresh database, made from the fixtures of 04 §10
 * (api/fixtures/rich2, read at seed time): discussion 20 holds every block and mark, a mention
 * of `member` and one embed of each type the fixtures have (image card, inline image, file,
 * link card, inline link, youtube, iframe) plus a vimeo card; its first comment holds the quote
 * embed and a spoiler. Both keep their rich2 source beside the HTML, as posts written through
 * the API do. The fixtures' forum address `https://dev.vanilla.local` becomes site paths, and
 * their uploads the two files seeded here (media 1 and 2), which the demo host serves.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { prepareBody } from '../lib/format.ts';
import { hoursBefore } from './content.ts';

/** A 96×64 blue checkerboard. */
const SAMPLE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiUlEQVR42u3YMQ0AIAxFwTpBCKLwgEikMNdAg4ByScdON738mPuWN9Yp77f/AAQIECBAgAC1BQLx/gcECBAgQIAA9QUCoaQBAQIECBAge5BQVNKAAAECBAiQPUgoKmlAgAABAgTIHgQOECBAgAABAmQPUtKAAAECBAgQIHuQkgYECBAgQIAAtfhP74EWLAqTZ40AAAAASUVORK5CYII=';
const SAMPLE_TEXT =
  'Release checklist\n\n1. Run the tests\n2. Build the library\n3. Reset the demo host\n';

type Json = Record<string, unknown>;
/** Read from the repository root, as the server finds its migrations (`process.cwd()`). */
const FIXTURES = path.resolve(process.cwd(), 'api', 'fixtures', 'rich2');
const FORUM = 'https://dev.vanilla.local';
const PNG_BYTES = Buffer.from(SAMPLE_PNG, 'base64');

/** The seeded uploads, as the fixtures' embed data describes an upload. */
const IMAGE = { url: '/uploads/1/checkerboard.png', name: 'checkerboard.png', type: 'image/png' };
const FILE = { url: '/uploads/2/checklist.txt', name: 'checklist.txt', type: 'text/plain' };

/** A fixture's document, its forum URLs made site paths and its uploads the seeded ones. */
function fixture(name: string): Json[] {
  const file = fs.readdirSync(FIXTURES).find((f) => f.startsWith(`${name}-`));
  if (!file) throw new Error(`No rich2 fixture ${name}`);
  const raw = fs.readFileSync(path.join(FIXTURES, file), 'utf8');
  return (JSON.parse(raw) as { rich2: Json[] }).rich2.map((n) => localized(n));
}

function localized(node: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (typeof v === 'string') out[k] = v.startsWith(FORUM) ? v.slice(FORUM.length) : v;
    else if (Array.isArray(v))
      out[k] = v.map((c) => (typeof c === 'object' && c ? localized(c as Json) : c));
    else out[k] = typeof v === 'object' && v !== null ? localized(v as Json) : v;
  }
  if (out.dataSourceType === 'image' && typeof out.embedData === 'object') {
    const upload = { ...IMAGE, size: PNG_BYTES.length, width: 96, height: 64, mediaID: 1 };
    out.url = IMAGE.url;
    out.embedData = { ...(out.embedData as Json), ...upload };
  }
  if (out.dataSourceType === 'file' && typeof out.embedData === 'object') {
    out.url = FILE.url;
    out.embedData = { ...(out.embedData as Json), ...FILE, size: SAMPLE_TEXT.length, mediaID: 2 };
  }
  if (out.type === '@') Object.assign(out, { userID: 3, name: 'member', url: '/profile/member' });
  return out;
}

/** A vimeo card written per 04 §5.3 (the fixtures have none). */
const VIMEO: Json = {
  type: 'rich_embed_card',
  dataSourceType: 'url',
  url: 'https://vimeo.com/76979871',
  embedData: {
    url: 'https://vimeo.com/76979871',
    embedType: 'vimeo',
    name: 'The New Vimeo Player (You Know, For Videos)',
    videoID: '76979871',
    height: 360,
    width: 640,
    photoUrl: 'https://i.vimeocdn.com/video/452001751-8b1768af2e2de0c8dfe2e2d3e9e5d9c8_640.jpg',
  },
  children: [{ text: '' }],
};

const para = (text: string): Json => ({ type: 'p', children: [{ text }] });

export function showcaseDoc(): Json[] {
  return [
    ...['05', '02', '03', '07', '09', '11', '12', '14', '16', '17'].flatMap(fixture),
    para('Every kind of embed:'),
    ...['18', '19', '20', '21', '22', '23', '24'].flatMap(fixture),
    VIMEO,
  ];
}

/** The first comment: a quote of the first comment of discussion 1, and a spoiler. */
export function quoteDoc(): Json[] {
  const [quote, ...rest] = fixture('25');
  const data = (quote?.embedData ?? {}) as Json;
  const url = '/discussion/comment/1#Comment_1';
  const insertUser = { userID: 2, name: 'moderator', url: '/profile/moderator' };
  return [
    { ...quote, url, embedData: { ...data, url, recordID: 1, insertUser } },
    ...rest,
    ...fixture('17'),
  ];
}

export function seedRich2Samples(db: Db): void {
  const media = db.prepare(
    'INSERT INTO media (mediaID, name, type, size, content, width, height, insertUserID, dateInserted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const png = PNG_BYTES;
  media.run(1, 'checkerboard.png', 'image/png', png.length, png, 96, 64, 2, hoursBefore(230));
  const txt = Buffer.from(SAMPLE_TEXT);
  media.run(2, 'checklist.txt', 'text/plain', txt.length, txt, null, null, 2, hoursBefore(230));

  const body = prepareBody(db, JSON.stringify(showcaseDoc()), 'rich2');
  db.prepare(
    'UPDATE discussions SET body = ?, format = ?, bodySource = ?, sourceFormat = ? WHERE discussionID = 20',
  ).run(body.html, body.format, body.source, body.format);
  const first = db
    .prepare(
      'SELECT commentID FROM comments WHERE discussionID = 20 ORDER BY dateInserted, commentID LIMIT 1',
    )
    .get() as { commentID: number } | undefined;
  if (!first) return;
  const reply = prepareBody(db, JSON.stringify(quoteDoc()), 'rich2');
  db.prepare(
    'UPDATE comments SET body = ?, format = ?, bodySource = ?, sourceFormat = ? WHERE commentID = ?',
  ).run(reply.html, reply.format, reply.source, reply.format, first.commentID);
}
