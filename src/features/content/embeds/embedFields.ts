import { sanitizeUrl } from '@/utils/links';

export type Json = Record<string, unknown>;

const id = (value: unknown): string | undefined =>
  (typeof value === 'string' && value.trim() !== '') ||
  (typeof value === 'number' && Number.isFinite(value))
    ? encodeURIComponent(String(value).trim())
    : undefined;

const object = (value: unknown): Json | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : undefined;

/**
 * The player address 04 §5.3 gives for a video type whose data has no `frameSrc` (kaltura
 * stores its own; others are computed from their IDs, each URI-encoded). `undefined` when the
 * IDs are missing: the caller shows the link.
 */
export function computedFrameSrc(type: string, data: Json, forumHost: string): string | undefined {
  const video = id(data.videoID);
  if (type === 'youtube') {
    const list = id(data.listID);
    if (!video && !list) return undefined;
    const start = Number(data.start);
    const base = `https://www.youtube.com/embed/${video ?? 'videoseries'}?feature=oembed&autoplay=1`;
    if (list) return `${base}&list=${list}`;
    return Number.isInteger(start) && start > 0 ? `${base}&start=${start}` : base;
  }
  if (type === 'vimeo') return video && `https://player.vimeo.com/video/${video}?autoplay=1`;
  if (type === 'wistia') return video && `https://fast.wistia.net/embed/iframe/${video}?autoPlay=1`;
  if (type === 'twitch' && typeof data.twitchID === 'string') {
    const [kind = '', value] = data.twitchID.split(':');
    const twitchID = id(value);
    const parent = forumHost ? `parent=${encodeURIComponent(forumHost)}&` : '';
    if (!twitchID) return undefined;
    if (kind === 'clip') return `https://clips.twitch.tv/embed?${parent}clip=${twitchID}`;
    if (['video', 'channel', 'collection'].includes(kind))
      return `https://player.twitch.tv/?${parent}${kind}=${twitchID}`;
  }
  return undefined;
}

/** 04 §5.4's display options, each resolved (the site's override is already in the data). */
export interface QuoteOptions {
  showUserLabel: boolean;
  showCompactUserInfo: boolean;
  showDiscussionLink: boolean;
  showPostLink: boolean;
  showCategoryLink: boolean;
  renderFullContent: boolean;
  expandByDefault: boolean;
}

export interface QuoteFields {
  author?: { userID?: number; name?: string; photoUrl?: string; label?: string };
  dateInserted?: string;
  recordType?: string;
  displayOptions: QuoteOptions;
  /** Safe (sanitizeUrl). */
  discussionLink?: string;
  category?: { name: string; url?: string };
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const photo = (value: unknown): string | undefined => {
  const url = sanitizeUrl(value);
  return url !== undefined && /^(?:https?:\/\/|\/)/i.test(url) ? url : undefined;
};

/** The quote fields of 04 §5.4, checked: links safe, texts only strings, options booleans. */
export function quoteFields(data: Json): QuoteFields {
  const user = object(data.insertUser);
  const options = object(data.displayOptions) ?? {};
  const named = str(data.name) !== undefined;
  const flag = (key: keyof QuoteOptions, fallback: boolean): boolean =>
    typeof options[key] === 'boolean' ? (options[key] as boolean) : fallback;
  const category = object(data.category);
  const userID = Number(user?.userID);
  return {
    author: user && {
      userID: Number.isInteger(userID) && userID > 0 ? userID : undefined,
      name: str(user.name),
      photoUrl: photo(user.photoUrl),
      label: str(user.label) ?? str(user.title),
    },
    dateInserted: str(data.dateInserted),
    recordType: str(data.recordType),
    displayOptions: {
      showUserLabel: flag('showUserLabel', false),
      showCompactUserInfo: flag('showCompactUserInfo', true),
      showDiscussionLink: flag('showDiscussionLink', named),
      showPostLink: flag('showPostLink', named),
      showCategoryLink: flag('showCategoryLink', false),
      renderFullContent: flag('renderFullContent', false),
      expandByDefault: flag('expandByDefault', false),
    },
    discussionLink: sanitizeUrl(data.discussionLink),
    category:
      category && str(category.name)
        ? { name: String(category.name), url: sanitizeUrl(category.url) }
        : undefined,
  };
}
