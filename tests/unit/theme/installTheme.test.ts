import { injectStyles, replaceStyles, setStyleNonce } from '@/theme/injectStyles';
import { installTheme, THEME_STYLE_ID } from '@/theme/installTheme';

const styles = (): HTMLStyleElement[] => [...document.head.querySelectorAll('style')];
const themeStyle = (): HTMLStyleElement | undefined =>
  styles().find((style) => style.getAttribute('data-fw-style') === THEME_STYLE_ID);

afterEach(() => {
  document.head.innerHTML = '';
  setStyleNonce(undefined);
});

describe('installTheme', () => {
  it('injects the base theme once, with the tokens declared on .fw-root', () => {
    installTheme({});
    installTheme({});
    expect(styles()).toHaveLength(1);
    expect(themeStyle()!.textContent).toMatch(/^\.fw-root\{--fw-primary:#037DBC;/);
    expect(themeStyle()!.textContent).toContain('font-family:var(--fw-font-family)');
  });

  it("puts the page's CSP nonce on the theme tag and on every later tag", () => {
    installTheme({ cspNonce: 'abc123' });
    injectStyles('later', '.fw-later{}');
    for (const style of styles()) expect(style.nonce).toBe('abc123');
  });

  it('adds no nonce when the config gives none', () => {
    installTheme({});
    expect(themeStyle()!.nonce).toBe('');
    expect(themeStyle()!.hasAttribute('nonce')).toBe(false);
  });

  it('puts the theme back if a hostile page removed it', () => {
    installTheme({});
    themeStyle()!.remove();
    installTheme({});
    expect(themeStyle()).toBeDefined();
  });
});

describe('injectStyles and replaceStyles', () => {
  it('injects each id once and replaces the text of an id on demand', () => {
    injectStyles('x', '.fw-a{}');
    injectStyles('x', '.fw-b{}');
    expect(styles()).toHaveLength(1);
    expect(styles()[0]!.textContent).toBe('.fw-a{}');
    replaceStyles('x', '.fw-c{}');
    expect(styles()).toHaveLength(1);
    expect(styles()[0]!.textContent).toBe('.fw-c{}');
  });

  it('treats an id with quotes as a plain name, never as part of a selector', () => {
    expect(() => injectStyles('a"]', '.fw-q{}')).not.toThrow();
    expect(styles()[0]!.getAttribute('data-fw-style')).toBe('a"]');
  });
});
