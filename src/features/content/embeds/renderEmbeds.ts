import { injectStyles } from '@/theme/injectStyles';
import type { ContentConfig } from '../contentConfig';
import { fileCard, imageEmbed, inlineLink, linkCard, sizeServerImage } from './cards';
import { type EmbedData, parseEmbed } from './embedData';
import { makeLink, showFallback } from './embedDom';
import css from './embeds.css';
import { frameEmbed } from './frameEmbed';
import { quoteEmbed } from './quoteEmbed';

const none = (): void => undefined;

/** The placeholder's classes: type, display size and float drive the CSS (docs). */
function mark(element: HTMLElement, data: EmbedData, shown: string): void {
  element.classList.add(
    'fw-embed',
    `fw-embed--${shown}`,
    `fw-embed--${data.embedStyle === 'rich_embed_inline' ? 'inline' : data.displaySize}`,
    `fw-embed--float-${data.float}`,
  );
  element.setAttribute('data-fw-embed', shown);
}

/** A `.js-embed` placeholder's new content by kind; `undefined` shows the fallback link. */
function renderPlaceholder(
  placeholder: HTMLElement,
  data: EmbedData,
  config: ContentConfig,
): (() => void) | undefined {
  const doc = placeholder.ownerDocument;
  const put = (element: HTMLElement | undefined): (() => void) | undefined => {
    if (!element) return undefined;
    placeholder.replaceChildren(element);
    return none;
  };
  switch (data.kind) {
    case 'link':
      if (data.embedStyle === 'plain_link') {
        const link = makeLink(doc, data.url);
        link.textContent = data.url;
        return put(link);
      }
      return put(
        data.embedStyle === 'rich_embed_inline' ? inlineLink(doc, data) : linkCard(doc, data),
      );
    case 'quote':
      return quoteEmbed(placeholder, data);
    case 'image':
      return put(imageEmbed(doc, data));
    case 'file':
      return put(fileCard(doc, data));
    case 'video':
    case 'iframe':
      return frameEmbed(placeholder, data, config.iframeHosts);
    default:
      // twitter, instagram, imgur…: their name and URL; no third-party script is loaded.
      return put(linkCard(doc, data));
  }
}

/**
 * Renders one embed in place (docs/content-display.md, "Embeds"). A `.js-embed` placeholder
 * becomes a link card, an inline link, a file card, an image, a lazy sandboxed player or a
 * quote; bad JSON, an unknown type, an unsafe URL, a frame host not in the allow-list or any
 * error on the way leave the plain safe link. The server's image markup is final: it only gains
 * our size classes and its ratio. An `a.embedLinkLoader` is already the link. Returns the
 * cleanup.
 */
export function renderEmbed(element: HTMLElement, config: ContentConfig): () => void {
  const doc = element.ownerDocument;
  const data = parseEmbed(element.getAttribute('data-embedjson'), doc.location?.hostname ?? '');
  const isPlaceholder = element.classList.contains('js-embed');
  if (!isPlaceholder) {
    // Final server markup: an image, or the link of an embed the server could not render.
    if (data?.kind === 'image' && element.classList.contains('embedImage')) {
      sizeServerImage(element, data);
      mark(element, data, 'image');
    } else element.setAttribute('data-fw-embed', 'fallback');
    return none;
  }
  if (!data) {
    showFallback(element);
    return none;
  }
  try {
    const cleanup = renderPlaceholder(element, data, config);
    if (!cleanup) {
      showFallback(element, data);
      return none;
    }
    mark(element, data, data.kind);
    return cleanup;
  } catch {
    showFallback(element, data);
    return none;
  }
}

/** Renders every embed given; returns one cleanup for all of them. */
export function renderEmbeds(placeholders: HTMLElement[], config: ContentConfig): () => void {
  if (placeholders[0]) injectStyles('content-embeds', css, placeholders[0].ownerDocument);
  const cleanups = placeholders.map((placeholder) => renderEmbed(placeholder, config));
  return () => {
    for (const cleanup of cleanups) cleanup();
    // Observers and collapsibles are gone: a later upgrade of the block renders them again.
    for (const placeholder of placeholders) placeholder.removeAttribute('data-fw-embed');
  };
}
