/** How often, in debug mode, translation misses are checked and reported (spec 01 §9). */
export const MISSED_TRANSLATION_CHECK_MS = 5000;

/**
 * Collects translation misses in debug mode and reports them in one `console.warn`
 * per check. A timer exists only while unreported misses are waiting, so a page with
 * no misses, or not in debug mode, never holds a timer.
 */
let enabled = false;
const pending = new Set<string>();
const reported = new Set<string>();
let timer: ReturnType<typeof setTimeout> | undefined;

function report(): void {
  timer = undefined;
  if (pending.size === 0) return;
  const keys = [...pending].sort();
  pending.clear();
  for (const key of keys) reported.add(key);
  console.warn(`[forum-widgets] ${keys.length} missing translation(s):`, keys);
}

/** Turns flagging on or off; turning it off drops anything unreported and clears the timer. */
export function setMissedTranslationTracking(on: boolean): void {
  enabled = on;
  if (!on) stopMissedTranslationTracking();
}

/** Flags a key that has no translation. Each key is reported once per page. */
export function flagMissedTranslation(key: string): void {
  if (!enabled || reported.has(key) || pending.has(key)) return;
  pending.add(key);
  timer ??= setTimeout(report, MISSED_TRANSLATION_CHECK_MS);
}

/** Every key flagged so far, reported or not, sorted. */
export function getMissedTranslations(): string[] {
  return [...new Set([...reported, ...pending])].sort();
}

/** Stops tracking: clears the timer and forgets every flagged key. */
export function stopMissedTranslationTracking(): void {
  enabled = false;
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending.clear();
  reported.clear();
}
