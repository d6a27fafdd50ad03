/**
 * Posted bodies: the safe HTML the API and the pages show, from each source format (text,
 * markdown, rich, rich2, wysiwyg/html), and the allow-list sanitiser that HTML goes through.
 */
import type { Db } from '../db/dbType.ts';
import { textToHtml } from './html.ts';
import { fieldError } from './errors.ts';
import { isEmptyRich2, mentionedUserIDs, parseRich2 } from './rich2.ts';
import { rich2SourceToHtml, rich2ToHtml, type Rich2RenderOptions } from './rich2Html.ts';
import { sanitizeHtml } from './sanitize.ts';

export { sanitizeHtml };

function richToText(body: string): string {
  try {
    const ops = JSON.parse(body) as unknown;
    if (Array.isArray(ops))
      return ops
        .map((op) =>
          op && typeof op === 'object' && typeof (op as { insert?: unknown }).insert === 'string'
            ? (op as { insert: string }).insert
            : '',
        )
        .join('');
  } catch {
    /* not JSON: treat as text */
  }
  return body;
}

/**
 * How the demo host renders rich2: links it builds are site paths (no origin: bodies are
 * rendered when written), and iframe embeds show on these trusted hosts only (04 §5.1).
 */
export const RICH2_RENDERING: Rich2RenderOptions = {
  origin: '',
  trustedIframeHosts: ['*.higherlogic.com', 'www.youtube.com', 'player.vimeo.com'],
};

/** The users among `ids` who exist and are not deleted. */
function existingUsers(db: Db, ids: readonly number[]): number[] {
  const stmt = db.prepare('SELECT userID FROM users WHERE userID = ? AND deleted = 0');
  return ids.filter((id) => stmt.get(id) !== undefined);
}

/**
 * The HTML of a rich2 body as stored (spec 04 §3): a body that is not a JSON array renders the
 * error sentence. Mentions are rendered from the node's name and ID (04 §4.1), with site paths.
 */
export function rich2Html(body: string): string {
  return sanitizeHtml(rich2SourceToHtml(body, RICH2_RENDERING), { embedJson: true });
}

/** The HTML of a stored or posted body, never throwing. */
export function renderBody(body: string, format: string): string {
  switch (format.toLowerCase()) {
    case 'wysiwyg':
    case 'html':
      return sanitizeHtml(body);
    case 'rich2':
      return rich2Html(body);
    case 'rich':
      return textToHtml(richToText(body));
    default:
      return textToHtml(body);
  }
}

export interface PreparedBody {
  /** What the pages and the API show. */
  html: string;
  /** What the editor gets back: the body string as posted (rich2 too, 04 §3.1). */
  source: string;
  format: string;
  /** For rich2: the IDs of the users mentioned (who exist). */
  mentionedUserIDs: number[];
}

/**
 * A body being posted or edited: rich2 is checked (422 on `field` when it is not JSON, too long,
 * too deep, or the empty document) and stored as received; other formats are rendered.
 */
export function prepareBody(db: Db, body: string, format: string, field = 'body'): PreparedBody {
  const fmt = format.toLowerCase();
  if (fmt !== 'rich2')
    return { html: renderBody(body, fmt), source: body, format: fmt, mentionedUserIDs: [] };
  const doc = parseRich2(body, field);
  if (isEmptyRich2(doc)) throw fieldError(field, `${field} is required.`, 'required');
  return {
    html: sanitizeHtml(rich2ToHtml(doc, RICH2_RENDERING), { embedJson: true }),
    source: body,
    format: fmt,
    mentionedUserIDs: existingUsers(db, mentionedUserIDs(doc)),
  };
}

export const FORMATS = ['rich', 'rich2', 'markdown', 'text', 'textex', 'wysiwyg', 'html', 'bbcode'];
