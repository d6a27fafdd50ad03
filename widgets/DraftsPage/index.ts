import { propsShape, type WidgetDefinition } from '../../src/index';

/**
 * The member's drafts page (03 §3, §4, §7): `<div data-react="DraftsPage" data-props='{}'>`.
 * `title` replaces the heading 'My Drafts'.
 */
export const draftsPageWidget: WidgetDefinition = {
  name: 'DraftsPage',
  load: () => import('./DraftsPage'),
  validate: propsShape({ title: 'string?' }),
};
