import { t } from '@/i18n/translate';

/** The query parameter marking a link as shared from the community (03 §2). */
export const SHARE_SOURCE_PARAM = 'utm_source';
export const SHARE_SOURCE_VALUE = 'community-share';

/** The absolute link to share, carrying the community-share source parameter. */
export function shareUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    parsed.searchParams.set(SHARE_SOURCE_PARAM, SHARE_SOURCE_VALUE);
    return parsed.toString();
  } catch {
    // No usable origin (e.g. an about:blank frame): keep the link relative.
    return `${url}${url.includes('?') ? '&' : '?'}${SHARE_SOURCE_PARAM}=${SHARE_SOURCE_VALUE}`;
  }
}

/** 'Share In Message': `/messages/add?content=` prefilled with 'Check out this post:' and the link. */
export function messageHref(link: string): string {
  const content = `${t('Check out this post:')} ${link}`;
  return `/messages/add?content=${encodeURIComponent(content)}`;
}

/** 'Email Link': a mailto with the title as subject and the link as body. */
export function emailHref(title: string, link: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(link)}`;
}

/** Native sharing is used only on Android and iOS, and only when the browser supports it (03 §9). */
export function canShareNatively(nav: Pick<Navigator, 'userAgent'> & { share?: unknown }): boolean {
  return /android|iphone|ipad|ipod/i.test(nav.userAgent) && typeof nav.share === 'function';
}

/** The reports page of one discussion (03 §2), opened in a new tab from the reports tag. */
export function reportsHref(discussionID: number): string {
  return `/dashboard/content/reports?statuses=none&recordType=discussion&recordID=${discussionID}`;
}

/** Revision history and deleted comments (03 §2). */
export function revisionHistoryHref(discussionID: number): string {
  return `/log/filter?recordType=discussion&recordID=${discussionID}`;
}
export function deletedCommentsHref(discussionID: number): string {
  return `/log/filter?parentRecordID=${discussionID}&recordType=comment&operation=delete`;
}
