import type { ReactElement } from 'react';
import { HomeWidget } from '@/features/layouts/components/homeWidget/HomeWidget';
import type {
  CategoriesWidgetProps,
  FeaturedCollectionsProps,
  HomeWidgetItem,
  SuggestedContentProps,
} from '@/features/layouts/layoutTypes';
import { t } from '@/i18n/translate';
import { propsShape } from '@/index';
import { sanitizeUrl } from '@/utils/links';
import { hasText, useCommunityStyles } from './shared';

export { Leaderboard, RoleSpotlight, UserSpotlight } from './people';
export { NewPostMenu, SiteTotals, Tags } from './lists';

/**
 * The community data widgets of a layout (docs/widgets/layout-community.md). The runtime picks
 * the export named like the widget; this check runs for each of them before the first render:
 * only the common header props are checked here, each widget drops malformed data itself.
 */
export const validateProps = propsShape({
  title: 'string?',
  subtitle: 'string?',
  description: 'string?',
});

/** Categories as home widget cards (name, description, counts, 'Read More'). */
export function Categories(props: CategoriesWidgetProps): ReactElement | null {
  const { itemData, ...rest } = props;
  return <HomeWidget {...rest} items={Array.isArray(itemData) ? itemData : []} />;
}

/** A collection's records (articles, categories, discussions…) as home widget cards. */
export function FeaturedCollections(props: FeaturedCollectionsProps): ReactElement | null {
  const { collection, ...rest } = props;
  const records = Array.isArray(collection?.records) ? collection.records : [];
  const items = records.map((row) => row?.record).filter((item): item is HomeWidgetItem => !!item);
  const title = hasText(rest.title) ? rest.title : hasText(collection?.name) ? collection.name : '';
  return <HomeWidget {...rest} title={title} items={items} />;
}

/** Suggested discussions (a list of links with excerpts) and suggested categories (cards). */
export function SuggestedContent(props: SuggestedContentProps): ReactElement | null {
  useCommunityStyles();
  const discussions = Array.isArray(props.discussions)
    ? props.discussions
        .filter((d) => d && hasText(d.name))
        .map((d) => ({ ...d, href: sanitizeUrl(d.url) }))
    : [];
  const categories = Array.isArray(props.categories) ? props.categories : [];
  const title = hasText(props.title) ? props.title : t('Suggested Content');
  if (discussions.length === 0 && categories.length === 0) return null;
  return (
    <div className="fw-community fw-community-suggested">
      {discussions.length > 0 && (
        <section aria-label={title}>
          <h2 className="fw-widgetHeader-title">{title}</h2>
          {hasText(props.description) && (
            <p className="fw-widgetHeader-description">{props.description}</p>
          )}
          <ul className="fw-community-suggestedList">
            {discussions.map((d, index) => (
              <li key={`${index}-${d.discussionID}`}>
                {d.href ? <a href={d.href}>{d.name}</a> : d.name}
                {hasText(d.excerpt) && <p className="fw-community-excerpt">{d.excerpt}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {categories.length > 0 && <HomeWidget title={t('Suggested Categories')} items={categories} />}
    </div>
  );
}
