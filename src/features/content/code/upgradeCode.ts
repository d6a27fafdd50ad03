import { injectStyles } from '@/theme/injectStyles';
import css from './code.css';
import { createCopyTools } from './copyCode';

type Highlighter = typeof import('./highlighter');

let highlighter: Promise<Highlighter> | undefined;

/** The highlighter chunk, requested once per page and only by a page that has code. */
function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= import('./highlighter');
  return highlighter;
}

const DONE = 'data-fw-code';

let pending: Promise<void> = Promise.resolve();

/** Settles when every highlighting started so far has finished (tests and callers that care). */
export function codeHighlighted(): Promise<void> {
  return pending;
}

/**
 * Gives each `pre > code` block inside `root` (not yet upgraded) a "Copy code" button, then
 * highlights the blocks with the lazy highlighter chunk (`./highlighter`, loaded only when a
 * code block exists). Idempotent: a block is upgraded once. Highlighting finishes later;
 * `codeHighlighted()` settles when it has (a chunk that fails to load leaves the blocks plain).
 */
export function upgradeCode(root: HTMLElement): void {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('pre > code')).filter(
    (code) => !code.parentElement!.hasAttribute(DONE),
  );
  if (blocks.length === 0) return;
  const doc = root.ownerDocument;
  injectStyles('content-code', css, doc);
  for (const code of blocks) {
    const pre = code.parentElement!;
    pre.setAttribute(DONE, '');
    // A long line scrolls sideways: keyboard users must be able to reach and scroll it.
    pre.tabIndex = 0;
    const wrapper = doc.createElement('div');
    wrapper.className = 'fw-codeBlock';
    pre.replaceWith(wrapper);
    wrapper.append(createCopyTools(code), pre);
  }
  const done = loadHighlighter().then(
    ({ highlightCode }) => {
      for (const code of blocks) if (code.isConnected) highlightCode(code);
    },
    () => undefined,
  );
  pending = Promise.all([pending, done]).then(() => undefined);
}
