import { t } from '@/i18n/translate';
import { allowedFrameSrc, type EmbedData } from './embedData';
import { make } from './embedDom';
import { linkCard } from './cards';

/** The sandbox of 03 §9, exactly. */
export const FRAME_SANDBOX = 'allow-same-origin allow-scripts allow-forms';
/** The frame is made when its card comes this close to the viewport. */
export const FRAME_ROOT_MARGIN = '300px';
/** A frame that has not loaded after this long is given up: the card and its link come back. */
export const FRAME_TIMEOUT = 15000;

/**
 * A player of the video family (youtube, vimeo, twitch, wistia, kaltura) or an iframe embed.
 * Until the card comes near the viewport (IntersectionObserver, 300 px), only the link card
 * shows (with the thumbnail `photoUrl`); then a sandboxed iframe of `frameSrc` (an iframe
 * embed's own `url`) in a box of the data's width:height (16:9 without them) replaces it. If the frame errors or has not loaded in 15 s, the card
 * comes back. Returns `undefined` (the caller shows the plain link) when `frameSrc` is not
 * http(s) or its host is not in `iframeHosts`; otherwise the cleanup.
 */
export function frameEmbed(
  placeholder: HTMLElement,
  data: EmbedData,
  iframeHosts: readonly string[],
): (() => void) | undefined {
  const src = allowedFrameSrc(data.frameSrc, iframeHosts);
  if (src === undefined) return undefined;
  const doc = placeholder.ownerDocument;
  const view = doc.defaultView;
  const card = linkCard(doc, data, 'fw-embedCard--waiting');
  placeholder.replaceChildren(card);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let box: HTMLElement | undefined;

  const giveUp = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    box?.remove();
    box = undefined;
    card.hidden = false;
    placeholder.setAttribute('data-fw-embed-frame', 'failed');
  };

  const createFrame = (): void => {
    box = make(doc, 'div', 'fw-embedFrame');
    if (data.width && data.height) box.style.aspectRatio = `${data.width} / ${data.height}`;
    const frame = make(doc, 'iframe', 'fw-embedFrame-frame');
    frame.setAttribute('sandbox', FRAME_SANDBOX);
    frame.setAttribute('loading', 'lazy');
    frame.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    frame.title = data.name ?? t('Embedded content');
    frame.addEventListener('load', () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      placeholder.setAttribute('data-fw-embed-frame', 'loaded');
    });
    frame.addEventListener('error', giveUp);
    frame.src = src;
    box.append(frame);
    card.hidden = true;
    card.before(box);
    placeholder.setAttribute('data-fw-embed-frame', 'loading');
    timer = setTimeout(giveUp, FRAME_TIMEOUT);
  };

  if (!view || typeof view.IntersectionObserver === 'undefined') {
    createFrame();
    return () => {
      if (timer !== undefined) clearTimeout(timer);
    };
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      createFrame();
    },
    { rootMargin: FRAME_ROOT_MARGIN },
  );
  observer.observe(placeholder);
  return () => {
    observer.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
