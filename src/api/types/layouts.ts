/*
 * Wire types of the layout calls (03 §3, §7). The layout response's own shape (nodes, props) is the
 * contract in src/features/layouts/layoutTypes.ts; here it is seen from the wire, loosely.
 */

export interface LayoutHydrateQuery {
  layoutViewType: string;
  recordType: string;
  recordID: number | string;
  params: Record<string, string | number | undefined>;
}

export interface LayoutHydrateNode {
  $reactComponent: string;
  $reactProps?: Record<string, unknown>;
  $fragmentImpl?: { fragmentUUID: string; jsUrl?: string; cssUrl?: string; css?: string };
}

export interface LayoutHydrateResponse {
  layoutID?: number | string;
  layoutViewType?: string;
  layout?: LayoutHydrateNode[];
  titleBar?: LayoutHydrateNode;
  contexts?: Array<Record<string, unknown>>;
  seo?: { title?: string; description?: string };
  redirectTo?: string;
  status?: number;
}

/** 03 §3 Tick event. Fields a page does not have are left out. */
export interface TickEvent {
  type: 'pageView';
  url?: string;
  pageName?: string;
  discussionID?: number;
  categoryID?: number | string;
  siteSectionID?: string;
  referrer?: string;
  groupID?: number;
  eventID?: number;
}

export interface AddonSummary {
  addonID?: string;
  key: string;
  enabled?: boolean;
  type?: string;
}
