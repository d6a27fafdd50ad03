import { useSyncExternalStore } from 'react';
import { formatPageTitle } from '@/ui/useDocumentTitle';

/**
 * `document.title` of a layout: `seo.title` and the site name joined by ' - ' (02 §2). Reading:
 * `seo.title` is the page's own title; one that is the site name already (a home page) stays
 * alone rather than 'Forum - Forum'.
 */
export function layoutTitle(title: string | undefined, siteName: string | undefined): string {
  return formatPageTitle(title === siteName ? '' : title, siteName);
}

/**
 * A page has exactly one h1 (axe 'page-has-heading-one'). When no widget of the layout renders
 * one (a Banner or the original post does), the page names itself in a visually hidden h1 with
 * its title. Widgets render late (code, then data): the layout's DOM is watched.
 */
export function useHasOwnH1(view: HTMLElement | null): boolean {
  // A new subscription per render is cheap (one observer) and keeps this small.
  const subscribe = (notify: () => void): (() => void) => {
    const observer = new MutationObserver(notify);
    if (view) observer.observe(view, { childList: true, subtree: true });
    return () => observer.disconnect();
  };
  const hasOwn = (): boolean => view?.querySelector('h1:not(.fw-layoutPage-h1)') != null;
  return useSyncExternalStore(subscribe, hasOwn, hasOwn);
}
