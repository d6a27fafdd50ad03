import { propsShape, type WidgetDefinition } from '../../src/index';

/** The site header: logo, navigation, mega menu, search, sign-in and the account menus. */
export const titleBarWidget: WidgetDefinition = {
  name: 'TitleBar',
  load: () => import('./TitleBar'),
  validate: propsShape({
    positioning: 'string?',
    backgroundColor: 'string?',
    foregroundColor: 'string?',
    height: 'number?',
    heightMobile: 'number?',
    borderType: 'string?',
    logo: 'object?',
    navigation: 'object?',
  }),
};
