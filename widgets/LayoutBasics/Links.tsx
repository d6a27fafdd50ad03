import { type ReactElement, useId } from 'react';
import type { BreadcrumbsProps, LinkItem, QuickLinksProps } from '@/features/layouts/layoutTypes';
import { WidgetHeader } from '@/features/layouts/components/homeWidget/WidgetHeader';
import { t } from '@/i18n/translate';
import { sanitizeUrl } from '@/utils/links';
import { useBasicsStyles } from './useBasicsStyles';

function linksOf(value: unknown): LinkItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (link): link is LinkItem =>
      typeof link === 'object' && link !== null && typeof (link as LinkItem).name === 'string',
  );
}

/** A link from data; an unsafe address leaves the name as plain text. */
function SafeLink({ link, current }: { link: LinkItem; current?: boolean }): ReactElement {
  const href = sanitizeUrl(link.url);
  if (current || href === undefined)
    return <span aria-current={current ? 'page' : undefined}>{link.name}</span>;
  return <a href={href}>{link.name}</a>;
}

/** The page's trail: each crumb a link, the last one the current page (not a link). */
export function Breadcrumbs(props: BreadcrumbsProps): ReactElement | null {
  useBasicsStyles();
  const crumbs = linksOf(props.crumbs);
  if (crumbs.length === 0) return null;
  return (
    <nav className="fw-breadcrumbs" aria-label={t('Breadcrumb')}>
      <ol className="fw-breadcrumbs-list">
        {crumbs.map((crumb, index) => (
          <li className="fw-breadcrumbs-crumb" key={index}>
            <SafeLink link={crumb} current={index === crumbs.length - 1} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** A titled list of links (03 §2 quick links), a navigation landmark named by its title. */
export function QuickLinks(props: QuickLinksProps): ReactElement | null {
  useBasicsStyles();
  const headingId = useId();
  const links = linksOf(props.links);
  const title =
    typeof props.title === 'string' && props.title.trim() !== '' ? props.title : t('Quick Links');
  if (links.length === 0) return null;
  return (
    <nav className="fw-basics-card fw-quickLinks" aria-labelledby={headingId}>
      <WidgetHeader
        title={title}
        subtitle={props.subtitle}
        description={props.description}
        headingId={headingId}
      />
      <ul className="fw-quickLinks-list">
        {links.map((link, index) => (
          <li key={index}>
            <SafeLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
