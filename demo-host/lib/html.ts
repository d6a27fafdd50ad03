/** HTML escaping and slugs for the server templates. */
export function esc(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe to embed in a `<script type="application/json">` or an attribute-free context. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'discussion';
}

/** Plain text from stored HTML, for excerpts. */
export function stripTags(html: string): string {
  return html
    .replace(/<\/?(?:a|b|strong|i|em|u|s|code|span)\b[^>]*>/gi, '') // inline: no space
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The index just past the `</div>` that closes the `<div` opened at `start` (or the end). */
function divEnd(html: string, start: number): number {
  const tags = /<(\/?)div\b[^>]*>/gi;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/**
 * HTML without its spoilers' hidden content: the older `details.spoiler` (innermost first, so
 * nested spoilers go too) and rich2's `div.spoiler` (spec 04 §3.3, its chrome included).
 */
export function withoutSpoilers(html: string): string {
  const spoiler = /<details class="spoiler">(?:(?!<details\b)[\s\S])*?<\/details>/g;
  let out = html;
  for (let prev = ''; prev !== out;) {
    prev = out;
    out = out.replace(spoiler, ' (Spoiler) ');
  }
  const open = '<div class="spoiler">';
  for (let at = out.indexOf(open); at >= 0; at = out.indexOf(open, at))
    out = `${out.slice(0, at)} (Spoiler) ${out.slice(divEnd(out, at))}`;
  return out;
}

/** Plain text for lists and previews: tags stripped, spoilers' content left out. */
export function excerpt(html: string, length = 160): string {
  const text = stripTags(withoutSpoilers(html))
    .replace(/(\(Spoiler\) ?)+/g, '(Spoiler) ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

/** Turns plain text typed into a form into safe paragraphs of HTML. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${esc(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A file size as people read it, as the library writes it: 900 B, 1.5 KB, 2 MB. */
export function humanFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Math.round(value * 10) / 10} ${units[unit] ?? 'B'}`;
}
