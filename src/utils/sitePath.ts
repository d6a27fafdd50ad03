/**
 * The site's path prefix from the bootstrap `siteUrl` (absolute or root-relative): '' for a site
 * at the root, '/forum' for one under a folder; never a trailing slash.
 */
export function sitePathPrefix(siteUrl: string | undefined): string {
  if (!siteUrl) return '';
  try {
    return new URL(siteUrl, location.href).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
