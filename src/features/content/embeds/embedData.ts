import { sanitizeUrl } from '@/utils/links';
import { computedFrameSrc, type Json, quoteFields, type QuoteFields } from './embedFields';

/**
 * How an embed type is shown (04 §5.3): `video` is the player family, `other` the types shown
 * as a link card with their name and URL (twitter, instagram, imgur…).
 */
export type EmbedKind = 'link' | 'image' | 'file' | 'video' | 'iframe' | 'quote' | 'other';
/** 04 §5.3 `displaySize`; `large` (the default) is 03 §9's full width. */
export type DisplaySize = 'large' | 'medium' | 'small' | 'inline';
export type EmbedFloat = 'none' | 'left' | 'right';
/** 04 §5.2 `embedStyle`. */
export type EmbedStyle = 'rich_embed_card' | 'rich_embed_inline' | 'plain_link';

/** One embed's data after every check (docs/content-display.md, "Embeds"). */
export interface EmbedData extends Partial<QuoteFields> {
  /** The wire type, e.g. `youtube` (legacy `getty` read as `gettyimages`). */
  embedType: string;
  kind: EmbedKind;
  /** Safe (sanitizeUrl). */
  url: string;
  name?: string;
  /** Plain text for links; for quotes the rendered HTML (through DOMPurify when shown). */
  body?: string;
  /** http(s) or a site path only. */
  photoUrl?: string;
  faviconUrl?: string;
  width?: number;
  height?: number;
  displaySize: DisplaySize;
  float: EmbedFloat;
  embedStyle: EmbedStyle;
  /** Raw; checked against the allow-list by `allowedFrameSrc` when the frame is made. */
  frameSrc?: string;
  /** file and image: size in bytes, MIME type, safe download link. */
  fileSize?: number;
  mimeType?: string;
  downloadUrl?: string;
}

const KINDS: Record<string, EmbedKind> = {
  link: 'link',
  image: 'image',
  file: 'file',
  iframe: 'iframe',
  quote: 'quote',
  youtube: 'video',
  vimeo: 'video',
  twitch: 'video',
  wistia: 'video',
  kaltura: 'video',
};
const OTHERS = [
  'twitter',
  'instagram',
  'imgur',
  'giphy',
  'codepen',
  'soundcloud',
  'gettyimages',
  'brightcove',
  'panopto',
  'mural',
];
const SIZES: readonly string[] = ['large', 'medium', 'small', 'inline'];
const FLOATS: readonly string[] = ['none', 'left', 'right'];
const STYLES: readonly string[] = ['rich_embed_card', 'rich_embed_inline', 'plain_link'];

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A positive number, or a string like `"315"` or `"900px"` (04 §3.5); `%` and others are not. */
const dimension = (value: unknown): number | undefined => {
  const n =
    typeof value === 'string' && /^\s*\d+(?:\.\d+)?(?:px)?\s*$/i.test(value)
      ? parseFloat(value)
      : value;
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
 * The stored fields as the server reads them (04 §5.2): `type` for `embedType` in older data
 * (never a MIME type such as `image/png`, which `type` means for images and files), and the
 * fields nested under `attributes` lifted where the top level lacks them.
 */
function lifted(data: Json): { fields: Json; embedType: unknown } {
  const nested = data.attributes;
  const fields =
    typeof nested === 'object' && nested !== null && !Array.isArray(nested)
      ? { ...(nested as Json), ...data }
      : data;
  const legacy = typeof data.type === 'string' && !data.type.includes('/') ? data.type : undefined;
  const embedType = data.embedType ?? legacy ?? 'link';
  return { fields, embedType: embedType === 'getty' ? 'gettyimages' : embedType };
}

/** `displaySize`, else our demo host's old `size` (`full` was `large`), else `large`. */
function displaySizeOf(data: Json): DisplaySize {
  const value =
    data.displaySize ?? data.display_size ?? (data.size === 'full' ? 'large' : data.size);
  return typeof value === 'string' && SIZES.includes(value) ? (value as DisplaySize) : 'large';
}

/**
 * The checked data of an embed's `data-embedjson`, or `undefined` when it is not JSON, not an
 * object, has an unknown embed type or no safe `url`: the caller then shows the link.
 */
export function parseEmbed(json: string | null, forumHost = ''): EmbedData | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(json ?? '');
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { fields: data, embedType } = lifted(raw as Json);
  const url = sanitizeUrl(data.url);
  if (typeof embedType !== 'string' || url === undefined) return undefined;
  const kind = KINDS[embedType] ?? (OTHERS.includes(embedType) ? 'other' : undefined);
  if (kind === undefined) return undefined;
  const style = data.embedStyle;
  const fileSize = typeof data.size === 'number' && data.size >= 0 ? data.size : undefined;
  return {
    embedType,
    kind,
    url,
    name: text(data.name),
    body: text(data.body),
    photoUrl: safeImageUrl(data.photoUrl),
    faviconUrl: safeImageUrl(data.faviconUrl),
    width: dimension(data.width),
    height: dimension(data.height),
    displaySize: displaySizeOf(data),
    float:
      typeof data.float === 'string' && FLOATS.includes(data.float)
        ? (data.float as EmbedFloat)
        : 'none',
    embedStyle:
      typeof style === 'string' && STYLES.includes(style)
        ? (style as EmbedStyle)
        : 'rich_embed_card',
    frameSrc:
      kind === 'iframe'
        ? url
        : kind === 'video'
          ? (text(data.frameSrc) ?? computedFrameSrc(embedType, data, forumHost))
          : undefined,
    fileSize,
    mimeType: text(data.type)?.includes('/') ? text(data.type) : undefined,
    downloadUrl: sanitizeUrl(data.downloadUrl),
    ...(kind === 'quote' ? quoteFields(data) : {}),
  };
}
