import type { ReactElement } from 'react';
import { WidgetHeader } from '@/features/layouts/components/homeWidget/WidgetHeader';
import type { RssWidgetProps } from '@/features/layouts/layoutTypes';
import { t } from '@/i18n/translate';
import { DateTime } from '@/ui/DateTime';
import { sanitizeUrl } from '@/utils/links';
import { useBasicsStyles } from './useBasicsStyles';

type RssItem = RssWidgetProps['items'][number];

function itemsOf(value: unknown): RssItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is RssItem =>
      typeof item === 'object' && item !== null && typeof (item as RssItem).title === 'string',
  );
}

/**
 * An RSS feed's items, fetched by the server (the widget requests nothing): title (a link when
 * its address is safe), date, plain-text description and picture. Item text is never HTML.
 */
export function Rss(props: RssWidgetProps): ReactElement {
  useBasicsStyles();
  const items = itemsOf(props.items);
  return (
    <div className="fw-basics-card fw-rss">
      <WidgetHeader title={props.title} subtitle={props.subtitle} description={props.description} />
      {items.length === 0 ? (
        <p className="fw-rss-empty">{t('This feed has no items.')}</p>
      ) : (
        <ul className="fw-rss-items">
          {items.map((item, index) => {
            const href = sanitizeUrl(item.url);
            const image = sanitizeUrl(item.imageUrl);
            return (
              <li className="fw-rss-item" key={index}>
                {image && <img className="fw-rss-image" src={image} alt="" loading="lazy" />}
                <div className="fw-rss-text">
                  <h3 className="fw-rss-title">
                    {href ? (
                      <a href={href} rel="noopener noreferrer ugc">
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </h3>
                  {typeof item.date === 'string' && (
                    <DateTime className="fw-rss-date" date={item.date} />
                  )}
                  {typeof item.description === 'string' && item.description !== '' && (
                    <p className="fw-rss-description">{item.description}</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
