import { lazy, type ReactElement, Suspense, useState } from 'react';
import { t } from '@/i18n/translate';
import { useStyles } from '@/ui/useStyles';
import css from './hamburger.css';
import type { VisibleNavItem } from '../navigation';

// The panel (and the Modal it uses) loads when the hamburger is first pressed.
const SiteNavPanel = lazy(() =>
  import('./SiteNavPanel').then((module) => ({ default: module.SiteNavPanel })),
);

export interface HamburgerButtonProps {
  items: VisibleNavItem[];
  activeID?: string;
  className?: string;
  footerLinks?: Array<{ name: string; url: string }>;
}

/** The compact menu button; it opens the 'Site Navigation' side panel. */
export function HamburgerButton({
  items,
  activeID,
  className,
  footerLinks,
}: HamburgerButtonProps): ReactElement {
  useStyles('title-bar-hamburger', css);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`fw-hamburger${className ? ` ${className}` : ''}`}
        aria-label={t('Site Navigation')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M4 6h16M4 12h16M4 18h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SiteNavPanel
            items={items}
            activeID={activeID}
            footerLinks={footerLinks}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
