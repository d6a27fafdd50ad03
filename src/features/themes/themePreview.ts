import type { ApiError } from '@/api/apiError';
import type { AppDispatch } from '@/store/store';
import { sanitizeUrl } from '@/utils/links';
import { activateThemeRevision, previewTheme, setCurrentTheme } from './themesSlice';

/** The session's theme preview as the host hands it over (03 §3 "Theme preview"). */
export interface ThemePreview {
  themeID: string | number;
  /** Set when a revision is previewed: the toast then offers Restore instead of Apply. */
  revisionID?: number | null;
  name: string;
  /** Where Apply goes on success; the page reloads when it is missing or not on this site. */
  redirect?: string;
}

export type ThemePreviewAction = 'apply' | 'restore' | 'cancel';

/** Where to go once the action succeeded; `null` reloads the current page. */
export type ThemePreviewOutcome =
  { ok: true; goTo: string | null } | { ok: false; error: ApiError };

/** The page a restored revision lands on (03 §2). */
export function themeRevisionsPath(themeID: string | number): string {
  return `/appearance/style-guides/${encodeURIComponent(String(themeID))}/revisions`;
}

/** A root-relative path on this site (as the server gives it), or undefined: no other origins. */
export function sameSitePath(url: unknown): string | undefined {
  const safe = sanitizeUrl(url);
  return safe?.startsWith('/') ? safe : undefined;
}

/** `siteUrl` (absolute or root-relative, may be empty) joined with a root-relative path. */
function onSite(siteUrl: string, path: string): string {
  const base = sanitizeUrl(siteUrl) ?? '';
  return `${base.replace(/\/+$/, '')}${path}`;
}

type Step = () => Promise<{ meta: { requestStatus: string }; payload?: unknown }>;

async function runSteps(steps: Step[]): Promise<ApiError | undefined> {
  for (const step of steps) {
    const result = await step();
    if (result.meta.requestStatus !== 'fulfilled') {
      const error = result.payload as ApiError | undefined;
      return error?.message ? error : { message: '' };
    }
  }
  return undefined;
}

/**
 * The toast's three actions (03 §4): Apply sets the previewed theme current, then clears the
 * preview, and goes to the preview's `redirect`; Restore activates the previewed revision
 * (`PATCH /themes/{id}`), clears the preview and goes to the theme's revisions page; Cancel
 * clears the preview and reloads. The first failing call stops the action and is returned, so
 * the toast can show it; nothing is navigated then.
 */
export async function runThemePreviewAction(
  dispatch: AppDispatch,
  preview: ThemePreview,
  action: ThemePreviewAction,
  siteUrl = '',
): Promise<ThemePreviewOutcome> {
  const { themeID, revisionID } = preview;
  const clear: Step = () => dispatch(previewTheme({}));
  let steps: Step[];
  let goTo: string | null;
  if (action === 'restore' && typeof revisionID === 'number') {
    steps = [() => dispatch(activateThemeRevision({ themeID, revisionID })), clear];
    goTo = onSite(siteUrl, themeRevisionsPath(themeID));
  } else if (action === 'cancel') {
    steps = [clear];
    goTo = null;
  } else {
    steps = [() => dispatch(setCurrentTheme({ themeID })), clear];
    goTo = sameSitePath(preview.redirect) ?? null;
  }
  const error = await runSteps(steps);
  return error ? { ok: false, error } : { ok: true, goTo };
}
