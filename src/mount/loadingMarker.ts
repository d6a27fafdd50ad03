export const LOADING_CLASS = 'isLoading';
export const ERROR_REVEAL_DELAY = 800;

/** Removes the body's loading marker once bootstrap is done. */
export function revealBody(doc: Document): void {
  doc.body?.classList.remove(LOADING_CLASS);
}

/** A script error anywhere on the page forces the body visible after 800 ms. */
export function revealBodyOnScriptError(win: Window): void {
  win.addEventListener('error', () => {
    win.setTimeout(() => revealBody(win.document), ERROR_REVEAL_DELAY);
  });
  win.addEventListener('unhandledrejection', () => {
    win.setTimeout(() => revealBody(win.document), ERROR_REVEAL_DELAY);
  });
}
