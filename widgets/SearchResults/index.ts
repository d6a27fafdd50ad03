import type { WidgetDefinition } from '@/index';

/**
 * The search results page (02 §2, 03 §2): `<div data-react="SearchResults" data-props='{}'>`
 * on /search, `{"knowledgeBase":true}` on /kb/search. Its props validator is in its chunk.
 */
export const searchResultsWidget: WidgetDefinition = {
  name: 'SearchResults',
  load: () => import('./SearchResults'),
};
