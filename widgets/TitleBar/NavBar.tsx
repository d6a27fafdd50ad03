import { type FocusEvent, type KeyboardEvent, type ReactElement, useId, useRef } from 'react';
import { t } from '@/i18n/translate';
import { containsItem, type VisibleNavItem } from '@/features/navigation/navigation';
import { useLandmarkName } from '@/ui/useLandmarkName';
import { MegaMenu } from './MegaMenu';
import { useMegaMenu } from './useMegaMenu';

export interface NavBarProps {
  items: VisibleNavItem[];
  activeID?: string;
  alignment?: 'left' | 'center' | 'right';
}

const TOP_ITEMS = '[data-fw-nav-top]';

function moveAcross(event: KeyboardEvent<HTMLElement>, nav: HTMLElement | null): boolean {
  if (!nav || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return false;
  const tops = Array.from(nav.querySelectorAll<HTMLElement>(TOP_ITEMS));
  const current = tops.indexOf(event.currentTarget);
  const step = event.key === 'ArrowRight' ? 1 : -1;
  const next = tops[(current + step + tops.length) % tops.length];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

/** The desktop navigation: links, and mega menus for items with children (02 §4). */
export function NavBar({ items, activeID, alignment = 'left' }: NavBarProps): ReactElement {
  const mega = useMegaMenu();
  const navRef = useRef<HTMLElement>(null);
  const baseID = useId();
  const navName = useLandmarkName('navigation', t('Main'));
  // After Escape focus returns to the button; that focus must not reopen the menu.
  const suppressFocusOpen = useRef(false);

  const focusFirstLink = (menuID: string): void => {
    requestAnimationFrame(() => {
      const first = document.getElementById(menuID)?.querySelector<HTMLElement>('a[href]');
      first?.focus();
    });
  };

  const onBlurItem = (event: FocusEvent<HTMLLIElement>): void => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) mega.focusLeft();
  };

  return (
    <nav
      ref={navRef}
      className={`fw-titleBar-nav fw-titleBar-nav--${alignment}`}
      aria-label={navName}
    >
      <ul className="fw-titleBar-navList">
        {items.map((item) => {
          const isActive = containsItem(item, activeID);
          const menuID = `${baseID}${item.id}`;
          if (item.children.length === 0) {
            return (
              <li key={item.id} className="fw-titleBar-navItem">
                <a
                  data-fw-nav-top=""
                  className={`fw-titleBar-navLink${isActive ? ' fw-titleBar-navLink--active' : ''}`}
                  href={item.url}
                  aria-current={item.id === activeID ? 'page' : undefined}
                  onKeyDown={(event) => moveAcross(event, navRef.current)}
                >
                  {item.name}
                  {item.badge?.text && <span className="fw-titleBar-badge">{item.badge.text}</span>}
                </a>
              </li>
            );
          }
          const isOpen = mega.openID === item.id;
          return (
            <li
              key={item.id}
              className="fw-titleBar-navItem fw-titleBar-navItem--mega"
              onPointerEnter={(event) =>
                event.pointerType !== 'touch' && mega.pointerEntered(item.id)
              }
              onPointerLeave={() => mega.pointerLeft()}
              onFocus={() => {
                if (suppressFocusOpen.current) suppressFocusOpen.current = false;
                else mega.focusEntered(item.id);
              }}
              onBlur={onBlurItem}
            >
              <button
                type="button"
                data-fw-nav-top=""
                className={`fw-titleBar-navLink${isActive ? ' fw-titleBar-navLink--active' : ''}`}
                aria-expanded={isOpen}
                aria-controls={mega.shownID === item.id ? menuID : undefined}
                onClick={() => (isOpen ? mega.close() : mega.open(item.id))}
                onKeyDown={(event) => {
                  if (moveAcross(event, navRef.current)) return;
                  if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    mega.open(item.id);
                    focusFirstLink(menuID);
                  } else if (event.key === 'Escape' && isOpen) {
                    event.preventDefault();
                    mega.close();
                  }
                }}
              >
                {item.name}
                {item.badge?.text && <span className="fw-titleBar-badge">{item.badge.text}</span>}
                <svg
                  className="fw-titleBar-chevron"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
                </svg>
              </button>
              {mega.shownID === item.id && (
                <MegaMenu
                  id={menuID}
                  item={item}
                  activeID={activeID}
                  isOpen={isOpen}
                  onEscape={() => {
                    suppressFocusOpen.current = true;
                    mega.close();
                    document
                      .getElementById(menuID)
                      ?.parentElement?.querySelector('button')
                      ?.focus();
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
