/**
 * Pasted plain text read as Markdown (04 §7, last paragraph), with `marked` (docs/composer.md),
 * in the lazy plain-text chunk. The HTML it gives is not trusted: the paste runs it through
 * the sanitiser and the schema's parse rules like any pasted HTML.
 *
 * Raw HTML in the text stays text: marked's `html` tokens (blocks and inline tags) are
 * written escaped, a block as a paragraph whose line feeds are line breaks. Single newlines
 * are line breaks (`breaks`), as in the rest of the editor's plain-text paste.
 */
import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

const markdown = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html({ text, block }: Tokens.HTML | Tokens.Tag): string {
      if (!block) return escapeHtml(text);
      const lines = text.replace(/\n+$/, '').split('\n').map(escapeHtml);
      return `<p>${lines.join('<br>')}</p>\n`;
    },
  },
});

/** The HTML of Markdown text, raw HTML escaped; code blocks without their last line feed. */
export function markdownToHtml(text: string): string {
  const html = markdown.parse(text, { async: false });
  return html.replace(/\n<\/code><\/pre>/g, '</code></pre>');
}
