import { useEffect, useState } from 'react';

/** The address the page shows; changes on in-page navigation (pushState) and on back/forward. */
export function useLayoutLocation(): { pathname: string; search: string } {
  const read = (): { pathname: string; search: string } => ({
    pathname: location.pathname,
    search: location.search,
  });
  const [loc, setLoc] = useState(read);
  useEffect(() => {
    const onChange = (): void => setLoc(read());
    window.addEventListener('popstate', onChange);
    window.addEventListener('forum-widgets:navigate', onChange);
    return () => {
      window.removeEventListener('popstate', onChange);
      window.removeEventListener('forum-widgets:navigate', onChange);
    };
  }, []);
  return loc;
}

/**
 * Same-origin clicks on links inside #app or the title bar whose path is an enabled layout route
 * navigate in the page (History API) instead of reloading it.
 */
export function useInPageNavigation(isLayoutPath: (url: URL) => boolean): void {
  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target as Element | null;
      const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download'))
        return;
      if (!link.closest('#app, .fw-titleBar, [data-react="TitleBar"]')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin || !isLayoutPath(url)) return;
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
      event.preventDefault();
      history.pushState({}, '', url.href);
      window.dispatchEvent(new Event('forum-widgets:navigate'));
      window.scrollTo(0, 0);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [isLayoutPath]);
}
