/**
 * Embed data, as a forum server fills it in (docs/content-display.md, "the server HTML
 * contract"). A stored body keeps only a placeholder with the URL,
 * `<div class="js-embed" data-embed-url="…"></div>` (the sanitiser in format.ts keeps nothing
 * else on it). When a body is served, `fillEmbeds` turns each placeholder into
 * `<div class="js-embed" data-embedjson="{JSON, HTML-escaped}"><a href="URL">URL</a></div>`, the
 * link being the fallback. A real server would fetch link previews from the internet; the demo
 * host answers from the fixture table below and never leaves the machine:
 *
 * - link previews, images (the pictures are served by the demo host, /assets/embeds/) and a
 *   video from the demo's "other site" (its player, `${otherSiteOrigin}/player/{id}`, is the
 *   `frameSrc`; without an other site there is no `frameSrc`);
 * - a map whose player host is not in `embed.iframeHosts` (the library shows its link);
 * - quotes of posts on this forum (a site path or this origin's URL of a discussion or a
 *   comment), read from the database at serve time, for viewers who may see them;
 * - any other URL, or a quote the viewer may not see: a link embed with the URL only, which
 *   the library shows as the plain link.
 */
import type { Db } from '../db/database.ts';
import { userFragments } from '../model/users.ts';
import { esc } from './html.ts';
import { EXTERNAL_REL, isExternal, safeHref } from './links.ts';
import { discussionPath } from './urls.ts';

/** What serving a body needs to know about the request and the site. */
export interface EmbedContext {
  db: Db;
  /** The forum's origin as the request sees it (`originOf(req)`). */
  origin: string;
  /** The demo's other site (the video provider); unset: video embeds carry no `frameSrc`. */
  otherSiteOrigin?: string;
  /** Whether the viewer may read discussions in a category (quotes of hidden posts are links). */
  mayView: (categoryID: number) => boolean;
}

/** One embed's data: the contract's fields (docs/content-display.md). */
export type EmbedData = { url: string; embedType: string } & Record<string, unknown>;

type Fixture = (c: EmbedContext, url: string) => EmbedData;

const asset = (c: EmbedContext, name: string): string => `${c.origin}/assets/embeds/${name}`;

/** The demo video provider's videos (demo-host/otherSite/player.ts serves the same ids). */
function video(id: string, name: string, body: string): Fixture {
  return (c, url) => {
    const player = c.otherSiteOrigin ? `${c.otherSiteOrigin}/player/${id}` : undefined;
    return {
      url: player ?? url,
      // 04 §5.3 has no `video` type; kaltura is the video type whose frameSrc is stored.
      embedType: 'kaltura',
      name,
      body,
      photoUrl: asset(c, 'video-poster.svg'),
      width: 1280,
      height: 720,
      ...(player ? { frameSrc: player } : {}),
    };
  };
}

/** The known URLs, as a member would paste them. */
export const EMBED_FIXTURES: Readonly<Record<string, Fixture>> = {
  'https://news.example.com/2025/06/forum-widgets-1-0': (c, url) => ({
    url,
    embedType: 'link',
    name: 'Forum widgets 1.0: posts that show what they hold',
    body: 'Spoilers, highlighted code, link previews, players and quotes: what the new release brings to every community, and how site owners switch it on.',
    photoUrl: asset(c, 'link-preview.svg'),
    width: 1200,
    height: 630,
  }),
  'https://blog.example.com/moving-a-community': (c, url) => ({
    url,
    embedType: 'link',
    name: 'Moving a community without losing a link',
    body: 'Redirects, canonical URLs and the e-mails nobody remembers: a checklist from three migrations.',
    photoUrl: asset(c, 'link-preview.svg'),
    placement: 'left',
    width: 1200,
    height: 630,
  }),
  'https://images.example.com/harbour-at-dusk.jpg': (c) => ({
    url: asset(c, 'harbour.svg'),
    embedType: 'image',
    name: 'The harbour at dusk',
    photoUrl: asset(c, 'harbour.svg'),
    width: 1600,
    height: 900,
    type: 'image/svg+xml',
    size: 0,
    displaySize: 'medium',
    placement: 'top',
  }),
  'https://images.example.com/lighthouse.jpg': (c) => ({
    url: asset(c, 'lighthouse.svg'),
    embedType: 'image',
    name: 'The lighthouse on the pier',
    photoUrl: asset(c, 'lighthouse.svg'),
    width: 900,
    height: 1200,
    type: 'image/svg+xml',
    size: 0,
    displaySize: 'small',
    placement: 'left',
  }),
  'https://video.example.com/watch/harbour-tour': video(
    'harbour-tour',
    'A tour of the harbour',
    'Two minutes along the quay, from the fish market to the lighthouse.',
  ),
  'https://maps.example.com/place/old-harbour': (_c, url) => ({
    url,
    embedType: 'iframe',
    name: 'Old harbour on the map',
    frameSrc: 'https://maps.example.com/embed/old-harbour',
    width: 640,
    height: 480,
  }),
};

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

interface QuotedRow {
  commentID: number | null;
  discussionID: number;
  categoryID: number;
  name: string;
  body: string;
  insertUserID: number;
  dateInserted: string;
}

/** The quoted post (read here, not through model/, which serves bodies through this file). */
function quotedRow(db: Db, path: string): QuotedRow | undefined {
  const comment = /^\/discussion\/comment\/(\d{1,9})$/.exec(path);
  if (comment)
    return db
      .prepare(
        `SELECT c.commentID, c.discussionID, d.categoryID, d.name, c.body, c.insertUserID, c.dateInserted
         FROM comments c JOIN discussions d ON d.discussionID = c.discussionID WHERE c.commentID = ?`,
      )
      .get(Number(comment[1])) as QuotedRow | undefined;
  const discussion = /^\/discussion\/(\d{1,9})(?:\/[^/]*)?$/.exec(path);
  if (discussion)
    return db
      .prepare(
        `SELECT NULL AS commentID, discussionID, categoryID, name, body, insertUserID, dateInserted
         FROM discussions WHERE discussionID = ?`,
      )
      .get(Number(discussion[1])) as QuotedRow | undefined;
  return undefined;
}

/** A quote of a post on this forum, when `url` names one the viewer may see. */
function quote(c: EmbedContext, url: string, depth: number): EmbedData | undefined {
  let path: string;
  try {
    const parsed = new URL(url, c.origin);
    if (parsed.origin !== new URL(c.origin).origin) return undefined;
    path = parsed.pathname;
  } catch {
    return undefined;
  }
  const row = quotedRow(c.db, path);
  if (!row || !c.mayView(row.categoryID)) return undefined;
  const user = userFragments(c.db, [row.insertUserID], c.origin).get(row.insertUserID);
  const commentID = row.commentID;
  return {
    url:
      commentID === null
        ? `${c.origin}${discussionPath(row.discussionID, row.name)}`
        : `${c.origin}/discussion/comment/${commentID}#Comment_${commentID}`,
    embedType: 'quote',
    name: commentID === null ? row.name : `Re: ${row.name}`,
    recordType: commentID === null ? 'discussion' : 'comment',
    recordID: commentID ?? row.discussionID,
    insertUser: {
      userID: row.insertUserID,
      name: user?.name ?? 'Unknown User',
      photoUrl: user?.photoUrl ?? `${c.origin}/assets/avatars/0.svg`,
    },
    dateInserted: row.dateInserted,
    bodyHtml: fill(row.body, c, depth + 1),
  };
}

/** The data of one placeholder's URL: a fixture, a quote, or a link embed with the URL only. */
export function embedDataFor(c: EmbedContext, url: string, depth = 0): EmbedData {
  const fixture = Object.hasOwn(EMBED_FIXTURES, url) ? EMBED_FIXTURES[url] : undefined;
  return fixture?.(c, url) ?? quote(c, url, depth) ?? { url, embedType: 'link' };
}

const PLACEHOLDER = /<div class="js-embed" data-embed-url="([^"]*)">/g;

function fallbackLink(url: string, origin: string): string {
  const href = safeHref(url) ?? '#';
  const rel = isExternal(href) && !href.startsWith(`${origin}/`) ? ` rel="${EXTERNAL_REL}"` : '';
  return `<a href="${esc(href)}"${rel}>${esc(url)}</a>`;
}

function fill(html: string, c: EmbedContext, depth: number): string {
  if (!html.includes('js-embed')) return html;
  return html.replace(PLACEHOLDER, (_all, raw: string) => {
    const url = raw.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ATTRIBUTE_ENTITIES[e] ?? e);
    // A quote's own embeds stay links: no quotes within quotes, no players inside a quote.
    if (depth > 0) return `<div>${fallbackLink(url, c.origin)}`;
    const data = embedDataFor(c, url, depth);
    return `<div class="js-embed" data-embedjson="${esc(JSON.stringify(data))}">${fallbackLink(data.url, c.origin)}`;
  });
}

/**
 * A stored body as it is served: every embed placeholder filled in. The one place bodies leave
 * the server (the discussion and comment serialisers in model/, which the API and the pages
 * share); the stored body is never changed.
 */
export function fillEmbeds(html: string, c: EmbedContext): string {
  return fill(html, c, 0);
}
