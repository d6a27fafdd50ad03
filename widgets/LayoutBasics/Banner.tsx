import { type ReactElement, useState, useSyncExternalStore } from 'react';
import type { BannerProps, SearchWidgetProps } from '@/features/layouts/layoutTypes';
import { WidgetHeader } from '@/features/layouts/components/homeWidget/WidgetHeader';
import { t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
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

/**
 * The banner's title level. A page has one h1: the banner's title is it unless its layout has
 * another h1 (the original post's title, a composer's) or an earlier banner; then it is an h2.
 * The other widgets render late (code, then data), so the layout's DOM is watched. Banner
 * titles and the layout page's own hidden h1 (widgets/LayoutPage/pageTitle.ts) do not count.
 */
function useTitleLevel(banner: HTMLElement | null): 'h1' | 'h2' {
  const root = banner?.closest('.fw-layoutPage');
  const subscribe = (notify: () => void): (() => void) => {
    const observer = new MutationObserver(notify);
    if (root) observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  };
  return useSyncExternalStore(
    subscribe,
    () =>
      root &&
      (root.querySelector('.fw-banner') !== banner ||
        root.querySelector('h1:not(.fw-banner-title,.fw-layoutPage-h1)'))
        ? 'h2'
        : 'h1',
    () => 'h1',
  );
}

/** The banner (03 §2): a title, default 'How can we help you?', a description and a search box. */
export function Banner(props: BannerProps): ReactElement {
  useBasicsStyles();
  const [self, setSelf] = useState<HTMLDivElement | null>(null);
  const level = useTitleLevel(self);
  const title = text(props.title) ?? t('How can we help you?');
  const image = sanitizeUrl(props.backgroundImage);
  return (
    <div className={`fw-banner${image ? ' fw-banner--image' : ''}`} ref={setSelf}>
      <BackgroundImage url={image} />
      <div className="fw-banner-content">
        {text(props.subtitle) && <p className="fw-banner-subtitle">{props.subtitle}</p>}
        {level === 'h1' ? (
          <h1 className="fw-banner-title">{title}</h1>
        ) : (
          <h2 className="fw-banner-title">{title}</h2>
        )}
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
