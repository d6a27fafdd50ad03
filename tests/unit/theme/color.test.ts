import {
  contrastRatio,
  ensureColor,
  INVALID_COLOR_MESSAGE,
  parseColor,
  readableTextOn,
} from '@/theme/color';

describe('colours', () => {
  it.each([
    ['#037DBC', '#037dbc'],
    ['#fff', '#ffffff'],
    ['#ffff', '#ffffff'],
    ['#00000080', 'rgba(0, 0, 0, 0.502)'],
    ['rgb(3, 125, 188)', '#037dbc'],
    ['rgb(3 125 188)', '#037dbc'],
    ['rgba(0, 0, 0, 0.5)', 'rgba(0, 0, 0, 0.5)'],
    ['rgb(100%, 0%, 0%)', '#ff0000'],
    ['rgb(0 0 0 / 25%)', 'rgba(0, 0, 0, 0.25)'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hsla(0deg 100% 50% / .5)', 'rgba(255, 0, 0, 0.5)'],
    ['  Navy ', '#000080'],
    ['transparent', 'rgba(0, 0, 0, 0)'],
  ])('accepts %s and writes it as %s', (input, output) => {
    expect(ensureColor(input)).toBe(output);
  });

  it.each([
    'expression(alert(1))',
    'url(javascript:alert(1))',
    'red; background: url(https://evil.test/x.png)',
    '#037dbc}body{display:none',
    '#12',
    '#ggg',
    'rgb(1, 2)',
    'rgb(1, 2, 3',
    'var(--x)',
    'javascript:alert(1)',
    'notacolor',
    '',
    42,
    null,
    { r: 1 },
  ])('raises "Invalid color detected" for %p', (input) => {
    expect(() => ensureColor(input)).toThrow(new Error(INVALID_COLOR_MESSAGE));
    expect(parseColor(input)).toBeUndefined();
  });

  it('measures WCAG contrast', () => {
    const black = parseColor('#000')!;
    const white = parseColor('#fff')!;
    expect(contrastRatio(black, white)).toBeCloseTo(21);
    expect(contrastRatio(white, white)).toBeCloseTo(1);
    expect(contrastRatio(parseColor('#037DBC')!, white)).toBeGreaterThanOrEqual(4.5);
  });

  it('picks white text on dark backgrounds and dark text on light ones', () => {
    expect(readableTextOn(parseColor('#037DBC')!)).toBe('#ffffff');
    expect(readableTextOn(parseColor('#ffd400')!)).toBe('#111111');
  });
});
