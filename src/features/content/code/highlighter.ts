import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import { injectStyles } from '@/theme/injectStyles';
import { safeFragment } from '../safeHtml';
import highlightCss from './highlight.css';

/**
 * The lazy highlighter chunk (02 §7): highlight.js core with ten common languages (their
 * aliases too: js, ts, html, svg, sh, shell, py, …). Only `upgradeCode` imports it, with a
 * dynamic `import()`, and only when a `pre > code` block is on the page.
 */
const LANGUAGES = { bash, css, java, javascript, json, php, python, sql, typescript, xml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
// Our prefix, so a legacy theme's own `.hljs-*` rules cannot restyle our blocks.
hljs.configure({ classPrefix: 'fw-hl-' });

/** Auto-detection runs only on blocks without a language class, up to this many characters. */
const AUTO_DETECT_MAX_LENGTH = 20000;
/** Below this highlight.js relevance, a guessed language is not trusted: the block stays plain. */
const AUTO_DETECT_MIN_RELEVANCE = 5;

/** The `language-x` (or `lang-x`) class of a code element, if any. */
export function languageOf(code: Element): string | undefined {
  for (const name of Array.from(code.classList)) {
    const match = /^lang(?:uage)?-(.+)$/.exec(name);
    if (match) return match[1]!.toLowerCase();
  }
  return undefined;
}

/**
 * The highlighted HTML for `text`: in the named language when it is one of ours; when no
 * language is named, the best guess among ours if highlight.js is confident enough. An unknown
 * language or a weak guess gives `undefined` (the block stays plain text).
 */
function highlightText(
  text: string,
  language: string | undefined,
): { html: string; language: string } | undefined {
  if (language !== undefined) {
    const known = hljs.getLanguage(language);
    if (!known) return undefined;
    return { html: hljs.highlight(text, { language, ignoreIllegals: true }).value, language };
  }
  if (text.length > AUTO_DETECT_MAX_LENGTH) return undefined;
  const guess = hljs.highlightAuto(text);
  if (!guess.language || guess.relevance < AUTO_DETECT_MIN_RELEVANCE) return undefined;
  return { html: guess.value, language: guess.language };
}

/**
 * Highlights one code element in place. The text is read as text (markup inside is dropped),
 * highlight.js escapes it into spans, and that HTML still enters the page only through
 * DOMPurify (`safeFragment`). Returns the language used, or `undefined` when left plain.
 */
export function highlightCode(code: HTMLElement): string | undefined {
  const doc = code.ownerDocument;
  injectStyles('content-code-highlight', highlightCss, doc);
  const result = highlightText(code.textContent ?? '', languageOf(code));
  if (!result) return undefined;
  code.replaceChildren(safeFragment(result.html, doc));
  code.classList.add('fw-hl');
  code.setAttribute('data-fw-language', result.language);
  return result.language;
}
