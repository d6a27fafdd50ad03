import { propsShape, type WidgetDefinition } from '../../src/index';

/**
 * `UiGallery`: every part of the shared interface kit on one panel, for the playground and the
 * kit's browser test. Costs nothing on pages without its marker.
 */
export const uiGalleryWidget: WidgetDefinition = {
  name: 'UiGallery',
  load: () => import('./UiGallery'),
  validate: propsShape({ parts: 'array?' }),
};
