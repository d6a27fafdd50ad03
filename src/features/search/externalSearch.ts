import { sanitizeUrl } from '@/utils/links';

/** The placeholder an external search template (`externalSearch.query`) holds for the text. */
export const EXTERNAL_SEARCH_PLACEHOLDER = '%s';

/**
 * The external search address for `text` (02 §2): the configured template, when it is a safe
 * link with the placeholder, with every placeholder replaced by the encoded text.
 */
export function externalSearchUrl(template: string | undefined, text: string): string | undefined {
  const safe = sanitizeUrl(template);
  if (!safe?.includes(EXTERNAL_SEARCH_PLACEHOLDER)) return undefined;
  return safe.split(EXTERNAL_SEARCH_PLACEHOLDER).join(encodeURIComponent(text));
}
