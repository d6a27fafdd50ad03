import { propsShape, type WidgetDefinition } from '../../src/index';

/** The discussion list: `<div data-react="DiscussionList" data-props='{"categoryID":3}'>`. */
export const discussionListWidget: WidgetDefinition = {
  name: 'DiscussionList',
  load: () => import('./DiscussionList'),
  validate: propsShape({
    apiParams: 'object?',
    discussions: 'array?',
    paging: 'object?',
    categoryID: 'number?',
    tagID: 'number?',
    followed: 'boolean?',
    type: 'string?',
    sort: 'string?',
    limit: 'number?',
    page: 'number?',
    displayType: 'string?',
    showCategory: 'boolean?',
    maxTags: 'number?',
    showFollow: 'boolean?',
    syncUrl: 'boolean?',
    title: 'string?',
  }),
};
