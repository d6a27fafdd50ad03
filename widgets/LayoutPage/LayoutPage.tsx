import { type ReactElement, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  addonsPreloaded,
  fetchEnabledAddons,
  fetchLayout,
  layoutPreloaded,
  selectEnabledAddons,
  selectLayout,
} from '@/features/layouts/layoutsSlice';
import {
  enabledLayoutRoute,
  layoutQueryKey,
  type LayoutRoute,
  type LayoutRouteFlag,
  matchLayoutRoute,
  flagKey,
} from '@/features/layouts/layoutRoutes';
import { CUSTOM_PAGES_CONFIG_KEY, customPagesOf } from '@/features/layouts/customPageRoutes';
import { LayoutNodes, LayoutNodeView } from '@/features/layouts/components/LayoutNodes';
import { loadAddons } from '@/features/layouts/addons/addonLoaders';
import { sendPageViewTick } from '@/features/layouts/tick';
import type { LayoutNode, LayoutQuery, LayoutResponse } from '@/features/layouts/layoutTypes';
import { type PageThemeLoad, usePageTheme } from '@/features/themes/usePageTheme';
import { selectBootstrap } from '@/store/bootstrapSlice';
import { configFlagOf } from '@/store/configFlags';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { LoadStatus } from '@/store/loadable';
import { useLoad } from '@/store/useLoad';
import { usePreloaded } from '@/store/usePreloaded';
import { RestoreServerHtmlContext } from '@/store/widgetResolver';
import { LoadFailure } from '@/ui/LoadFailure';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import { Skeleton } from '@/ui/Skeleton';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useStyles } from '@/ui/useStyles';
import { sitePathPrefix } from '@/utils/sitePath';
import css from './layoutPage.css';
import { layoutTitle, useHasOwnH1 } from './pageTitle';
import { useInPageNavigation, useLayoutLocation } from './useLayoutLocation';
import { useWidgetsReady } from './useWidgetsReady';

/** The bootstrap may carry the page's layout: `layout: { query, response }` (docs/layouts.md). */
interface PreloadedLayout {
  query: LayoutQuery;
  response: LayoutResponse;
}

/** Checked by the runtime after this chunk loads: the page component takes no props. */
export const validateProps = (props: Record<string, unknown>): props is Record<string, unknown> =>
  typeof props === 'object' && props !== null;

const sectionOf = (config: Record<string, unknown>): string | undefined => {
  const v = config['siteSection.sectionID'] ?? config.siteSectionID;
  return v === undefined || v === null ? undefined : String(v);
};

/**
 * The title bar of an error page (03 §8 'Layout query error renders the error page with the title
 * bar'). Reading: the layout's own title bar when an earlier answer gave one, else the site's
 * title bar widget with its defaults, so even the first failure has one.
 */
const SITE_TITLE_BAR: LayoutNode = { $reactComponent: 'TitleBar' };

/**
 * 03 §9 'Redirect wait 5000 ms': a layout answering `redirectTo` (03 §2) is replaced by that
 * address this long after the answer; the skeleton stays meanwhile (the spec names no text).
 */
export const REDIRECT_WAIT_MS = 5000;

/** 1 to 3 random blocks (03 §9), chosen once per page. */
const SKELETON_BLOCKS = 1 + Math.floor(Math.random() * 3);

export function LayoutSkeleton(): ReactElement {
  useStyles('fw-layoutPage', css);
  return (
    <div className="fw-layoutPage fw-layoutPage--loading">
      <Skeleton blocks={SKELETON_BLOCKS} />
    </div>
  );
}

function LayoutView({
  route,
  theme,
}: {
  route: LayoutRoute;
  theme: PageThemeLoad;
}): ReactElement | null {
  const dispatch = useAppDispatch();
  const loadable = useLoad(fetchLayout, { query: route.query }, (s) =>
    selectLayout(s, route.query),
  );
  const layout = loadable.data;
  const widgetsReady = useWidgetsReady(
    loadable.status === LoadStatus.SUCCESS && !layout?.redirectTo ? layout : undefined,
  );
  useStyles('fw-layoutPage', css);
  const siteName = useAppSelector(selectBootstrap).siteName;
  const [view, setView] = useState<HTMLElement | null>(null);
  const ownHeading = useHasOwnH1(view);
  useDocumentTitle(
    loadable.status === LoadStatus.SUCCESS ? layoutTitle(layout?.seo?.title, siteName) : '',
  );
  const key = layoutQueryKey(route.query);
  useEffect(() => {
    void dispatch(sendPageViewTick({ route }));
    // One tick per page view: per route key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key]);
  useEffect(() => {
    const target = layout?.redirectTo;
    if (!target) return undefined;
    const timer = setTimeout(() => location.replace(target), REDIRECT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [layout?.redirectTo]);

  // A failed layout query (03 §8) or, 03 §4, a failed theme load: the error page with the title
  // bar. (A theme is never 404: fetchTheme answers a missing one with empty assets.)
  const failed =
    loadable.status === LoadStatus.ERROR
      ? loadable.error
      : theme.status === LoadStatus.ERROR && theme.error;
  if (failed !== false)
    return (
      <div className="fw-layoutPage">
        <LayoutNodeView node={layout?.titleBar ?? SITE_TITLE_BAR} />
        {failed?.status === 404 ? (
          <NotFound type={route.type} />
        ) : (
          <LoadFailure
            error={failed}
            onRetry={
              loadable.status === LoadStatus.ERROR
                ? () => void dispatch(fetchLayout({ query: route.query, force: true }))
                : theme.retry
            }
          />
        )}
      </div>
    );
  // 03 §4: the page's theme loading shows a loader.
  if (theme.status !== LoadStatus.SUCCESS)
    return (
      <div className="fw-layoutPage fw-layoutPage--loading">
        <Loader padded />
      </div>
    );
  if (loadable.status !== LoadStatus.SUCCESS || !layout || layout.redirectTo || !widgetsReady)
    return <LayoutSkeleton />;
  return (
    <div className="fw-layoutPage" data-layout-view={route.query.layoutViewType} ref={setView}>
      {layout.titleBar ? <LayoutNodeView node={layout.titleBar} /> : null}
      {!ownHeading && (
        <h1 className="fw-srOnly fw-layoutPage-h1">{layout.seo?.title || siteName}</h1>
      )}
      <LayoutNodes nodes={layout.layout} />
    </div>
  );
}

/** Keeps the server's legacy page: the route's flag is off. */
function KeepServerHtml(): null {
  const restore = useContext(RestoreServerHtmlContext);
  useEffect(() => {
    const timer = setTimeout(() => restore?.(), 0);
    return () => clearTimeout(timer);
  }, [restore]);
  return null;
}

/**
 * The layout page (03 §2, docs/widgets/layout-page.md): the route table, each route on while its
 * flag is; the layout of the address, fetched with lookup-hydrate; in-page navigation between
 * layout routes; the page-view tick and the enabled add-ons.
 */
export function LayoutPage(): ReactElement | null {
  const bootstrap = useAppSelector(selectBootstrap);
  const configValues = useAppSelector((s) => s.config.values);
  const ctx = useMemo(
    () => ({
      basePath: sitePathPrefix(bootstrap.siteUrl),
      locale: bootstrap.locale,
      siteSectionID: sectionOf(configValues),
      customPages: customPagesOf(configValues[CUSTOM_PAGES_CONFIG_KEY]),
    }),
    [bootstrap.siteUrl, bootstrap.locale, configValues],
  );
  const enabled = useCallback(
    (flag: LayoutRouteFlag) => configFlagOf(configValues, `featureFlags.${flagKey(flag)}.Enabled`),
    [configValues],
  );
  const loc = useLayoutLocation();
  const route = enabledLayoutRoute(loc.pathname, loc.search, ctx, enabled);
  const anyRoute = matchLayoutRoute(loc.pathname, loc.search, ctx);
  const isLayoutPath = useCallback(
    (url: URL) => enabledLayoutRoute(url.pathname, url.search, ctx, enabled) !== null,
    [ctx, enabled],
  );
  useInPageNavigation(isLayoutPath);

  const preloaded = (bootstrap as { layout?: PreloadedLayout }).layout;
  const addonKeys = (bootstrap as { addons?: string[] }).addons;
  usePreloaded(() => (Array.isArray(addonKeys) ? addonsPreloaded(addonKeys) : undefined));
  usePreloaded(() => {
    if (!preloaded?.query || !preloaded.response) return undefined;
    if (route && layoutQueryKey(preloaded.query) !== layoutQueryKey(route.query)) {
      if (bootstrap.debug)
        console.warn(
          `[forum-widgets] The preloaded layout (${layoutQueryKey(preloaded.query)}) does not match this route (${layoutQueryKey(route.query)}): fetched again (double fetching).`,
        );
      return undefined;
    }
    return layoutPreloaded({ query: preloaded.query, layout: preloaded.response });
  });
  const theme = usePageTheme(route ? bootstrap.themeKey : undefined);
  const addons = useLoad(fetchEnabledAddons, undefined, selectEnabledAddons, { skip: !route });
  const [, setAddonsLoaded] = useState(false);
  useEffect(() => {
    if (addons.data) void loadAddons(addons.data).then(() => setAddonsLoaded(true));
  }, [addons.data]);

  if (!route) {
    if (anyRoute) return <KeepServerHtml />;
    return (
      <div className="fw-layoutPage">
        <NotFound type="Page" />
      </div>
    );
  }
  return <LayoutView key={layoutQueryKey(route.query)} route={route} theme={theme} />;
}
