import { type ReactElement, useState } from 'react';
import { selectBootstrap } from '@/store/bootstrapSlice';
import { useAppSelector } from '@/store/hooks';
import { t } from '@/i18n/translate';
import { lazyPart, useLazyPart } from '@/ui/lazyPart';
import { sanitizeUrl } from '@/utils/links';
import type { ThemeAssets } from './themeLogo';

export interface LogoSettings {
  alignment?: 'left' | 'center';
  alignmentMobile?: 'left' | 'center';
  imageUrl?: string;
  imageUrlMobile?: string;
  url?: string;
}

/**
 * The theme code (`themeLogo.ts`: the themes slice and thunk), fetched only when the props name
 * no image. The site name shows until the theme answers, as it did while `GET /themes/current`
 * was on its way; should the chunk fail to load, the site name stays.
 */
const themeLogo = lazyPart(() => import('./themeLogo'));

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
  const ThemeLogoAssets = useLazyPart(themeLogo, !hasOwnImage).module?.ThemeLogoAssets;
  const [themeAssets, setThemeAssets] = useState<ThemeAssets | undefined>(undefined);
  const assets = hasOwnImage ? undefined : themeAssets;
  const desktop = sanitizeUrl(logo?.imageUrl) ?? sanitizeUrl(assets?.logo?.url);
  const mobile =
    sanitizeUrl(logo?.imageUrlMobile) ?? sanitizeUrl(assets?.mobileLogo?.url) ?? desktop;
  const image = isCompact ? mobile : desktop;
  return (
    <>
      <a className="fw-titleBar-logo" href={sanitizeUrl(logo?.url) ?? '/'}>
        {image ? (
          <img className="fw-titleBar-logoImage" src={image} alt={siteName || t('Home')} />
        ) : (
          <span className="fw-titleBar-logoText">{siteName || t('Home')}</span>
        )}
      </a>
      {ThemeLogoAssets && <ThemeLogoAssets onAssets={setThemeAssets} />}
    </>
  );
}
