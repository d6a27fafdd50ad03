/**
 * Whether pasted plain text holds Markdown (04 §7): read by the editor before the plain-text
 * chunk is asked for (pastedText.ts), and by that chunk (readPlainText.ts).
 */
/** Block syntax at the start of a line: headings, quotes, lists, fences, rules, underlines. */
const MARKDOWN_BLOCK =
  /^ {0,3}(?:#{1,6}(?:[ \t]|$)|>|[-*+][ \t]|\d{1,9}[.)][ \t]|`{3}|~{3}|(?:[-*_][ \t]*){3,}$|=+[ \t]*$)/m;
/** The delimiter row of a GFM table (`|---|:-:|`). */
const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/m;
/** Inline syntax: emphasis and code marks, strikethrough, links, images and autolinks. */
const MARKDOWN_INLINE = /[*_`]|~~|\[[^\]\n]*\]\(|<(?:https?|mailto):/;

/** Whether the text has anything Markdown would change (else it is read as plain text). */
export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_BLOCK.test(text) || MARKDOWN_INLINE.test(text) || TABLE_DELIMITER.test(text);
}
