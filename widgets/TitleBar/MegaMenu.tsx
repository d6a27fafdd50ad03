import type { KeyboardEvent, ReactElement } from 'react';
import { t } from '@/i18n/translate';
import type { VisibleNavItem } from '@/features/navigation/navigation';

export interface MegaMenuProps {
  id: string;
  item: VisibleNavItem;
  activeID?: string;
  isOpen: boolean;
  /** Escape: close and give focus back to the item's button. */
  onEscape: () => void;
}

const LINKS = 'a[href]';

/** Up and Down move between the menu's links; Home and End jump; Escape closes. */
function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>, onEscape: () => void): void {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    onEscape();
    return;
  }
  const links = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(LINKS));
  const current = links.indexOf(event.target as HTMLElement);
  let next: number | null = null;
  if (event.key === 'ArrowDown') next = (current + 1) % links.length;
  else if (event.key === 'ArrowUp') next = (current - 1 + links.length) % links.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = links.length - 1;
  if (next === null || links.length === 0) return;
  event.preventDefault();
  links[next]?.focus();
}

function MenuLink({ item, activeID }: { item: VisibleNavItem; activeID?: string }): ReactElement {
  const isActive = item.id === activeID;
  if (!item.url) return <span className="fw-megaMenu-label">{item.name}</span>;
  return (
    <a
      className={`fw-megaMenu-link${isActive ? ' fw-megaMenu-link--active' : ''}`}
      href={item.url}
      aria-current={isActive ? 'page' : undefined}
    >
      {item.name}
      {item.badge?.text && <span className="fw-titleBar-badge">{item.badge.text}</span>}
    </a>
  );
}

/** The panel under a navigation item with children: columns of its children and theirs. */
export function MegaMenu({ id, item, activeID, isOpen, onEscape }: MegaMenuProps): ReactElement {
  const leaves = item.children.filter((child) => child.children.length === 0);
  const groups = item.children.filter((child) => child.children.length > 0);
  return (
    <div
      id={id}
      className={`fw-megaMenu${isOpen ? ' fw-megaMenu--open' : ' fw-megaMenu--collapsing'}`}
      onKeyDown={(event) => onMenuKeyDown(event, onEscape)}
    >
      <div className="fw-megaMenu-inner">
        {(item.url || leaves.length > 0) && (
          <ul className="fw-megaMenu-column">
            {item.url && (
              <li>
                <a className="fw-megaMenu-link fw-megaMenu-link--all" href={item.url}>
                  {`${t('All')} ${item.name}`}
                </a>
              </li>
            )}
            {leaves.map((child) => (
              <li key={child.id}>
                <MenuLink item={child} activeID={activeID} />
              </li>
            ))}
          </ul>
        )}
        {groups.map((group) => (
          <div key={group.id} className="fw-megaMenu-column">
            <div className="fw-megaMenu-heading">
              <MenuLink item={group} activeID={activeID} />
            </div>
            <ul className="fw-megaMenu-list">
              {group.children.map((child) => (
                <li key={child.id}>
                  <MenuLink item={child} activeID={activeID} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
