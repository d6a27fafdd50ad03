import { http, HttpResponse } from 'msw';
import { API, TEST_CONFIG, server } from '../../../support/msw';
import { createAppStore } from '@/store/store';
import { applyServerTheme } from '@/features/themes/serverTheme';
import { selectTheme } from '@/features/themes/themesSlice';
import { CSS } from '../../../e2e/support/xss';

const themeWith = (variables: unknown): Record<string, unknown> => ({
  themeID: 1,
  assets: { variables: { type: 'json', data: JSON.stringify(variables) } },
});

const overrides = (): string =>
  document.head.querySelector('style[data-fw-style="theme-variables"]')?.textContent ?? '';

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('server theme', () => {
  it("overrides the default primary colour with the theme's variables", async () => {
    server.use(
      http.get(`${API}/themes/1`, () =>
        HttpResponse.json(themeWith({ global: { mainColors: { primary: '#0b6e4f' } } })),
      ),
    );
    await applyServerTheme(createAppStore(TEST_CONFIG), 1);
    expect(overrides()).toMatch(/--fw-primary:\s*(#0b6e4f|rgb\(11, 110, 79\))/i);
  });

  it('keeps the defaults and explains why when a colour is invalid', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/themes/1`, () =>
        HttpResponse.json(
          themeWith({ global: { mainColors: { primary: 'expression(alert(1))' } } }),
        ),
      ),
    );
    await applyServerTheme(createAppStore(TEST_CONFIG), 1);
    expect(overrides()).toBe('');
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/was not applied: Invalid color detected/);
  });

  it('keeps the defaults when the theme cannot be loaded', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/themes/1`, () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await applyServerTheme(createAppStore(TEST_CONFIG), 1);
    expect(overrides()).toBe('');
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/could not be loaded/);
  });

  it('keeps the defaults and says it could not be loaded when a 408 answers without a theme', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${API}/themes/1`, () =>
        HttpResponse.json({ message: 'Request timeout' }, { status: 408 }),
      ),
    );
    const store = createAppStore(TEST_CONFIG);
    await applyServerTheme(store, 1);
    expect(overrides()).toBe('');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/"1" could not be loaded; using the default/);
    expect(selectTheme(store.getState(), { themeKey: 1 }).error).toMatchObject({
      message: 'Request timeout',
      status: 408,
    });
  });

  // Moved from the browser's XSS sweep (tests/e2e/xssApi.test.ts), which loaded a page per
  // variable and payload: every variable the theme maps, each with two CSS payloads. The whole
  // theme is refused, nothing is written, and the console says why.
  const PATHS = [
    'global.mainColors.primary',
    'global.mainColors.primaryContrast',
    'global.mainColors.fg',
    'global.mainColors.bg',
    'global.border.color',
    'global.border.radius',
    'global.border.width',
    'global.fonts.families.body',
    'global.fonts.size.large',
    'global.fonts.size.medium',
    'global.fonts.size.small',
    'global.fonts.size.title',
    'global.fonts.size.largeTitle',
    'titleBar.colors.bg',
    'titleBar.colors.fg',
    'titleBar.sizing.height',
    'titleBar.sizing.mobile.height',
  ];
  const cases = PATHS.flatMap((path, i) =>
    [CSS[i % CSS.length]!, CSS[(i + 2) % CSS.length]!].map((value) => [path, value] as const),
  );
  it.each(cases)('refuses the whole theme when %s is %j', async (path, value) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const variables: Record<string, unknown> = {};
    const keys = path.split('.');
    let node = variables;
    for (const key of keys.slice(0, -1)) node = (node[key] = {}) as Record<string, unknown>;
    node[keys.at(-1)!] = value;
    server.use(http.get(`${API}/themes/1`, () => HttpResponse.json(themeWith(variables))));
    await applyServerTheme(createAppStore(TEST_CONFIG), 1);
    expect(overrides()).toBe('');
    expect(document.head.innerHTML).not.toContain('__xss');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/"1" was not applied: /);
  });
});
