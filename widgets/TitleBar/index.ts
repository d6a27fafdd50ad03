import type { WidgetDefinition } from '@/index';

/**
 * The site header: logo, navigation, mega menu, search, sign-in and the account menus. Its
 * props validator travels in its own chunk (`validateProps` in TitleBar.tsx).
 */
export const titleBarWidget: WidgetDefinition = {
  name: 'TitleBar',
  load: () => import('./TitleBar'),
};
