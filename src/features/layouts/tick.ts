import { apiPostTick } from '@/api/endpoints/layouts';
import type { TickEvent } from '@/api/types/layouts';
import { selectConfigFlag } from '@/store/configFlags';
import { createLoadThunk } from '@/store/createLoadThunk';
import { fetchAnonymizeSetting, selectAnonymizeSetting } from '../analytics/analyticsPrivacySlice';
import type { LayoutRoute } from './layoutRoutes';

/**
 * The config key of the site's default for members who chose "the site default" (AnonymizeData
 * -1): truthy means their page views are sent anonymised too.
 */
export const ANONYMIZE_DEFAULT_KEY = 'analytics.anonymizeByDefault';

const num = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined;

/**
 * The 03 §3 Tick event of a layout page. With `anonymize`, the referrer and every field that could
 * identify the viewer (the full address with its query, a group or event they opened) are left
 * out: only the page type, the path and the public record IDs go.
 */
export function tickEvent(
  route: LayoutRoute,
  loc: Location,
  doc: Document,
  anonymize: boolean,
): TickEvent {
  const p = route.query.params;
  const event: TickEvent = {
    type: 'pageView',
    url: anonymize ? `${loc.origin}${loc.pathname}` : loc.href,
    pageName: route.query.layoutViewType,
  };
  const discussionID = num(p.discussionID);
  if (discussionID !== undefined) event.discussionID = discussionID;
  const categoryID =
    num(p.categoryID) ??
    (route.query.recordType === 'category' ? num(route.query.recordID) : undefined);
  if (categoryID !== undefined) event.categoryID = categoryID;
  if (p.siteSectionID !== undefined) event.siteSectionID = String(p.siteSectionID);
  if (!anonymize) {
    if (doc.referrer) event.referrer = doc.referrer;
    const groupID =
      route.createPost?.mode === 'create' && route.createPost.parentRecordType === 'group'
        ? num(route.createPost.parentRecordID)
        : undefined;
    if (groupID !== undefined) event.groupID = groupID;
    const eventID = num(new URLSearchParams(loc.search).get('eventID'));
    if (eventID !== undefined) event.eventID = eventID;
  }
  return event;
}

/**
 * `POST /tick` for one page view. The viewer's AnonymizeData is read first (`GET
 * /analytics/privacy`, -1 when it fails): 1 anonymises; -1 follows the site default
 * (`analytics.anonymizeByDefault`); 0 sends everything. A failed tick is only logged.
 */
export const sendPageViewTick = createLoadThunk<void, { route: LayoutRoute }>(
  'layouts/pageViewTicked',
  async ({ route }, { api, dispatch, getState }) => {
    await dispatch(fetchAnonymizeSetting());
    const setting = selectAnonymizeSetting(getState());
    const anonymize =
      setting === 1 || (setting === -1 && selectConfigFlag(getState(), ANONYMIZE_DEFAULT_KEY));
    try {
      await apiPostTick(api, tickEvent(route, location, document, anonymize));
    } catch (e) {
      console.error(`[forum-widgets] The page view tick failed: ${(e as Error)?.message ?? e}`);
    }
  },
  { failureToast: false },
);
