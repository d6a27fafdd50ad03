import { useEffect } from 'react';
import { selectBootstrap } from '../store/bootstrapSlice';
import { useAppSelector } from '../store/hooks';

export const PAGE_TITLE_SEPARATOR = ' - ';

/** 'Welcome - My Forum': the page title and the site name joined by ' - '; empty parts are left out. */
export function formatPageTitle(title?: string | null, siteName?: string | null): string {
  return [title, siteName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(PAGE_TITLE_SEPARATOR);
}

/**
 * Sets `document.title` to the title and the site name (default: the bootstrap `siteName`)
 * while the component is mounted, and puts the previous title back when it unmounts.
 */
export function usePageTitle(title: string | null | undefined, siteName?: string): void {
  const configured = useAppSelector((state) => selectBootstrap(state).siteName);
  const text = formatPageTitle(title, siteName ?? configured);
  useEffect(() => {
    if (!text) return undefined;
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
}
