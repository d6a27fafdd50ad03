/** Display options shared by every item of a list (one stable object per list). */
export interface ItemOptions {
  compact: boolean;
  showCategory: boolean;
  maxTags: number;
  taggingEnabled: boolean;
  isGuest: boolean;
  editTimeout: number;
  aiUserID?: number;
  /** h2 under the page's h1, h3 under the list's own title. */
  headingLevel: 2 | 3;
}
