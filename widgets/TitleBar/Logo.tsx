import type { ReactElement } from 'react';
import { fetchTheme } from '../../src/features/themes/themesThunks';
import { selectTheme } from '../../src/features/themes/themesSelectors';
import { selectBootstrap } from '../../src/store/bootstrapSlice';
import { useAppSelector } from '../../src/store/hooks';
import { useLoad } from '../../src/store/useLoad';
import { t } from '../../src/i18n/translate';
import { sanitizeUrl } from '../../src/utils/links';

export interface LogoSettings {
  alignment?: 'left' | 'center';
  alignmentMobile?: 'left' | 'center';
  imageUrl?: string;
  imageUrlMobile?: string;
  url?: string;
}

const CURRENT_THEME = { themeKey: 'current' };

/**
 * The logo: the props' image, else the theme's `logo` / `mobileLogo` asset, else the site
 * name as text. It links to `/` unless the props say otherwise.
 */
export function Logo({
  logo,
  isCompact,
}: {
  logo?: LogoSettings;
  isCompact: boolean;
}): ReactElement {
  const siteName = useAppSelector(selectBootstrap).siteName ?? '';
  const hasOwnImage = Boolean(sanitizeUrl(logo?.imageUrl) || sanitizeUrl(logo?.imageUrlMobile));
  const assets = useLoad(
    fetchTheme,
    CURRENT_THEME,
    (state) => (hasOwnImage ? undefined : selectTheme(state, CURRENT_THEME).data?.assets),
    { skip: hasOwnImage },
  );
  const desktop = sanitizeUrl(logo?.imageUrl) ?? sanitizeUrl(assets?.logo?.url);
  const mobile =
    sanitizeUrl(logo?.imageUrlMobile) ?? sanitizeUrl(assets?.mobileLogo?.url) ?? desktop;
  const image = isCompact ? mobile : desktop;
  return (
    <a className="fw-titleBar-logo" href={sanitizeUrl(logo?.url) ?? '/'}>
      {image ? (
        <img className="fw-titleBar-logoImage" src={image} alt={siteName || t('Home', 'Home')} />
      ) : (
        <span className="fw-titleBar-logoText">{siteName || t('Home', 'Home')}</span>
      )}
    </a>
  );
}
