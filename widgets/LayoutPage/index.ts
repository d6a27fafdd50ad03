import type { WidgetDefinition } from '@/index';

/** The layout page component (docs/widgets/layout-page.md): mounted into `<div id="app">`. */
export const layoutPageWidget: WidgetDefinition = {
  name: 'LayoutPage',
  page: true,
  load: () => import('./LayoutPage'),
};
