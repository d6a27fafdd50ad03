/**
 * Migration 006: a demo database made before spec 04 (migrations 001–005, rich2 bodies in the
 * demo host's old ProseMirror shape) has its discussions, comments and drafts converted to 04's
 * documents and their HTML rendered again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase, type Db } from '../../demo-host/db/database';

const MIGRATIONS = path.resolve(__dirname, '../../demo-host/migrations');
type Node = Record<string, unknown>;

const text = (t: string, ...marks: Node[]): Node =>
  marks.length ? { type: 'text', text: t, marks } : { type: 'text', text: t };
const para = (...content: Node[]): Node => ({ type: 'paragraph', content });
const item = (...content: Node[]): Node => ({ type: 'list_item', content });
const OLD_DOC = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 3 }, content: [text('Title')] },
    para(
      text('Bold ', { type: 'bold' }),
      text('and both', { type: 'bold' }, { type: 'italic' }),
      { type: 'hard_break' },
      text('struck', { type: 'strike' }),
      text(' '),
      text('site', { type: 'link', attrs: { href: 'https://example.com/' } }),
      text(' hi '),
      { type: 'mention', attrs: { userID: 3, name: 'member' } },
    ),
    { type: 'blockquote', content: [para(text('Q1')), para(text('Q2'))] },
    { type: 'spoiler', content: [para(text('Hidden'))] },
    { type: 'code_block', content: [text('a < b\nc')] },
    {
      type: 'bullet_list',
      content: [
        item(para(text('One')), {
          type: 'ordered_list',
          attrs: { order: 1 },
          content: [item(para(text('Inner')))],
        }),
      ],
    },
    { type: 'image', attrs: { src: '/uploads/1/a.png', alt: 'An A', mediaID: 1 } },
    {
      type: 'attachment',
      attrs: { href: '/uploads/2/r.pdf', name: 'r.pdf', size: 1536, mediaID: 2 },
    },
  ],
};

let dir: string;
let db: Db;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rich2-migration-'));
  db = openDatabase(path.join(dir, 'old.sqlite'));
  // The database as today's main leaves it: the .sql migrations only, no code migration.
  expect(migrate(db, MIGRATIONS, [])).not.toContain('006_rich2_wire_format.ts');
  const now = new Date().toISOString();
  db.prepare(
    "INSERT INTO users (userID, name, email, passwordHash, dateInserted) VALUES (3, 'member', 'm@x', 'x', ?)",
  ).run(now);
  db.prepare(
    "INSERT INTO categories (categoryID, name, urlcode, dateInserted) VALUES (1, 'General', 'general', ?)",
  ).run(now);
  const source = JSON.stringify(OLD_DOC);
  db.prepare(
    `INSERT INTO discussions (discussionID, categoryID, name, body, format, insertUserID, dateInserted, dateLastComment, bodySource, sourceFormat)
     VALUES (1, 1, 'Old', '<p>old html</p>', 'rich2', 3, ?, ?, ?, 'rich2'), (2, 1, 'Html', '<p>x</p>', 'html', 3, ?, ?, '<p>x</p>', 'html')`,
  ).run(now, now, source, now, now);
  db.prepare(
    `INSERT INTO comments (commentID, discussionID, body, format, insertUserID, dateInserted, bodySource, sourceFormat)
     VALUES (1, 1, '<p>old</p>', 'rich2', 3, ?, ?, 'rich2')`,
  ).run(now, JSON.stringify({ type: 'doc', content: [para(text('A comment'))] }));
  db.prepare(
    `INSERT INTO drafts (draftID, recordType, attributes, insertUserID, dateInserted)
     VALUES (1, 'comment', ?, 3, ?), (2, 'comment', ?, 3, ?)`,
  ).run(
    JSON.stringify({
      body: JSON.stringify({ type: 'doc', content: [para(text('Draft'))] }),
      format: 'rich2',
      x: 1,
    }),
    now,
    JSON.stringify({ body: 'plain', format: 'text' }),
    now,
  );
  expect(migrate(db, MIGRATIONS)).toEqual(['006_rich2_wire_format.ts']);
});

afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const row = (sql: string): Record<string, string> =>
  db.prepare(sql).get() as Record<string, string>;
const cell = (sql: string): string => String(Object.values(row(sql))[0]);

it('converts an old discussion source to 04 nodes, node by node', () => {
  const nodes = JSON.parse(cell('SELECT bodySource FROM discussions WHERE discussionID = 1'));
  expect(nodes[0]).toEqual({ type: 'h3', children: [{ text: 'Title' }] });
  expect(nodes[1]).toEqual({
    type: 'p',
    children: [
      { text: 'Bold ', bold: true },
      { text: 'and both', bold: true, italic: true },
      { text: '\n' },
      { text: 'struck', strikethrough: true },
      { text: ' ' },
      { type: 'a', url: 'https://example.com/', children: [{ text: 'site' }] },
      { text: ' hi ' },
      { type: '@', children: [{ text: '' }], userID: 3, name: 'member' },
      { text: '' },
    ],
  });
  expect(nodes[2]).toEqual({
    type: 'blockquote',
    children: [
      { type: 'blockquote-line', children: [{ text: 'Q1' }] },
      { type: 'blockquote-line', children: [{ text: 'Q2' }] },
    ],
  });
  expect(nodes[3]).toEqual({
    type: 'spoiler',
    children: [
      {
        type: 'spoiler-content',
        children: [{ type: 'spoiler-item', children: [{ text: 'Hidden' }] }],
      },
    ],
  });
  expect(nodes[4].children).toEqual([
    { type: 'code_line', children: [{ text: 'a < b' }] },
    { type: 'code_line', children: [{ text: 'c' }] },
  ]);
  expect(nodes[5]).toEqual({
    type: 'ul',
    children: [
      {
        type: 'li',
        children: [
          { type: 'lic', children: [{ text: 'One' }] },
          {
            type: 'ol',
            children: [{ type: 'li', children: [{ type: 'lic', children: [{ text: 'Inner' }] }] }],
          },
        ],
      },
    ],
  });
  expect(nodes[6]).toMatchObject({
    type: 'rich_embed_card',
    dataSourceType: 'image',
    url: '/uploads/1/a.png',
    embedData: {
      url: '/uploads/1/a.png',
      name: 'An A',
      type: 'image/png',
      displaySize: 'large',
      float: 'none',
      mediaID: 1,
      embedType: 'image',
    },
  });
  expect(nodes[7]).toMatchObject({
    dataSourceType: 'file',
    embedData: {
      name: 'r.pdf',
      size: 1536,
      type: 'application/pdf',
      embedType: 'file',
      mediaID: 2,
    },
  });
});

it('renders the converted body again', () => {
  const html = cell('SELECT body FROM discussions WHERE discussionID = 1');
  for (const part of [
    '<h3 data-id="title">Title</h3>',
    '<p><strong>Bold </strong><em><strong>and both</strong></em><br>\n<s>struck</s> ',
    '<a href="https://example.com/" rel="nofollow noopener ugc">site</a>',
    '<a class="atMention" href="/profile/member" data-username="member" data-userid="3">@member</a>',
    '<p class="blockquote-line">Q2</p>',
    '<p class="spoiler-line">Hidden</p>',
    '<pre class="code codeBlock " spellcheck="false" tabindex="0">a &lt; b\nc\n</pre>',
    '<ul><li>One<ol><li>Inner</li></ol></li></ul>',
    '<img class="embedImage-img" src="/uploads/1/a.png" alt="An A"',
    'download="" aria-label="r.pdf">r.pdf</a>',
  ])
    expect(html).toContain(part);
});

it('converts comments and rich2 drafts, and leaves other formats alone', () => {
  expect(row('SELECT body, bodySource FROM comments WHERE commentID = 1')).toEqual({
    body: '<p>A comment</p>',
    bodySource: '[{"type":"p","children":[{"text":"A comment"}]}]',
  });
  expect(JSON.parse(cell('SELECT attributes FROM drafts WHERE draftID = 1'))).toEqual({
    body: '[{"type":"p","children":[{"text":"Draft"}]}]',
    format: 'rich2',
    x: 1,
  });
  expect(JSON.parse(cell('SELECT attributes FROM drafts WHERE draftID = 2')).body).toBe('plain');
  expect(row('SELECT body, bodySource FROM discussions WHERE discussionID = 2')).toEqual({
    body: '<p>x</p>',
    bodySource: '<p>x</p>',
  });
});
