/** What rich2Html.ts and rich2Embeds.ts share: the render options and how links are written. */
export interface Rich2RenderOptions {
  /** The forum's address for the links it builds (profiles, downloads); '' gives site paths. */
  origin?: string;
  /** Hosts iframe embeds may show (`*.example.com` matches any subdomain and the domain). */
  trustedIframeHosts?: readonly string[];
}

export const EXTERNAL_REL = 'nofollow noopener ugc';
const SAFE_SCHEME = /^(?:https?|tel|mailto):/i;

/** `href` for a stored link URL: `unsafe:` before any scheme other than the safe four. */
export function linkHref(url: unknown): string {
  const u = typeof url === 'string' ? url.trim() : '';
  return SAFE_SCHEME.test(u) ? u : `unsafe:${u}`;
}
