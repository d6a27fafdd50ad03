export type PropsResult =
  { ok: true; props: Record<string, unknown> } | { ok: false; reason: string };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Parses a marker's `data-props`. Missing means `{}`. Anything but a JSON object is refused.
 * Keys that could reach an object's prototype are dropped while parsing.
 */
export function parseProps(raw: string | null): PropsResult {
  if (raw === null || raw.trim() === '') return { ok: true, props: {} };
  let value: unknown;
  try {
    // The reviver costs a call per value, so it only runs when a risky key could be present.
    value = /__proto__|constructor|prototype/.test(raw)
      ? JSON.parse(raw, (key, v: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : v))
      : JSON.parse(raw);
  } catch (e) {
    return { ok: false, reason: `data-props is not valid JSON (${(e as Error).message})` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, reason: 'data-props must be a JSON object' };
  }
  return { ok: true, props: value as Record<string, unknown> };
}
