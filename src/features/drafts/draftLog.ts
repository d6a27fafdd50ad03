/**
 * The texts 03 §8 lists as "Logged only": they go to the console for site developers and are
 * never shown to the user. Every draft module logs through `logDraftProblem`.
 */
export const DRAFT_LOG = {
  deleteFailed: 'Error deleting draft',
  scheduleFailed: 'Error scheduling draft',
  cancelScheduleFailed: 'Error cancelling draft schedule',
  fetchFailed: 'Error fetching draft from server',
  createFailed: 'Error autosaving draft',
  updateFailed: 'Error updating draft',
  invalidMeta: 'Invalid draft meta',
  emptyBody: 'Invalid draft, no body content',
  locationLinkFailed: 'Failed to create draft location link',
} as const;

export type DraftLogText = (typeof DRAFT_LOG)[keyof typeof DRAFT_LOG];

/** Logs one of the 03 §8 draft texts, with what caused it when there is something. */
export function logDraftProblem(text: DraftLogText, detail?: unknown): void {
  if (detail === undefined) console.warn(`[forum-widgets] ${text}`);
  else console.warn(`[forum-widgets] ${text}`, detail);
}
