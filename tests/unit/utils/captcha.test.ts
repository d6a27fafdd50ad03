import {
  CAPTCHA_SCRIPT_URL,
  CAPTCHA_SITE_KEY_CONFIG_KEY,
  getCaptchaSiteKey,
  loadCaptcha,
} from '@/utils/captcha';
import { resetScriptLoader } from '@/utils/scriptLoader';

function captchaScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script')].filter((script) =>
    (script.getAttribute('src') ?? '').startsWith(CAPTCHA_SCRIPT_URL),
  );
}

afterEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
});

describe('loadCaptcha', () => {
  it.each([
    ['no config at all', {}],
    ['no site key', { config: {} }],
    ['a blank site key', { config: { [CAPTCHA_SITE_KEY_CONFIG_KEY]: '   ' } }],
    ['a site key that is not a string', { config: { [CAPTCHA_SITE_KEY_CONFIG_KEY]: 123 } }],
  ])('loads nothing and resolves undefined with %s', async (_name, bootstrap) => {
    await expect(loadCaptcha(bootstrap)).resolves.toBeUndefined();
    expect(captchaScripts()).toHaveLength(0);
  });

  it('loads the script in the page language with the page nonce when a site key is set', async () => {
    const promise = loadCaptcha({
      cspNonce: 'n0nce',
      config: { 'captcha.siteKey': ' site-key-1 ', 'ui.localeKey': 'fr_CA' },
    });
    const [script] = captchaScripts();
    expect(script?.getAttribute('src')).toBe(`${CAPTCHA_SCRIPT_URL}?render=explicit&hl=fr-CA`);
    expect(script?.getAttribute('nonce')).toBe('n0nce');
    script?.dispatchEvent(new Event('load'));
    await expect(promise).resolves.toBe('site-key-1');
  });

  it('reports a failed captcha script with the embed-script message', async () => {
    const promise = loadCaptcha(
      { config: { 'captcha.siteKey': 'k' } },
      { scriptUrl: `${CAPTCHA_SCRIPT_URL}?mirror` },
    );
    captchaScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(promise).rejects.toThrow('Failed to load a required embed script');
  });
});

describe('getCaptchaSiteKey', () => {
  it('reads captcha.siteKey from the config map, flat or nested', () => {
    expect(getCaptchaSiteKey({ config: { 'captcha.siteKey': 'abc' } })).toBe('abc');
    expect(getCaptchaSiteKey({ config: { captcha: { siteKey: 'def' } } })).toBe('def');
    expect(getCaptchaSiteKey({})).toBeUndefined();
  });
});
