import { propsShape, type WidgetDefinition } from '../../src/index';

/** The category follow dropdown (03 §2): `{ categoryID, name, url, preferences? }`. */
export const followDropdownWidget: WidgetDefinition = {
  name: 'FollowDropdown',
  load: () => import('./FollowDropdown'),
  validate: propsShape({
    categoryID: 'number',
    name: 'string',
    url: 'string',
    preferences: 'object?',
  }),
};
