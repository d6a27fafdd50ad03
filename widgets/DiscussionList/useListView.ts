import { useCallback, useEffect, useState } from 'react';
import { buildUrl, readUrlState } from './listParams';

export interface ListView {
  page: number;
  sort: string;
}

/**
 * The page and sort the list shows. With `syncUrl` they start from the address, each change
 * pushes `?page=&sort=` (defaults omitted) and Back or Forward restores them.
 */
export function useListView(
  syncUrl: boolean,
  defaultPage: number,
  baseSort: string,
): { view: ListView; go: (page: number, sort: string) => void } {
  const [view, setView] = useState<ListView>(() => {
    const url = syncUrl ? readUrlState(window.location) : {};
    return { page: url.page ?? defaultPage, sort: url.sort ?? baseSort };
  });
  const go = useCallback(
    (page: number, sort: string) => {
      setView({ page, sort });
      if (syncUrl) window.history.pushState(null, '', buildUrl(window.location, page, sort));
    },
    [syncUrl],
  );
  useEffect(() => {
    if (!syncUrl) return undefined;
    const onPop = (): void => {
      const url = readUrlState(window.location);
      setView({ page: url.page ?? 1, sort: url.sort ?? baseSort });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [syncUrl, baseSort]);
  return { view, go };
}
