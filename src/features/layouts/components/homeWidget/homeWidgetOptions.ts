import type { HomeWidgetContentType, HomeWidgetOptions } from '../../layoutTypes';

/** The content types of 03 §2; anything else falls back to the first. */
export const HOME_WIDGET_CONTENT_TYPES: readonly HomeWidgetContentType[] = [
  'title-description',
  'title-description-image',
  'title-description-icon',
  'title-background',
  'title-background-description',
  'title-chat-bubble',
];

/** Types that show a picture take up to 4 columns; the others 3; a list 1 (03 §9). */
const WIDE_TYPES: ReadonlySet<HomeWidgetContentType> = new Set([
  'title-description-image',
  'title-description-icon',
  'title-background',
  'title-background-description',
]);

export interface ResolvedHomeWidgetOptions {
  contentType: HomeWidgetContentType;
  displayType: 'grid' | 'list' | 'carousel';
  columns: 1 | 2 | 3 | 4;
  display: { name: boolean; description: boolean; counts: boolean; cta: boolean };
  /** Untranslated: undefined means the default 'Read More'. */
  callToActionText?: string;
  viewAll?: { to: string; name?: string };
}

function isContentType(value: unknown): value is HomeWidgetContentType {
  return HOME_WIDGET_CONTENT_TYPES.includes(value as HomeWidgetContentType);
}

/** The column cap of a content type and display type (03 §9). */
export function maxColumnsFor(
  contentType: HomeWidgetContentType,
  displayType: ResolvedHomeWidgetOptions['displayType'],
): 1 | 3 | 4 {
  if (displayType === 'list') return 1;
  return WIDE_TYPES.has(contentType) ? 4 : 3;
}

/**
 * The options with the defaults of 03 §2 (name, description, counts and call to action shown;
 * 'Read More'), the column count capped as 03 §9 says. Server values of the wrong type are
 * ignored, not trusted.
 */
export function resolveHomeWidgetOptions(
  options: HomeWidgetOptions = {},
): ResolvedHomeWidgetOptions {
  const container = options.containerOptions ?? {};
  const item = options.itemOptions ?? {};
  const contentType = isContentType(item.contentType) ? item.contentType : 'title-description';
  const displayType =
    container.displayType === 'list' || container.displayType === 'carousel'
      ? container.displayType
      : 'grid';
  const cap = maxColumnsFor(contentType, displayType);
  const wanted =
    typeof container.maxColumnCount === 'number' && Number.isFinite(container.maxColumnCount)
      ? Math.floor(container.maxColumnCount)
      : cap;
  const columns = Math.max(1, Math.min(cap, wanted)) as 1 | 2 | 3 | 4;
  const display = item.display ?? {};
  const viewAll =
    container.viewAll && typeof container.viewAll.to === 'string'
      ? {
          to: container.viewAll.to,
          name: typeof container.viewAll.name === 'string' ? container.viewAll.name : undefined,
        }
      : undefined;
  return {
    contentType,
    displayType,
    columns,
    display: {
      name: display.name !== false,
      description: display.description !== false,
      counts: display.counts !== false,
      cta: display.cta !== false,
    },
    callToActionText:
      typeof item.callToActionText === 'string' && item.callToActionText.trim() !== ''
        ? item.callToActionText
        : undefined,
    viewAll,
  };
}
