/**
 * The embed types of spec 04 §5.3 and the fields each declares besides the common ones (`url`,
 * `embedType`, `name`, `faviconUrl`, `embedStyle`, §5.2), with the `frameSrc` the server
 * computes for the video family.
 */
const VIDEO = ['height', 'width', 'photoUrl'];
const MEDIA = ['type', 'size', 'width', 'height', 'displaySize', 'float', 'downloadUrl'];

export const EMBED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  link: ['body', 'photoUrl'],
  image: MEDIA,
  file: [
    ...MEDIA,
    'mediaID',
    'dateInserted',
    'insertUserID',
    'foreignType',
    'foreignID',
    'foreignUrl',
  ],
  youtube: [...VIDEO, 'videoID', 'listID', 'showRelated', 'start', 'frameSrc'],
  vimeo: [...VIDEO, 'videoID', 'frameSrc'],
  twitch: [...VIDEO, 'time', 'twitchID', 'frameSrc'],
  wistia: [...VIDEO, 'videoID', 'frameSrc'],
  kaltura: [...VIDEO, 'frameSrc'],
  brightcove: ['account', 'playerID', 'playerEmbed', 'videoID'],
  panopto: ['sessionId', 'domain'],
  mural: [],
  twitter: ['statusID'],
  instagram: ['postID'],
  imgur: ['height', 'width', 'imgurID'],
  giphy: ['height', 'width', 'giphyID'],
  codepen: ['height', 'width', 'codePenID', 'author'],
  soundcloud: ['userID', 'playlistID', 'trackID', 'photoUrl', 'showArtwork', 'useVisualPlayer'],
  gettyimages: ['height', 'width', 'photoID', 'foreignID', 'embedSignature', 'photoUrl'],
  iframe: ['height', 'width', 'isKnowledge'],
  quote: [
    'recordID',
    'recordType',
    'body',
    'bodyRaw',
    'format',
    'dateInserted',
    'insertUser',
    'displayOptions',
    'discussionLink',
    'category',
  ],
};

export const DISPLAY_SIZES = ['large', 'medium', 'small', 'inline'] as const;
export type DisplaySize = (typeof DISPLAY_SIZES)[number];

/** The display size the server derives from an image's width (04 §5.3, §9). */
export function displaySizeForWidth(width: number | null | undefined): DisplaySize {
  if (typeof width !== 'number' || !Number.isFinite(width)) return 'large';
  if (width <= 200) return 'small';
  return width <= 400 ? 'medium' : 'large';
}

const ID = /^[\w-]{1,64}$/;

/** `frameSrc` for youtube and vimeo, computed from the stored IDs (04 §5.3). */
export function withFrameSrc<T extends Record<string, unknown>>(data: T): T {
  const videoID = typeof data.videoID === 'string' && ID.test(data.videoID) ? data.videoID : '';
  if (data.embedType === 'youtube') {
    const listID = typeof data.listID === 'string' && ID.test(data.listID) ? data.listID : '';
    if (!videoID && !listID) return data;
    const start = Number(data.start);
    let src = `https://www.youtube.com/embed/${videoID || 'videoseries'}?feature=oembed&autoplay=1`;
    if (listID) src += `&list=${listID}`;
    else if (Number.isInteger(start) && start > 0) src += `&start=${start}`;
    return { ...data, frameSrc: src };
  }
  if (data.embedType === 'vimeo' && videoID)
    return { ...data, frameSrc: `https://player.vimeo.com/video/${videoID}?autoplay=1` };
  return data;
}
