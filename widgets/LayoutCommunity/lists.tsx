import { type ReactElement, useId } from 'react';
import { WidgetHeader } from '@/features/layouts/components/homeWidget/WidgetHeader';
import type {
  NewPostMenuProps,
  SiteTotalsProps,
  TagsWidgetProps,
} from '@/features/layouts/layoutTypes';
import { t } from '@/i18n/translate';
import { usePermission } from '@/permissions/usePermission';
import { useSessionUser } from '@/store/currentUserHooks';
import { Flyout } from '@/ui/Flyout';
import { FlyoutMenuItem } from '@/ui/FlyoutMenuItem';
import { NumberDisplay } from '@/ui/NumberDisplay';
import { sanitizeUrl } from '@/utils/links';
import { hasText, useCommunityStyles } from './shared';

/** The site's tags, each a link to its discussions, with its discussion count. */
export function Tags(props: TagsWidgetProps): ReactElement | null {
  useCommunityStyles();
  const headingId = useId();
  const tags = Array.isArray(props.tags)
    ? props.tags.filter((tag) => tag && hasText(tag.name))
    : [];
  const title = hasText(props.title) ? props.title : t('Tags');
  return (
    <section className="fw-community fw-community-tags" aria-labelledby={headingId}>
      <WidgetHeader {...props} title={title} headingId={headingId} />
      {tags.length === 0 ? (
        <p className="fw-community-empty">{t('No tags yet.')}</p>
      ) : (
        <ul className="fw-community-tagList">
          {tags.map((tag, index) => {
            const href = sanitizeUrl(tag.url);
            const count = Number.isFinite(tag.countDiscussions) ? tag.countDiscussions : undefined;
            const body = (
              <>
                {tag.name}
                {count !== undefined && (
                  <>
                    {' '}
                    <NumberDisplay className="fw-community-tagCount" value={count} />
                  </>
                )}
              </>
            );
            return (
              <li key={`${index}-${tag.tagID}`}>
                {href ? (
                  <a className="fw-community-tag" href={href}>
                    {body}
                  </a>
                ) : (
                  <span className="fw-community-tag">{body}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The site's totals (members, discussions, comments…), counts in the k/m format. */
export function SiteTotals(props: SiteTotalsProps): ReactElement | null {
  useCommunityStyles();
  const headingId = useId();
  const totals = Array.isArray(props.totals)
    ? props.totals.filter((row) => row && hasText(row.label) && Number.isFinite(row.count))
    : [];
  if (totals.length === 0) return null;
  const title = hasText(props.title) ? props.title : t('Site Totals');
  return (
    <section className="fw-community fw-community-totals" aria-labelledby={headingId}>
      <WidgetHeader {...props} title={title} headingId={headingId} />
      <dl className="fw-community-totalList">
        {totals.map((row, index) => (
          <div key={`${index}-${row.recordType}`} className="fw-community-total">
            <dt>{t(row.label, row.label)}</dt>
            <dd>
              <NumberDisplay value={row.count} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const DEFAULT_ITEMS: NewPostMenuProps['items'] = [
  { id: 'discussion', label: 'New Discussion', url: '/post/discussion', type: 'discussion' },
];

/**
 * 'New Post': a menu button (WAI-ARIA) listing the post types the server offers (a discussion,
 * a question when Q&A is on); only for members with `discussions.add`. Unsafe links are dropped.
 */
export function NewPostMenu(props: NewPostMenuProps): ReactElement | null {
  useCommunityStyles();
  const { isGuest } = useSessionUser();
  const { allowed } = usePermission('discussions.add');
  const given = Array.isArray(props.items) ? props.items : DEFAULT_ITEMS;
  const items = given
    .filter((item) => item && hasText(item.label))
    .map((item) => ({ ...item, href: sanitizeUrl(item.url) }))
    .filter((item): item is typeof item & { href: string } => item.href !== undefined);
  if (isGuest || !allowed || items.length === 0) return null;
  return (
    <div className="fw-community fw-community-newPost">
      <Flyout kind="menu" buttonClassName="fw-button" buttonContent={t('New Post')}>
        {items.map((item, index) => (
          <FlyoutMenuItem key={`${index}-${item.id}`} href={item.href}>
            {t(item.label, item.label)}
          </FlyoutMenuItem>
        ))}
      </Flyout>
    </div>
  );
}
