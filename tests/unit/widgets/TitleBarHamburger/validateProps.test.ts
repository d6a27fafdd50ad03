import { validateProps } from '../../../../widgets/TitleBarHamburger/TitleBarHamburger';

describe('TitleBarHamburger: props', () => {
  it('accepts no props or a navigation object, and refuses other navigation values', () => {
    expect(validateProps({})).toBe(true);
    expect(validateProps({ navigation: { items: [] } })).toBe(true);
    expect(() => validateProps({ navigation: 'home' })).toThrow(/navigation/);
    expect(() => validateProps({ navigation: ['home'] })).toThrow(/navigation/);
  });
});
