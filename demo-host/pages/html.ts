/** Template helpers for the legacy pages: markers, user links, pagers, dates. */
import { esc } from '../lib/html.ts';
import { profilePath } from '../lib/urls.ts';

/** A widget marker: the library mounts `name` here; `fallback` is what shows without JS. */
export function marker(
  name: string,
  props: Record<string, unknown>,
  fallback: string,
  tag = 'div',
): string {
  return `<${tag} data-react="${esc(name)}" data-props="${esc(JSON.stringify(props))}">${fallback}</${tag}>`;
}

/**
 * A legacy user link, which the UserCard enhancer upgrades. A user fragment's own `url` wins
 * over the name (deleted users are linked by ID, as "Deleted User" is nobody's name).
 */
export function userLink(
  user: { userID: number; name: string; url?: string } | undefined,
  className = '',
): string {
  if (!user) return '<span class="Username">Unknown User</span>';
  const href = user.url ? localHref(user.url) : profilePath(user.name);
  return `<a class="js-userCard Username${className ? ` ${className}` : ''}" data-userid="${user.userID}" href="${esc(href)}">${esc(user.name)}</a>`;
}

/** The path, query and hash of a URL on this site (API objects carry absolute URLs). */
export function localHref(url: string): string {
  const u = new URL(url, 'http://localhost');
  return `${u.pathname}${u.search}${u.hash}`;
}

export function dateHtml(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const text = d.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `<time datetime="${esc(iso)}" title="${esc(d.toUTCString())}">${esc(text)}</time>`;
}

/** Legacy pager: links to base + "/p{n}" (page 1 is the base URL). */
export function pager(
  base: string,
  page: number,
  totalPages: number,
  query = '',
  label = 'Pages',
): string {
  if (totalPages <= 1) return '';
  const href = (n: number): string => `${n <= 1 ? base : `${base}/p${n}`}${query}`;
  const items: string[] = [];
  if (page > 1)
    items.push(`<a class="Pager-prev" rel="prev" href="${esc(href(page - 1))}">« Previous</a>`);
  for (let n = 1; n <= totalPages; n++) {
    items.push(
      n === page
        ? `<span class="Pager-current" aria-current="page">${n}</span>`
        : `<a href="${esc(href(n))}">${n}</a>`,
    );
  }
  if (page < totalPages)
    items.push(`<a class="Pager-next" rel="next" href="${esc(href(page + 1))}">Next »</a>`);
  return `<nav class="Pager" aria-label="${esc(label)}">${items.join(' ')}</nav>`;
}
