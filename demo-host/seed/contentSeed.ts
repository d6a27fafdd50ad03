/**
 * Seed for user content display (issue 19), appended after the post page's seed so no earlier
 * ID moves: discussion 69 'Everything a post can hold' holds every block of the server HTML
 * contract (docs/content-display.md) and three comments (code only; one by ana-garcia, whose
 * signature has an image, and which the post's hash link points at; one with a callout and a
 * legacy spoiler); discussion 70 'Plain words only' has no code anywhere, for the "the
 * highlighter loads only when code exists" check. Bodies are posted as `html` through the same
 * sanitiser as members' posts, so the stored body is what a member could have written; embed
 * placeholders keep the URL only and are filled in when served (lib/embedData.ts). Their dates
 * are older than every other discussion's last comment, so list orders elsewhere do not move.
 */
import type { Db } from '../db/database.ts';
import { prepareBody } from '../lib/format.ts';
import { hoursBefore } from './content.ts';
import { SIGNATURE_USER_ID } from './postPageSeed.ts';

/** The seeded discussions tests find by ID. */
export const CONTENT_SEED = { everything: 69, plainWords: 70 } as const;
const SAM_LEE = 8;
const KENJI = 10;
const MEMBER2 = 4;

const embed = (url: string): string => `<div class="js-embed" data-embed-url="${url}"></div>`;

const COLLAPSIBLE_LINES = [
  'The harbour opened in 1872, when the first stone pier was finished after nine winters of work.',
  'Fishing boats used the inner basin; the outer basin took the steamers that carried mail to the islands.',
  'A storm in 1903 broke the old pier in two places, and the town rebuilt it longer and higher.',
  'The lighthouse followed in 1911. Its lamp burned paraffin until the keepers got electricity in 1950.',
  'The fish market moved to the quay in 1926, and the smell moved with it, as the older neighbours like to say.',
  'During the war the outer basin was closed with a boom, and the steamers anchored off the point instead.',
  'Ferries replaced the steamers in the sixties; the last one to the islands still leaves at seven every morning.',
  'Today the inner basin is a marina, and the old customs house is the museum this post is about.',
];

const CODE_JS = `// Count the posts each member wrote this week.
const counts = new Map();
for (const post of posts) {
  if (Date.now() - post.date < 7 * 86_400_000) {
    counts.set(post.author, (counts.get(post.author) ?? 0) + 1);
  }
}
console.log([...counts].sort((a, b) => b[1] - a[1]).slice(0, 3));`;

const CODE_CSS = `.userContent .callout-warning {
  border-left: 4px solid #b45309;
  background: #fffbeb;
  padding: 8px 12px;
}`;

const CODE_PLAIN = `$ npm run demo:reset
Database deleted; a fresh seeded one is ready.`;

const escCode = (code: string): string =>
  code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function everythingBody(anchorCommentID: number, quotedCommentID: number): string {
  return [
    '<h2>What this post is for</h2>',
    '<p>This discussion holds <strong>every kind of block</strong> a post can show: spoilers, code, callouts, a collapsible block, tables, link previews, images, a video, quotes and links that stay links. Jump to <a href="#Comment_' +
      anchorCommentID +
      '">the comment with the answer</a> further down.</p>',
    '<h2>Spoilers</h2>',
    '<p>The ending of the harbour tour is in the spoiler below.</p>',
    '<details class="spoiler"><summary>Spoiler</summary><div class="spoiler-content"><p>The tour ends at the lighthouse, and the keeper lets you climb to the lamp.</p></div></details>',
    '<p>Older posts wrote their spoilers the legacy way:</p>',
    '<div class="Spoiler">The museum is free on the first Sunday of the month.</div>',
    '<h2>Code</h2>',
    '<p>Some JavaScript:</p>',
    `<pre><code class="language-js">${escCode(CODE_JS)}</code></pre>`,
    '<p>Some CSS:</p>',
    `<pre><code class="language-css">${escCode(CODE_CSS)}</code></pre>`,
    '<p>And a block without a language:</p>',
    `<pre><code>${escCode(CODE_PLAIN)}</code></pre>`,
    '<h2>Callouts</h2>',
    '<div class="callout callout-info"><p><strong>Info:</strong> the museum opens at ten every day but Monday.</p></div>',
    '<div class="callout callout-warning"><p><strong>Warning:</strong> the pier is slippery after rain.</p></div>',
    '<div class="callout callout-error"><p><strong>Error:</strong> the old timetable on the harbour office door is wrong; the ferry leaves at seven.</p></div>',
    '<h2>A long story, collapsed</h2>',
    `<div class="collapsible">${COLLAPSIBLE_LINES.map((l) => `<p>${l}</p>`).join('')}</div>`,
    '<h2>Tables</h2>',
    '<table><thead><tr><th>Boat</th><th>Leaves</th><th>Arrives</th><th>Price</th><th>Bikes</th></tr></thead><tbody>' +
      '<tr><td>Morning ferry</td><td>07:00</td><td>08:15</td><td>12 €</td><td>Yes</td></tr>' +
      '<tr><td>Noon ferry</td><td>12:30</td><td>13:45</td><td>12 €</td><td>Yes</td></tr>' +
      '<tr><td>Evening boat</td><td>18:00</td><td>19:30</td><td>15 €</td><td>No</td></tr></tbody></table>',
    '<p>A table without headings:</p>',
    '<table><tbody><tr><td>Museum</td><td>10:00–17:00</td></tr><tr><td>Lighthouse</td><td>11:00–16:00</td></tr></tbody></table>',
    '<h2>Link previews</h2>',
    embed('https://news.example.com/2025/06/forum-widgets-1-0'),
    embed('https://blog.example.com/moving-a-community'),
    '<h2>Images</h2>',
    embed('https://images.example.com/harbour-at-dusk.jpg'),
    embed('https://images.example.com/lighthouse.jpg'),
    '<p>The lighthouse photo sits on the left, and this text runs beside it. The keepers painted the red bands again last spring; from the ferry you can see them long before the pier itself.</p>',
    '<h2>A video</h2>',
    embed('https://video.example.com/watch/harbour-tour'),
    '<h2>Quotes</h2>',
    '<p>The accepted answer to the domain question:</p>',
    embed(`/discussion/comment/${quotedCommentID}`),
    '<p>And a whole discussion, the formatting test with its table:</p>',
    embed('/discussion/18'),
    '<h2>Links that stay links</h2>',
    '<p>A page the server knows nothing about:</p>',
    embed('https://unknown.example.org/some/page'),
    '<p>A map from a provider that is not on the list of framed hosts:</p>',
    embed('https://maps.example.com/place/old-harbour'),
    '<h2>The end</h2>',
    `<p>That is everything. ${COLLAPSIBLE_LINES.slice(0, 3).join(' ')}</p>`,
  ].join('');
}

const PLAIN_BODY = [
  '<p>This discussion has words and nothing else: no code, no embeds, no tables.</p>',
  '<p>The harbour museum reopened this week after the winter. The new room about the ferries has the old timetables on the wall, and the children’s corner has a model of the lighthouse you can light up.</p>',
  '<p>Tell us what you liked, or what you would add.</p>',
].join('');

export function seedContent(db: Db): void {
  const insertDiscussion = db.prepare(`INSERT INTO discussions
    (discussionID, categoryID, type, name, body, format, bodySource, sourceFormat, insertUserID, dateInserted, dateLastComment, lastUserID, countViews)
    VALUES (?, 1, 'discussion', ?, ?, 'html', ?, 'html', ?, ?, ?, ?, ?)`);
  const insertComment = db.prepare(`INSERT INTO comments
    (discussionID, body, format, bodySource, sourceFormat, insertUserID, dateInserted)
    VALUES (?, ?, 'html', ?, 'html', ?, ?)`);
  const comment = (discussionID: number, author: number, html: string, hours: number): number => {
    const body = prepareBody(db, html, 'html');
    return Number(
      insertComment.run(discussionID, body.html, body.source, author, hoursBefore(hours))
        .lastInsertRowid,
    );
  };
  const quoted = db
    .prepare(
      "SELECT commentID FROM comments WHERE discussionID = 66 AND qnaStatus = 'accepted' LIMIT 1",
    )
    .get() as { commentID: number } | undefined;

  // 69: every block. The body names a comment's ID, so it is written after the comments.
  const id = CONTENT_SEED.everything;
  insertDiscussion.run(
    id,
    'Everything a post can hold',
    '',
    '',
    SAM_LEE,
    hoursBefore(3000),
    hoursBefore(2970),
    SIGNATURE_USER_ID,
    120,
  );
  comment(
    id,
    KENJI,
    `<pre><code class="language-js">${escCode("const answer = await fetch('/api/v2/discussions/69');\nconsole.log((await answer.json()).name);")}</code></pre>`,
    2990,
  );
  const anchor = comment(
    id,
    SIGNATURE_USER_ID,
    '<p>This is the comment the post links to. The museum is worth the trip; go on a weekday, when the quay is quiet.</p>',
    2980,
  );
  comment(
    id,
    MEMBER2,
    '<div class="callout callout-info"><p>Tip: the ferry ticket gets you into the museum for half price.</p></div><div class="Spoiler">And the café on the pier has the best waffles.</div>',
    2970,
  );
  const body = prepareBody(db, everythingBody(anchor, quoted?.commentID ?? 1), 'html');
  db.prepare('UPDATE discussions SET body = ?, bodySource = ? WHERE discussionID = ?').run(
    body.html,
    body.source,
    id,
  );

  // 70: plain words only.
  const plain = prepareBody(db, PLAIN_BODY, 'html');
  insertDiscussion.run(
    CONTENT_SEED.plainWords,
    'Plain words only',
    plain.html,
    plain.source,
    SAM_LEE,
    hoursBefore(2960),
    hoursBefore(2950),
    KENJI,
    45,
  );
  comment(
    CONTENT_SEED.plainWords,
    KENJI,
    '<p>The model lighthouse was a hit with my kids.</p>',
    2950,
  );
}
