import { useEffect } from 'react';

export const PAGE_TITLE_SEPARATOR = ' - ';

/** 'Welcome - My Forum': the page title and the site name joined by ' - '; empty parts are left out. */
export function formatPageTitle(title?: string | null, siteName?: string | null): string {
  return [title, siteName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(PAGE_TITLE_SEPARATOR);
}

/**
 * Sets `document.title` to `text` while the component is mounted (an empty text leaves it), and
 * puts the previous title back when it unmounts. `usePageTitle` adds the bootstrap's site name.
 */
export function useDocumentTitle(text: string): void {
  useEffect(() => {
    if (!text) return undefined;
    const previous = document.title;
    document.title = text;
    return () => {
      document.title = previous;
    };
  }, [text]);
}
