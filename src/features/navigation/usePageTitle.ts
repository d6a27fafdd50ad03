import { selectBootstrap } from '@/store/bootstrapSlice';
import { useAppSelector } from '@/store/hooks';
import { formatPageTitle, useDocumentTitle } from '@/ui/useDocumentTitle';

/**
 * Sets `document.title` to the title and the site name (default: the bootstrap `siteName`)
 * while the component is mounted, and puts the previous title back when it unmounts.
 */
export function usePageTitle(title: string | null | undefined, siteName?: string): void {
  const configured = useAppSelector((state) => selectBootstrap(state).siteName);
  useDocumentTitle(formatPageTitle(title, siteName ?? configured));
}
