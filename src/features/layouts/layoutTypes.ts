/**
 * The layout contract (03 §2 'Custom layout routes', §3 'Layout response', 'Fragment
 * implementation'): what `GET /layouts/lookup-hydrate` answers, and the `$reactProps` each layout
 * widget takes. The demo host, the page component and the widgets all follow this file.
 */

import type { LayoutNode } from './layoutNode';

export type * from './layoutNode';

/** 03 §3 Layout response. `redirectTo` alone (with `status`) means: replace the page with it. */
export interface LayoutResponse {
  layoutID?: number | string;
  layoutViewType?: LayoutViewType;
  layout?: LayoutNode[];
  titleBar?: LayoutNode;
  contexts?: Array<Record<string, unknown>>;
  seo?: { title?: string; description?: string };
  redirectTo?: string;
  status?: number;
}

export type LayoutViewType =
  | 'home'
  | 'subcommunityHome'
  | 'discussionList'
  | 'categoryList'
  | 'discussionCategoryPage'
  | 'nestedCategoryList'
  | 'post'
  | 'discussionThread'
  | 'createPost'
  | 'customPage'
  | 'article'
  | 'knowledgeCategory';

/** The query of `GET /layouts/lookup-hydrate` (03 §7). */
export interface LayoutQuery {
  layoutViewType: LayoutViewType;
  /** `global` with recordID -1 for site-wide views (home, discussionList, categoryList). */
  recordType: string;
  recordID: number | string;
  params: Record<string, string | number | undefined> & { locale?: string; siteSectionID?: string };
}

export type * from './widgetPropTypes';
