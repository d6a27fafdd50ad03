import { type ReactElement, useId, useState } from 'react';
import { t } from '@/i18n/translate';
import { Modal } from '@/ui/Modal';
import { useStyles } from '@/ui/useStyles';
import { containsItem, type VisibleNavItem } from '../navigation';
import css from './siteNav.css';

export interface SiteNavPanelProps {
  items: VisibleNavItem[];
  activeID?: string;
  onClose: () => void;
  /** Extra links at the bottom, e.g. Sign In and Register for guests. */
  footerLinks?: Array<{ name: string; url: string }>;
}

function Chevron(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function SiteNavItem({
  item,
  activeID,
  depth,
}: {
  item: VisibleNavItem;
  activeID?: string;
  depth: number;
}): ReactElement {
  const [expanded, setExpanded] = useState(
    () => containsItem(item, activeID) && item.id !== activeID,
  );
  const listID = useId();
  const isActive = item.id === activeID;
  const hasChildren = item.children.length > 0;
  const label = (
    <>
      <span className="fw-siteNav-name">{item.name}</span>
      {item.badge?.text && <span className="fw-siteNav-badge">{item.badge.text}</span>}
    </>
  );
  return (
    <li className={`fw-siteNav-item fw-siteNav-item--depth${Math.min(depth, 3)}`}>
      <div className={`fw-siteNav-row${isActive ? ' fw-siteNav-row--active' : ''}`}>
        {item.url ? (
          <a
            className="fw-siteNav-link"
            href={item.url}
            aria-current={isActive ? 'page' : undefined}
          >
            {label}
          </a>
        ) : (
          <button
            type="button"
            className="fw-siteNav-link"
            aria-expanded={expanded}
            aria-controls={listID}
            onClick={() => setExpanded(!expanded)}
          >
            {label}
          </button>
        )}
        {hasChildren && item.url && (
          <button
            type="button"
            className={`fw-siteNav-toggle${expanded ? ' fw-siteNav-toggle--open' : ''}`}
            aria-expanded={expanded}
            aria-controls={listID}
            aria-label={`${item.name}: ${t('Subcategories')}`}
            onClick={() => setExpanded(!expanded)}
          >
            <Chevron />
          </button>
        )}
      </div>
      {hasChildren && (
        <ul id={listID} className="fw-siteNav-list" hidden={!expanded}>
          {item.children.map((child) => (
            <SiteNavItem key={child.id} item={child} activeID={activeID} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The 'Site Navigation' side panel (left) with nested, expandable items (02 §2). */
export function SiteNavPanel({
  items,
  activeID,
  onClose,
  footerLinks = [],
}: SiteNavPanelProps): ReactElement {
  useStyles('title-bar-site-nav', css);
  return (
    <Modal
      isVisible
      size="sidePanelLeft"
      title={t('Site Navigation')}
      onClose={onClose}
      className="fw-siteNav"
    >
      <nav aria-label={t('Site Navigation')}>
        <ul className="fw-siteNav-list fw-siteNav-list--root">
          {items.map((item) => (
            <SiteNavItem key={item.id} item={item} activeID={activeID} depth={0} />
          ))}
        </ul>
        {footerLinks.length > 0 && (
          <ul className="fw-siteNav-list fw-siteNav-footer">
            {footerLinks.map((link) => (
              <li key={link.url} className="fw-siteNav-item">
                <a className="fw-siteNav-link" href={link.url}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </nav>
    </Modal>
  );
}
