import type { BootstrapConfig } from '@/api/types/bootstrap';
import { injectStyles, setStyleNonce } from './injectStyles';
import { buildThemeCss } from './themeTokens';

export const THEME_STYLE_ID = 'theme';

/** Built on first use and kept: every component mount checks for the theme. */
let themeCss: string | undefined;

/** Injects the base theme (tokens on `.fw-root`, root typography, `.fw-srOnly`) once per document. */
export function ensureThemeStyles(doc: Document = document): void {
  injectStyles(THEME_STYLE_ID, (themeCss ??= buildThemeCss()), doc);
}

/**
 * Called once per page by the runtime: every style tag we inject from now on carries the
 * page's CSP nonce, and the base theme is in the head. Calling it again changes nothing
 * but the nonce.
 */
export function installTheme(config: BootstrapConfig, doc: Document = document): void {
  setStyleNonce(config.cspNonce);
  ensureThemeStyles(doc);
}
