import type { WidgetDefinition } from '@/index';

/**
 * The theme preview toast (03 §4): `<div data-react="ThemePreviewToast" data-props='{"themeID":2,
 * "revisionID":null,"name":"…","redirect":"/…"}'>`, which the host puts on its pages while the
 * session previews a theme. The props validator is in the component's chunk.
 */
export const themePreviewToastWidget: WidgetDefinition = {
  name: 'ThemePreviewToast',
  load: () => import('./ThemePreviewToast'),
};
