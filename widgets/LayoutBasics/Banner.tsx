import type { ReactElement } from 'react';
import type { BannerProps, SearchWidgetProps } from '../../src/features/layouts/layoutTypes';
import { WidgetHeader } from '../../src/features/layouts/components/homeWidget/WidgetHeader';
import { t } from '../../src/i18n/translate';
import { sanitizeUrl } from '../../src/utils/links';
import { SearchForm } from './SearchForm';
import { useBasicsStyles } from './useBasicsStyles';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A decorative picture behind a widget's text (an <img>, so no CSS is built from data). */
export function BackgroundImage({ url }: { url?: string }): ReactElement | null {
  const src = sanitizeUrl(url);
  if (src === undefined) return null;
  return <img className="fw-basics-background" src={src} alt="" />;
}

/** The banner (03 §2): a title, default 'How can we help you?', a description and a search box. */
export function Banner(props: BannerProps): ReactElement {
  useBasicsStyles();
  const title = text(props.title) ?? t('How can we help you?');
  const image = sanitizeUrl(props.backgroundImage);
  return (
    <div className={`fw-banner${image ? ' fw-banner--image' : ''}`}>
      <BackgroundImage url={image} />
      <div className="fw-banner-content">
        {text(props.subtitle) && <p className="fw-banner-subtitle">{props.subtitle}</p>}
        <h1 className="fw-banner-title">{title}</h1>
        {text(props.description) && <p className="fw-banner-description">{props.description}</p>}
        {props.showSearch !== false && (
          <div className="fw-banner-search">
            <SearchForm />
          </div>
        )}
      </div>
    </div>
  );
}

/** The search widget: an optional header and a search box leading to /search?query=…. */
export function Search(props: SearchWidgetProps): ReactElement {
  useBasicsStyles();
  return (
    <div className="fw-basics-card fw-searchWidget">
      <WidgetHeader title={props.title} subtitle={props.subtitle} description={props.description} />
      <SearchForm placeholder={props.placeholder} />
    </div>
  );
}
