import { type ReactElement, useId } from 'react';
import { t } from '@/i18n/translate';
import { formatCompactNumber } from '@/i18n/numbers';
import controlsCss from '@/ui/controls.css';
import { useStyles } from '@/ui/useStyles';
import { sanitizeUrl } from '@/utils/links';
import type { HomeWidgetItem, HomeWidgetOptions, WidgetHeaderProps } from '../../layoutTypes';
import css from './homeWidget.css';
import { type ResolvedHomeWidgetOptions, resolveHomeWidgetOptions } from './homeWidgetOptions';
import { WidgetHeader } from './WidgetHeader';

export interface HomeWidgetProps extends WidgetHeaderProps, HomeWidgetOptions {
  items: HomeWidgetItem[];
  /** Shown instead of the grid when there are no items; nothing at all when absent. */
  emptyText?: string;
}

const COUNT_LABELS: Record<string, string> = {
  discussions: 'Discussions',
  comments: 'Comments',
  posts: 'Posts',
  followers: 'Followers',
  members: 'Members',
  articles: 'Articles',
};

function countLabel(labelCode: string): string {
  return t(labelCode, COUNT_LABELS[labelCode] ?? labelCode);
}

function isItem(value: unknown): value is HomeWidgetItem {
  const item = value as HomeWidgetItem | null;
  return typeof item === 'object' && item !== null && typeof item.name === 'string';
}

/** A picture from data: only a safe address; decorative (the name says what it is). */
function Picture({ url, className }: { url?: string; className: string }): ReactElement | null {
  const src = sanitizeUrl(url);
  if (src === undefined) return null;
  return <img className={className} src={src} alt="" loading="lazy" />;
}

function HomeWidgetCard({
  item,
  options,
}: {
  item: HomeWidgetItem;
  options: ResolvedHomeWidgetOptions;
}): ReactElement {
  const { contentType, display } = options;
  const href = sanitizeUrl(item.to);
  const background =
    contentType === 'title-background' || contentType === 'title-background-description';
  const showDescription =
    display.description &&
    contentType !== 'title-background' &&
    typeof item.description === 'string' &&
    item.description.trim() !== '';
  const counts =
    display.counts && Array.isArray(item.counts)
      ? item.counts.filter((c) => Number.isFinite(c?.count))
      : [];
  const name = href ? (
    <a className="fw-homeWidget-link" href={href}>
      {item.name}
    </a>
  ) : (
    item.name
  );
  return (
    <li
      className={`fw-homeWidget-item fw-homeWidget-item--${contentType}${href ? ' fw-homeWidget-item--linked' : ''}`}
    >
      {contentType === 'title-description-image' && (
        <Picture url={item.imageUrl} className="fw-homeWidget-image" />
      )}
      {contentType === 'title-description-icon' && (
        <Picture url={item.iconUrl} className="fw-homeWidget-icon" />
      )}
      {background && <Picture url={item.imageUrl} className="fw-homeWidget-background" />}
      <div className="fw-homeWidget-body">
        {display.name ? (
          <h3 className="fw-homeWidget-name">{name}</h3>
        ) : (
          // The link stays reachable with the name hidden from view.
          <h3 className="fw-srOnly">{name}</h3>
        )}
        {showDescription && <p className="fw-homeWidget-description">{item.description}</p>}
        {counts.length > 0 && (
          <ul className="fw-homeWidget-counts">
            {counts.map((count) => (
              <li key={count.labelCode}>
                <span className="fw-homeWidget-count">{formatCompactNumber(count.count)}</span>{' '}
                {countLabel(String(count.labelCode))}
              </li>
            ))}
          </ul>
        )}
        {display.cta && href !== undefined && !background && (
          // The card's link covers the card; this only shows where to click.
          <span className="fw-button fw-homeWidget-cta" aria-hidden="true">
            {options.callToActionText ?? t('Read More')}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * The home widget card grid (03 §2 content types and defaults, 03 §9 column caps), shared by
 * the Categories, FeaturedCollections and SuggestedContent layout widgets. Each card's name is
 * its link (stretched over the card); a link that is not safe makes the card plain text.
 * Columns: the capped count, 2 at 806 px and 1 at 600 px wide or in a narrow panel.
 */
export function HomeWidget(props: HomeWidgetProps): ReactElement | null {
  useStyles('controls', controlsCss);
  useStyles('fw-homeWidget', css);
  const headingId = useId();
  const options = resolveHomeWidgetOptions(props);
  const items = Array.isArray(props.items) ? props.items.filter(isItem) : [];
  const hasTitle = typeof props.title === 'string' && props.title.trim() !== '';
  if (items.length === 0 && props.emptyText === undefined) return null;
  const viewAllHref = options.viewAll ? sanitizeUrl(options.viewAll.to) : undefined;
  return (
    <section
      className={`fw-homeWidget fw-homeWidget--${options.displayType}`}
      aria-labelledby={hasTitle ? headingId : undefined}
    >
      <WidgetHeader
        title={props.title}
        subtitle={props.subtitle}
        description={props.description}
        headingId={headingId}
      />
      {items.length === 0 ? (
        <p className="fw-homeWidget-empty">{props.emptyText}</p>
      ) : (
        <ul className={`fw-homeWidget-grid fw-homeWidget-grid--cols${options.columns}`}>
          {items.map((item, index) => (
            <HomeWidgetCard key={`${index}-${item.to}`} item={item} options={options} />
          ))}
        </ul>
      )}
      {viewAllHref !== undefined && (
        <p className="fw-homeWidget-viewAll">
          <a className="fw-button" href={viewAllHref}>
            {options.viewAll?.name ?? t('View More')}
          </a>
        </p>
      )}
    </section>
  );
}
