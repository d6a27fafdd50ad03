/** Wire types for themes (themes.yml). */

export interface ApiThemeAsset {
  type?: string;
  url?: string;
  data?: unknown;
  'content-type'?: string;
}

export interface ApiTheme {
  themeID: string | number;
  name?: string;
  version?: string;
  revisionID?: number | null;
  revisionName?: string;
  current?: boolean;
  assets: Record<string, ApiThemeAsset | undefined>;
  preview?: Record<string, string | null>;
}

/** One entry of `GET /themes/{id}/revisions`; `active` marks the revision in use. */
export interface ApiThemeRevision {
  themeID: string | number;
  revisionID: number;
  revisionName?: string;
  name?: string;
  active?: boolean;
  dateInserted?: string;
  insertUserID?: number;
}

/** `GET /themes/{themeKey}` query. */
export interface ApiThemeQuery {
  revisionID?: number;
}

/** `PUT /themes/preview` body; no themeID clears the preview. */
export interface ApiThemePreview {
  themeID?: string | number;
  revisionID?: number;
}
