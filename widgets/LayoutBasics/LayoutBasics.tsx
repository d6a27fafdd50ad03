import { propsShape } from '@/index';
import type {
  BannerProps,
  BreadcrumbsProps,
  CallToActionProps,
  GuestCallToActionProps,
  HtmlWidgetProps,
  QuickLinksProps,
  RssWidgetProps,
  SearchWidgetProps,
  TabsWidgetProps,
} from '@/features/layouts/layoutTypes';

/*
 * The basic layout widgets (03 §2 'Widgets and layout assets'), one module and chunk for the
 * family. widgets/layoutCatalog.ts registers each name with its validator from `validators`.
 */
export { Banner, Search } from './Banner';
export { Breadcrumbs, QuickLinks } from './Links';
export { Html } from './HtmlWidget';
export { Tabs } from './Tabs';
export { CallToAction, GuestCallToAction } from './CallToAction';
export { Rss } from './Rss';

const header = { title: 'string?', subtitle: 'string?', description: 'string?' } as const;

/** Each widget's props validator, by widget name; a refusal names the prop. */
export const validators = {
  Banner: propsShape<BannerProps>({
    ...header,
    showSearch: 'boolean?',
    backgroundImage: 'string?',
  }),
  Breadcrumbs: propsShape<BreadcrumbsProps>({ crumbs: 'array' }),
  Html: propsShape<HtmlWidgetProps>({ ...header, html: 'string', css: 'string?' }),
  QuickLinks: propsShape<QuickLinksProps>({ ...header, links: 'array' }),
  Tabs: propsShape<TabsWidgetProps>({ tabs: 'array' }),
  CallToAction: propsShape<CallToActionProps>({
    ...header,
    title: 'string',
    button: 'object',
    backgroundImage: 'string?',
  }),
  GuestCallToAction: propsShape<GuestCallToActionProps>(header),
  Search: propsShape<SearchWidgetProps>({ ...header, placeholder: 'string?' }),
  Rss: propsShape<RssWidgetProps>({ ...header, items: 'array' }),
};
