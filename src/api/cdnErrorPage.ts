export const DEFAULT_CDN_ERROR_TITLE = 'An Error has Occured';

/** A CDN error page as an error: the fields of `ApiError` it fills (apiError.ts imports this). */
export interface CdnError {
  message: string;
  description?: string;
  trace?: string;
}

function text(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Parses a CDN's HTML error page (Cloudflare's, or a plain proxy page) into an error:
 * the page's heading becomes the message (default 'An Error has Occured') and the
 * description carries the explanation plus the Ray ID, so support can trace it (01 §8).
 */
export function parseCdnErrorPage(html: string, rayHeader?: string): CdnError {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const details = doc.querySelector('.cf-error-details, #cf-error-details');
  const scope: ParentNode = details ?? doc;
  const title =
    text(scope.querySelector('h1')) || text(doc.querySelector('title')) || DEFAULT_CDN_ERROR_TITLE;
  const explanation = text(scope.querySelector('p, h2'));
  const bodyText = text(doc.body);
  const rayID = /Ray ID:?\s*([A-Za-z0-9-]+)/.exec(bodyText)?.[1] ?? rayHeader;
  const description = [explanation, rayID ? `Ray ID: ${rayID}` : '']
    .filter((part) => part !== '')
    .join(' ');
  const error: CdnError = { message: title };
  if (description) error.description = description;
  if (rayID) error.trace = rayID;
  return error;
}

/**
 * A CDN challenge ("checking your browser") answers API calls with an interstitial. The
 * only cure is a full page load, which lets the browser pass the challenge (02 §8).
 */
export function isChallengeResponse(headers: unknown, data: unknown): boolean {
  if (headers && typeof headers === 'object') {
    for (const [key, value] of Object.entries(headers as Record<string, unknown>)) {
      if (key.toLowerCase() === 'cf-mitigated' && String(value).toLowerCase() === 'challenge') {
        return true;
      }
    }
  }
  return typeof data === 'string' && /challenge-platform|_cf_chl_opt|cf-challenge/.test(data);
}
