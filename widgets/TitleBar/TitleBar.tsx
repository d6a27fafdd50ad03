import { type CSSProperties, type ReactElement, useState } from 'react';
import { t } from '@/i18n/translate';
import { useSessionUser } from '@/store/currentUserHooks';
import { useAppSelector } from '@/store/hooks';
import { useIsCompact } from '@/theme/device';
import { lazyPart, useLazyPart } from '@/ui/lazyPart';
import { useClaim } from '@/ui/useLandmarkName';
import { useStyles } from '@/ui/useStyles';
import { HamburgerButton } from '@/features/navigation/components/HamburgerButton';
import { useHideOnScroll } from './scrollHide';
import { selectTitleBarConfig } from '@/features/navigation/titleBarConfig';
import { type NavigationSettings, useNavigation } from '@/features/navigation/useNavigation';
import { CompactSearch } from './CompactSearch';
import { GuestButtons, useGuestLinks } from './GuestButtons';
import { Logo, type LogoSettings } from './Logo';
import { MemberButtons } from './MemberButtons';
import { NavBar } from './NavBar';
import { SearchBox } from './SearchBox';
import css from './titleBar.css';
import {
  isSticky,
  resolveBorder,
  resolveColor,
  resolveHeight,
  resolvePositioning,
} from './titleBarSettings';
import { propsShape } from '@/index';

/**
 * The e-mail confirmation toast (with the Toast component and its CSS) is fetched only for a
 * member whose address is unconfirmed on a site that requires confirmation. Should it fail to
 * load, the bar goes on without it.
 */
const emailConfirmToast = lazyPart(() => import('./EmailConfirmToast'));

/** The title bar settings of 02 §3. */
export interface TitleBarProps {
  positioning?: string;
  backgroundColor?: string;
  foregroundColor?: string;
  height?: number;
  heightMobile?: number;
  borderType?: string;
  logo?: LogoSettings;
  navigation?: NavigationSettings;
  /** Show the names of the notifications, messages and account buttons under their icons. */
  showLabels?: boolean;
  /** Unread counts in the compact k/m format instead of capped at 99+. */
  compactCounts?: boolean;
  contents?: string;
}

/** Checked by the runtime after this chunk loads, before the first render. */
export const validateProps = propsShape({
  positioning: 'string?',
  backgroundColor: 'string?',
  foregroundColor: 'string?',
  height: 'number?',
  heightMobile: 'number?',
  borderType: 'string?',
  logo: 'object?',
  navigation: 'object?',
});

/**
 * The site header (02 §2): logo, navigation with mega menus, search, and the guest's entry
 * links or the member's notifications, messages and account menus; compact below 800 px.
 */
export function TitleBar(props: TitleBarProps): ReactElement {
  useStyles('title-bar', css);
  const config = useAppSelector(selectTitleBarConfig);
  const { user, isGuest, loading: userLoading } = useSessionUser();
  const isCompact = useIsCompact(config.compactBreakpoint);
  const positioning = resolvePositioning(props.positioning, config.allowTransparent);
  const sticky = isSticky(positioning);
  const transparent = positioning.endsWith('Transparent');
  const hidden = useHideOnScroll(sticky);
  const { items, activeID } = useNavigation(props.navigation, isCompact);
  const guestLinks = useGuestLinks();
  const [searchOpen, setSearchOpen] = useState(false);
  // A page has one banner landmark: a second title bar's header is no landmark.
  const isFirstBanner = useClaim('banner').ordinal === 1;
  const height = isCompact
    ? resolveHeight(props.heightMobile, true)
    : resolveHeight(props.height, false, props.showLabels === true);
  const display = {
    showLabels: props.showLabels === true,
    compactCounts: props.compactCounts === true,
  };
  const background = resolveColor(props.backgroundColor);
  const foreground = resolveColor(props.foregroundColor);
  const style = {
    '--fw-tb-height': `${height}px`,
    ...(background ? { '--fw-title-bar-bg': background } : {}),
    ...(foreground ? { '--fw-title-bar-fg': foreground } : {}),
  } as CSSProperties;
  const classes = [
    'fw-titleBar',
    `fw-titleBar--${sticky ? 'sticky' : 'static'}`,
    transparent ? 'fw-titleBar--transparent' : 'fw-titleBar--solid',
    `fw-titleBar--border-${resolveBorder(props.borderType)}`,
    isCompact ? 'fw-titleBar--compact' : 'fw-titleBar--full',
    hidden ? 'fw-titleBar--hidden' : '',
    display.showLabels && !isCompact ? 'fw-titleBar--labels' : '',
  ];
  const logoAlign =
    (isCompact ? props.logo?.alignmentMobile : props.logo?.alignment) ??
    (isCompact ? 'center' : 'left');
  const footerLinks =
    isGuest && guestLinks.register ? [{ name: t('Register'), url: guestLinks.register }] : [];
  const showEmailToast = !isGuest && user?.emailConfirmed === false && config.confirmEmailRequired;
  const EmailConfirmToast = useLazyPart(emailConfirmToast, showEmailToast).module
    ?.EmailConfirmToast;

  return (
    <>
      {sticky && !transparent && (
        <div className="fw-titleBar-spacer" style={style} aria-hidden="true" />
      )}
      <header
        role={isFirstBanner ? undefined : 'none'}
        className={classes.filter(Boolean).join(' ')}
        style={style}
        data-positioning={positioning}
      >
        <div className={`fw-titleBar-container fw-titleBar-container--logo-${logoAlign}`}>
          {isCompact ? (
            <>
              {!searchOpen && (
                <HamburgerButton items={items} activeID={activeID} footerLinks={footerLinks} />
              )}
              {!searchOpen && <Logo logo={props.logo} isCompact />}
              <div className={`fw-titleBar-end${searchOpen ? ' fw-titleBar-end--search' : ''}`}>
                <CompactSearch onOpenChange={setSearchOpen} />
                {!searchOpen &&
                  !userLoading &&
                  (isGuest ? (
                    <GuestButtons isCompact />
                  ) : (
                    <MemberButtons isCompact display={display} />
                  ))}
              </div>
            </>
          ) : (
            <>
              <Logo logo={props.logo} isCompact={false} />
              <NavBar items={items} activeID={activeID} alignment={props.navigation?.alignment} />
              <div className="fw-titleBar-end">
                <div className="fw-titleBar-searchSlot">
                  <SearchBox />
                </div>
                {userLoading ? null : isGuest ? (
                  <GuestButtons isCompact={false} />
                ) : (
                  <MemberButtons isCompact={false} display={display} />
                )}
              </div>
            </>
          )}
        </div>
      </header>
      {showEmailToast && EmailConfirmToast && <EmailConfirmToast />}
    </>
  );
}
