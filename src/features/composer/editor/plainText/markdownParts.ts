/**
 * Pasted plain text read as Markdown (04 §7, last paragraph), with `marked` (docs/composer.md),
 * in the lazy plain-text chunk. The HTML it gives is not trusted: the paste runs it through
 * the sanitiser and the schema's parse rules like any pasted HTML.
 *
 * Raw HTML in the text stays text: marked's `html` tokens (blocks and inline tags) are
 * written escaped, a block as a paragraph whose line feeds are line breaks. Single newlines
 * are line breaks (`breaks`), as in the rest of the editor's plain-text paste. GFM tables are
 * handed over as the text of their cells, to become 04 §3.3 tables like pasted CSV.
 */
import { Marked, type Token, type Tokens, type TokensList } from 'marked';

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

/** The HTML of Markdown tokens, raw HTML escaped; code blocks without their last line feed. */
function render(tokens: Token[], all: TokensList): string {
  const html = markdown.parser(Object.assign(tokens, { links: all.links }));
  return html.replace(/\n<\/code><\/pre>/g, '</code></pre>');
}

/** The text of inline tokens as typed, marks and raw HTML as their text. */
function plainText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'br') return '\n';
      const { tokens, text } = token as { tokens?: Token[]; text?: unknown };
      if (tokens && tokens.length > 0) return plainText(tokens);
      return typeof text === 'string' ? text : '';
    })
    .join('');
}

/** A run of Markdown as HTML, or one of its GFM tables as the text of its cells. */
export type MarkdownPart = { html: string } | { table: string[][] };

/** Markdown text as HTML runs and the tables between them. */
export function markdownParts(text: string): MarkdownPart[] {
  const tokens = markdown.lexer(text);
  const parts: MarkdownPart[] = [];
  let run: Token[] = [];
  const flush = (): void => {
    if (run.length > 0) parts.push({ html: render(run, tokens) });
    run = [];
  };
  for (const token of tokens) {
    if (token.type !== 'table') {
      run.push(token);
      continue;
    }
    flush();
    const { header, rows } = token as Tokens.Table;
    parts.push({
      table: [header, ...rows].map((row) => row.map((cell) => plainText(cell.tokens))),
    });
  }
  flush();
  return parts;
}
