import { injectStyles } from '../../../theme/injectStyles';
import type { ContentConfig } from '../contentConfig';
import { imageEmbed, linkCard } from './cards';
import { parseEmbed } from './embedData';
import { showFallback } from './embedDom';
import css from './embeds.css';
import { frameEmbed } from './frameEmbed';
import { quoteEmbed } from './quoteEmbed';

/**
 * Renders one placeholder (`.js-embed[data-embedjson]`) in place: a link card, an image, a lazy
 * sandboxed player or a quote. Bad JSON, an unknown type, an unsafe URL, a frame host not in
 * the allow-list or any error on the way leave the plain safe link. Returns the cleanup.
 */
export function renderEmbed(placeholder: HTMLElement, config: ContentConfig): () => void {
  const doc = placeholder.ownerDocument;
  const data = parseEmbed(placeholder.getAttribute('data-embedjson'));
  if (!data) {
    showFallback(placeholder);
    return () => undefined;
  }
  try {
    let cleanup: (() => void) | undefined = () => undefined;
    if (data.embedType === 'link') placeholder.replaceChildren(linkCard(doc, data));
    else if (data.embedType === 'quote') cleanup = quoteEmbed(placeholder, data);
    else if (data.embedType === 'image') {
      const image = imageEmbed(doc, data);
      if (image) placeholder.replaceChildren(image);
      else cleanup = undefined;
    } else cleanup = frameEmbed(placeholder, data, config.iframeHosts);
    if (!cleanup) {
      showFallback(placeholder, data);
      return () => undefined;
    }
    placeholder.classList.add(
      'fw-embed',
      `fw-embed--${data.embedType}`,
      `fw-embed--${data.size}`,
      `fw-embed--${data.placement}`,
    );
    placeholder.setAttribute('data-fw-embed', data.embedType);
    return cleanup;
  } catch {
    showFallback(placeholder, data);
    return () => undefined;
  }
}

/** Renders every placeholder given; returns one cleanup for all of them. */
export function renderEmbeds(placeholders: HTMLElement[], config: ContentConfig): () => void {
  if (placeholders[0]) injectStyles('content-embeds', css, placeholders[0].ownerDocument);
  const cleanups = placeholders.map((placeholder) => renderEmbed(placeholder, config));
  return () => {
    for (const cleanup of cleanups) cleanup();
    // Observers and collapsibles are gone: a later upgrade of the block renders them again.
    for (const placeholder of placeholders) placeholder.removeAttribute('data-fw-embed');
  };
}
