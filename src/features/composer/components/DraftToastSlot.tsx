import { type ReactElement, useEffect, useState } from 'react';

type DraftToastModule = typeof import('./DraftToast');

/**
 * The 'Saved Draft Available.' toast (03 §8, §9) while `href` is set: `#id` of the composer on
 * this page holding a saved draft, or the page that opens another one. Its code is a chunk of
 * its own, loaded only when a composer opened with a saved draft; a failed load shows nothing
 * (the toast is only a notice). A plain `import()`, not `lazyPart`: that would split `lazyPart`
 * out of the flyout's chunk into one more chunk for every page with a flyout.
 */
export function DraftToastSlot({ href }: { href: string | undefined }): ReactElement | null {
  const [module, setModule] = useState<DraftToastModule>();
  useEffect(() => {
    if (href !== undefined && !module) import('./DraftToast').then(setModule, () => undefined);
  }, [href, module]);
  return module && href !== undefined ? <module.DraftToast href={href} /> : null;
}

/** The page that opens a discussion draft: `/post/editdiscussion/{recordID or 0}/{draftID}` (03 §2). */
export function discussionDraftUrl(draftID: number, discussionID?: number): string {
  return `/post/editdiscussion/${discussionID ?? 0}/${draftID}`;
}
