import { propsShape, type WidgetDefinition } from '../../src/index';

/** Only the compact menu button and its 'Site Navigation' panel, for legacy pages. */
export const titleBarHamburgerWidget: WidgetDefinition = {
  name: 'TitleBarHamburger',
  load: () => import('./TitleBarHamburger'),
  validate: propsShape({ navigation: 'object?' }),
};
