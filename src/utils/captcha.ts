import { resolveLocale, readConfigValue } from '@/i18n/locale';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import { loadScript } from './scriptLoader';

/** The config key holding the captcha site key (the public reCAPTCHA key). */
export const CAPTCHA_SITE_KEY_CONFIG_KEY = 'captcha.siteKey';

/** reCAPTCHA's loader, rendered explicitly by the widget that needs it. */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The configured site key, trimmed; `undefined` when absent, not a string, or blank. */
export function getCaptchaSiteKey(bootstrap: BootstrapConfig): string | undefined {
  const value = readConfigValue(bootstrap.config, CAPTCHA_SITE_KEY_CONFIG_KEY);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The script address: explicit rendering, in the page's language. */
export function captchaScriptUrl(locale: string): string {
  return `${CAPTCHA_SCRIPT_URL}?render=explicit&hl=${encodeURIComponent(locale)}`;
}

export interface LoadCaptchaOptions {
  /** Overrides the script address (tests, self-hosted mirrors). */
  scriptUrl?: string;
  /** Overrides the 10000 ms script time-out. */
  timeout?: number;
}

/**
 * Loads the captcha script only when a site key is configured (spec 01 §1). Resolves to
 * the site key once the script has loaded, or to `undefined` at once — with nothing
 * added to the page — when no key is set. The page's `cspNonce` is passed to the
 * script. Rejects as `loadScript` does.
 */
export async function loadCaptcha(
  bootstrap: BootstrapConfig,
  options: LoadCaptchaOptions = {},
): Promise<string | undefined> {
  const siteKey = getCaptchaSiteKey(bootstrap);
  if (siteKey === undefined) return undefined;
  const src = options.scriptUrl ?? captchaScriptUrl(resolveLocale(bootstrap));
  await loadScript(src, { timeout: options.timeout, nonce: bootstrap.cspNonce });
  return siteKey;
}
