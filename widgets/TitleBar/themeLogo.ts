import { useLayoutEffect } from 'react';
import type { ApiTheme } from '@/api/types/themes';
import { fetchTheme, selectTheme } from '@/features/themes/themesSlice';
import { useLoad } from '@/store/useLoad';

const CURRENT_THEME = { themeKey: 'current' };

/** The current theme's assets, where its `logo` and `mobileLogo` are. */
export type ThemeAssets = ApiTheme['assets'];

/**
 * The logo's theme code, a chunk of its own that `Logo` fetches when the props name no image:
 * it loads `GET /themes/current` through the store and hands the theme's assets to the logo.
 * Renders nothing.
 */
export function ThemeLogoAssets({
  onAssets,
}: {
  onAssets: (assets: ThemeAssets | undefined) => void;
}): null {
  const assets = useLoad(
    fetchTheme,
    CURRENT_THEME,
    (state) => selectTheme(state, CURRENT_THEME).data?.assets,
  );
  useLayoutEffect(() => onAssets(assets), [assets, onAssets]);
  return null;
}
