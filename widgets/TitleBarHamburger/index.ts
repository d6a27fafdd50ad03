import type { WidgetDefinition } from '@/index';

/**
 * Only the compact menu button and its 'Site Navigation' panel, for legacy pages. Its props
 * validator travels in its own chunk (`validateProps` in TitleBarHamburger.tsx).
 */
export const titleBarHamburgerWidget: WidgetDefinition = {
  name: 'TitleBarHamburger',
  load: () => import('./TitleBarHamburger'),
};
