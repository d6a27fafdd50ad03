/**
 * rich2 bodies in a fresh database, so the pages show every block the composer writes: the
 * body of discussion 20 (every block and mark, a mention, an uploaded image and file) and its
 * first comment (a quote and a spoiler). Both keep their rich2 source beside the HTML, as posts
 * written through the API do. Two uploads are seeded for them (media 1 and 2).
 */
import type { Db } from '../db/database.ts';
import { prepareBody } from '../lib/format.ts';
import { hoursBefore } from './content.ts';

/** A 96×64 blue checkerboard. */
const SAMPLE_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAiUlEQVR42u3YMQ0AIAxFwTpBCKLwgEikMNdAg4ByScdON738mPuWN9Yp77f/AAQIECBAgAC1BQLx/gcECBAgQIAA9QUCoaQBAQIECBAge5BQVNKAAAECBAiQPUgoKmlAgAABAgTIHgQOECBAgAABAmQPUtKAAAECBAgQIHuQkgYECBAgQIAAtfhP74EWLAqTZ40AAAAASUVORK5CYII=';
const SAMPLE_TEXT =
  'Release checklist\n\n1. Run the tests\n2. Build the library\n3. Reset the demo host\n';

const text = (t: string, ...marks: string[]): Record<string, unknown> =>
  marks.length
    ? { type: 'text', text: t, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: t };
const link = (t: string, href: string): Record<string, unknown> => ({
  type: 'text',
  text: t,
  marks: [{ type: 'link', attrs: { href } }],
});
const para = (...content: Record<string, unknown>[]): Record<string, unknown> => ({
  type: 'paragraph',
  content,
});
const item = (t: string): Record<string, unknown> => ({
  type: 'list_item',
  content: [para(text(t))],
});

export const SHOWCASE_DOC = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Everything the composer writes')] },
    para(
      text('Text can be '),
      text('bold', 'bold'),
      text(', '),
      text('italic', 'italic'),
      text(', '),
      text('struck through', 'strike'),
      text(' or '),
      text('inline code', 'code'),
      text('; links go '),
      link('inside the site', '/categories/general'),
      text(' or '),
      link('outside it', 'https://example.com/docs'),
      text('. Hello '),
      { type: 'mention', attrs: { userID: 3, name: 'member' } },
      text('!'),
      { type: 'hard_break' },
      text('A hard break starts this line.'),
    ),
    { type: 'heading', attrs: { level: 3 }, content: [text('Lists')] },
    { type: 'bullet_list', content: [item('Paragraphs and headings'), item('Quotes and code')] },
    {
      type: 'ordered_list',
      attrs: { order: 3 },
      content: [item('Third step'), item('Fourth step')],
    },
    { type: 'heading', attrs: { level: 4 }, content: [text('Quotes, code and spoilers')] },
    { type: 'blockquote', content: [para(text('A quoted paragraph.'))] },
    {
      type: 'code_block',
      content: [{ type: 'text', text: 'const answer = 42;\nconsole.log(answer < 100);' }],
    },
    { type: 'spoiler', content: [para(text('The butler did it.'))] },
    {
      type: 'image',
      attrs: { src: '/uploads/1/checkerboard.png', alt: 'A blue checkerboard', mediaID: 1 },
    },
    {
      type: 'attachment',
      attrs: {
        href: '/uploads/2/checklist.txt',
        name: 'checklist.txt',
        size: SAMPLE_TEXT.length,
        mediaID: 2,
      },
    },
  ],
};

export const QUOTE_DOC = {
  type: 'doc',
  content: [
    { type: 'blockquote', content: [para(text('Everything the composer writes', 'italic'))] },
    para(text('Nice overview. One more thing, hidden for those who have not finished yet:')),
    { type: 'spoiler', content: [para(text('It works in comments too.', 'bold'))] },
  ],
};

export function seedRich2Samples(db: Db): void {
  const media = db.prepare(
    'INSERT INTO media (mediaID, name, type, size, content, width, height, insertUserID, dateInserted) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const png = Buffer.from(SAMPLE_PNG, 'base64');
  media.run(1, 'checkerboard.png', 'image/png', png.length, png, 96, 64, 2, hoursBefore(230));
  const txt = Buffer.from(SAMPLE_TEXT);
  media.run(2, 'checklist.txt', 'text/plain', txt.length, txt, null, null, 2, hoursBefore(230));

  const body = prepareBody(db, JSON.stringify(SHOWCASE_DOC), 'rich2');
  db.prepare(
    'UPDATE discussions SET body = ?, format = ?, bodySource = ?, sourceFormat = ? WHERE discussionID = 20',
  ).run(body.html, body.format, body.source, body.format);
  const first = db
    .prepare(
      'SELECT commentID FROM comments WHERE discussionID = 20 ORDER BY dateInserted, commentID LIMIT 1',
    )
    .get() as { commentID: number } | undefined;
  if (!first) return;
  const reply = prepareBody(db, JSON.stringify(QUOTE_DOC), 'rich2');
  db.prepare(
    'UPDATE comments SET body = ?, format = ?, bodySource = ?, sourceFormat = ? WHERE commentID = ?',
  ).run(reply.html, reply.format, reply.source, reply.format, first.commentID);
}
