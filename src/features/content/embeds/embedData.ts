import { sanitizeUrl } from '../../../utils/links';

export type EmbedType = 'link' | 'image' | 'video' | 'iframe' | 'quote';
export type EmbedSize = 'inline' | 'small' | 'medium' | 'full';

/** One embed's data after every check (docs/content-display.md, "Embeds"). */
export interface EmbedData {
  embedType: EmbedType;
  /** Safe (sanitizeUrl). */
  url: string;
  name?: string;
  body?: string;
  /** http(s) or a site path only. */
  photoUrl?: string;
  width?: number;
  height?: number;
  size: EmbedSize;
  placement: 'top' | 'left';
  /** Raw; checked against the allow-list by `allowedFrameSrc` when the frame is made. */
  frameSrc?: string;
  author?: { name?: string; photoUrl?: string };
  dateInserted?: string;
  bodyHtml?: string;
}

const TYPES: readonly string[] = ['link', 'image', 'video', 'iframe', 'quote'];
const SIZES: readonly string[] = ['inline', 'small', 'medium', 'full'];

type Json = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const dimension = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 && n < 100000 ? n : undefined;
};

/** An image source: http(s) or a path on this site; never `data:`, `javascript:` or others. */
export function safeImageUrl(value: unknown): string | undefined {
  const url = sanitizeUrl(value);
  return url !== undefined && /^(?:https?:\/\/|\/)/i.test(url) ? url : undefined;
}

/**
 * The player's URL when it is http(s) and its host is in `embed.iframeHosts`: an entry
 * `host:port` must match exactly, an entry `host` matches that host on any port.
 */
export function allowedFrameSrc(value: unknown, hosts: readonly string[]): string | undefined {
  const src = sanitizeUrl(value);
  if (src === undefined || !/^https?:\/\//i.test(src)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(src);
  } catch {
    return undefined;
  }
  const allowed = hosts.some((entry) => {
    const host = entry.trim().toLowerCase();
    return host !== '' && (host === parsed.host || host === parsed.hostname);
  });
  return allowed ? parsed.href : undefined;
}

/**
 * The checked data of a placeholder's `data-embedjson`, or `undefined` when it is not JSON,
 * not an object, has an unknown `embedType` or no safe `url`: the caller then shows the link.
 */
export function parseEmbed(json: string | null): EmbedData | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const data = raw as Json;
  const embedType = data.embedType ?? 'link';
  const url = sanitizeUrl(data.url);
  if (typeof embedType !== 'string' || !TYPES.includes(embedType) || url === undefined) {
    return undefined;
  }
  const user =
    typeof data.insertUser === 'object' && data.insertUser !== null
      ? (data.insertUser as Json)
      : undefined;
  return {
    embedType: embedType as EmbedType,
    url,
    name: text(data.name),
    body: text(data.body),
    photoUrl: safeImageUrl(data.photoUrl),
    width: dimension(data.width),
    height: dimension(data.height),
    size:
      typeof data.size === 'string' && SIZES.includes(data.size)
        ? (data.size as EmbedSize)
        : 'medium',
    placement: data.placement === 'left' ? 'left' : 'top',
    frameSrc: text(data.frameSrc),
    author: user ? { name: text(user.name), photoUrl: safeImageUrl(user.photoUrl) } : undefined,
    dateInserted: text(data.dateInserted),
    bodyHtml: typeof data.bodyHtml === 'string' ? data.bodyHtml : undefined,
  };
}
