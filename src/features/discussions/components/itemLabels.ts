import type { ApiTag } from '@/api/types/discussions';
import { sanitizeUrl } from '@/utils/links';

/** Max user tags per list item (03 §5, §9). */
export const MAX_USER_TAGS = 3;

/**
 * The tags an item shows: tags of type 'User' only when tagging is enabled (03 §3), and at
 * most `max` of them, never more than 3 (03 §5). The cap counts User tags only: tags of other
 * types are all shown.
 */
export function visibleTags(
  tags: ApiTag[] | undefined,
  taggingEnabled: boolean,
  max = MAX_USER_TAGS,
): ApiTag[] {
  const limit = Math.min(Math.max(0, Math.floor(max)), MAX_USER_TAGS);
  let userTags = 0;
  return (tags ?? []).filter((tag) => {
    if (tag.type !== 'User') return true;
    userTags += 1;
    return taggingEnabled && userTags <= limit;
  });
}

/** A tag's list link (03 §2). */
export function tagUrl(tag: ApiTag): string {
  return `/discussions?tagID=${encodeURIComponent(String(tag.tagID))}`;
}

/**
 * The path of a server URL, so links stay on the page's own origin; `fallback` when there is
 * none. An unsafe link (01 §5: not http, https, tel, mailto, a slash or a hash) gives
 * `undefined`, so the link is rendered without an href, not clickable.
 */
export function localPath(url: string | undefined, fallback: string): string | undefined {
  if (!url) return fallback;
  let path = localPaths.get(url);
  if (path === undefined && !localPaths.has(url)) {
    path = parseLocalPath(url);
    // A long list asks for the same few hundred addresses on every render: parse each once.
    if (localPaths.size >= LOCAL_PATHS_KEPT) localPaths.clear();
    localPaths.set(url, path);
  }
  return path === null ? fallback : path;
}

const LOCAL_PATHS_KEPT = 5000;
const localPaths = new Map<string, string | undefined | null>();

/** The local path, undefined for an unsafe link, null when the address does not parse. */
function parseLocalPath(url: string): string | undefined | null {
  const safe = sanitizeUrl(url);
  if (safe === undefined) return undefined;
  try {
    const parsed = new URL(safe, 'http://x');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
