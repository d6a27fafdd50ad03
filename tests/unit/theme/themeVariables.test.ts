import { http, HttpResponse } from 'msw';
import { fetchTheme, selectTheme } from '@/features/themes/themesSlice';
import { setStyleNonce } from '@/theme/injectStyles';
import {
  applyThemeVariables,
  THEME_VARIABLES_STYLE_ID,
  themeVariablesOf,
  themeVariablesToTokens,
} from '@/theme/themeVariables';
import { API, server } from '../../support/msw';
import { makeTestStore } from '../../support/renderWithProviders';

const overrides = (): string | null | undefined =>
  [...document.head.querySelectorAll('style')].find(
    (style) => style.getAttribute('data-fw-style') === THEME_VARIABLES_STYLE_ID,
  )?.textContent;

afterEach(() => {
  document.head.innerHTML = '';
  setStyleNonce(undefined);
});

describe('themeVariablesToTokens', () => {
  it('maps the server primary colour and derives a readable text colour for it', () => {
    expect(themeVariablesToTokens({ global: { mainColors: { primary: '#0B6E4F' } } })).toEqual({
      '--fw-primary': '#0b6e4f',
      '--fw-primary-contrast': '#ffffff',
    });
    expect(
      themeVariablesToTokens({ global: { mainColors: { primary: '#ffd400' } } })[
        '--fw-primary-contrast'
      ],
    ).toBe('#111111');
  });

  it('maps colours, sizes and fonts, writing each value itself', () => {
    const tokens = themeVariablesToTokens({
      global: {
        mainColors: { fg: 'rgb(20, 20, 20)', bg: 'white', primaryContrast: '#fff' },
        border: { radius: 4, width: '2px', color: 'hsl(0, 0%, 80%)' },
        fonts: { families: { body: ['Lato', 'sans-serif'] }, size: { medium: '15' } },
      },
      titleBar: { colors: { bg: '#123456' }, sizing: { height: 56, mobile: { height: '1.5rem' } } },
    });
    expect(tokens).toEqual({
      '--fw-fg': '#141414',
      '--fw-bg': '#ffffff',
      '--fw-primary-contrast': '#ffffff',
      '--fw-border-radius': '4px',
      '--fw-border-width': '2px',
      '--fw-border-color': '#cccccc',
      '--fw-font-family': "'Lato', sans-serif",
      '--fw-font-size-medium': '15px',
      '--fw-title-bar-bg': '#123456',
      '--fw-title-bar-height': '56px',
      '--fw-title-bar-mobile-height': '1.5rem',
    });
  });

  it('ignores unknown, empty and inherited keys', () => {
    const sneaky = Object.create({ mainColors: { primary: '#000' } }) as object;
    expect(themeVariablesToTokens({ global: sneaky, other: { x: 1 } })).toEqual({});
    expect(themeVariablesToTokens({ global: { mainColors: { primary: '' } } })).toEqual({});
    expect(themeVariablesToTokens(null)).toEqual({});
    expect(themeVariablesToTokens('nonsense')).toEqual({});
  });

  it.each([
    'expression(alert(1))',
    'url(javascript:alert(1))',
    '#fff;}body{display:none}',
    'not-a-colour',
  ])('raises "Invalid color detected" for the colour %p', (primary) => {
    expect(() => themeVariablesToTokens({ global: { mainColors: { primary } } })).toThrow(
      new Error('Invalid color detected'),
    );
  });

  it.each([
    [{ global: { border: { radius: '6px;}body{x:y' } } }, 'global.border.radius'],
    [{ global: { border: { radius: 'calc(1px)' } } }, 'global.border.radius'],
    [{ global: { fonts: { families: { body: 'Lato;}' } } } }, 'global.fonts.families.body'],
    [{ global: { fonts: { families: { body: 'x") url(evil' } } } }, 'global.fonts.families.body'],
  ])('refuses a value that is not a plain size or font name (%j)', (variables, path) => {
    expect(() => themeVariablesToTokens(variables)).toThrow(`Invalid theme variable: ${path}`);
  });
});

describe('applyThemeVariables', () => {
  it('overrides the defaults on our roots with a nonce-carrying style tag', () => {
    setStyleNonce('n0nce');
    applyThemeVariables({ global: { mainColors: { primary: '#0b6e4f' } } });
    expect(overrides()).toBe(':root .fw-root{--fw-primary:#0b6e4f;--fw-primary-contrast:#ffffff;}');
    expect(document.head.querySelector('style')!.nonce).toBe('n0nce');
  });

  it('replaces the previous overrides, and restores the defaults for {}', () => {
    applyThemeVariables({ global: { mainColors: { primary: '#111111' } } });
    applyThemeVariables({ global: { mainColors: { bg: '#fafafa' } } });
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(overrides()).toBe(':root .fw-root{--fw-bg:#fafafa;}');
    applyThemeVariables({});
    expect(overrides()).toBe('');
  });

  it('changes nothing on the page when any value is invalid', () => {
    applyThemeVariables({ global: { mainColors: { primary: '#111111' } } });
    expect(() =>
      applyThemeVariables({
        global: { mainColors: { primary: '#222222', bg: 'url(javascript:alert(1))' } },
      }),
    ).toThrow('Invalid color detected');
    expect(overrides()).toContain('--fw-primary:#111111');
    expect(overrides()).not.toContain('javascript');
  });

  it('applies the variables of a theme loaded with GET /themes/{key}', async () => {
    server.use(
      http.get(`${API}/themes/3`, () =>
        HttpResponse.json({
          themeID: 3,
          assets: {
            variables: { type: 'json', data: { global: { mainColors: { primary: '#7a1f5c' } } } },
          },
        }),
      ),
    );
    const store = makeTestStore();
    await store.dispatch(fetchTheme({ themeKey: 3 }));
    applyThemeVariables(themeVariablesOf(selectTheme(store.getState(), { themeKey: 3 }).data));
    expect(overrides()).toContain('--fw-primary:#7a1f5c;');
  });

  it('reads variables given as JSON text, and treats a theme without them as {}', () => {
    expect(themeVariablesOf({ themeID: 1, assets: { variables: { data: '{"a":1}' } } })).toEqual({
      a: 1,
    });
    expect(themeVariablesOf({ themeID: 1, assets: { variables: { data: '{' } } })).toEqual({});
    expect(themeVariablesOf({ themeID: 1, assets: {} })).toEqual({});
    expect(themeVariablesOf(undefined)).toEqual({});
  });
});
