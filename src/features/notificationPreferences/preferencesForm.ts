import type { ApiNotificationPreferences } from '@/api/types/misc';

/**
 * The user notification settings form (03 §3, §5, §7), built from the schema of
 * `GET /notification-preferences/schema`: object nodes are groups, an object whose properties
 * are all booleans is one setting (a row: `NewComment` with its `popup` and `email` methods),
 * a string with an `enum` is a choice (`NotificationLanguage`). Labels come from `x-control`;
 * they are text, never markup.
 */
export interface PreferenceMethodField {
  /** `popup`, `email`, or another method the schema names. */
  method: string;
  label: string;
}

export interface PreferenceRowField {
  kind: 'row';
  /** The setting's key in the preferences map: `NewComment`. */
  key: string;
  label: string;
  description?: string;
  methods: PreferenceMethodField[];
}

export interface PreferenceChoiceField {
  kind: 'choice';
  key: string;
  label: string;
  description?: string;
  options: string[];
}

export interface PreferenceGroup {
  key: string;
  label?: string;
  description?: string;
  fields: Array<PreferenceRowField | PreferenceChoiceField>;
}

/** The user setting that turns the e-mail digest on (03 §3). */
export const DIGEST_SETTING = 'DigestEnabled';
/** The user setting holding the notification language (03 §3, §7). */
export const LANGUAGE_SETTING = 'NotificationLanguage';

/** The site's e-mail switches that the form follows (03 §5). */
export interface EmailSettings {
  /** `emails.enabled`: e-mail methods show. */
  emailEnabled: boolean;
  /** `emails.digest`: the digest setting shows (it is e-mail only, so e-mails must be on). */
  digestEnabled: boolean;
}

const MAX_DEPTH = 8;
const MAX_TEXT = 500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== ''
    ? value.trim().slice(0, MAX_TEXT)
    : undefined;
}

function controlOf(node: Record<string, unknown>): { label?: string; description?: string } {
  const control = isRecord(node['x-control']) ? node['x-control'] : {};
  return { label: text(control.label), description: text(control.description) };
}

function rowOf(
  key: string,
  node: Record<string, unknown>,
  email: EmailSettings,
): PreferenceRowField | undefined {
  const properties = isRecord(node.properties) ? node.properties : {};
  const methods: PreferenceMethodField[] = [];
  for (const [method, child] of Object.entries(properties)) {
    if (!isRecord(child) || child.type !== 'boolean') return undefined;
    if (method === 'email' && !email.emailEnabled) continue;
    const label =
      controlOf(child).label ??
      (method === 'popup' ? 'Notification popup' : method === 'email' ? 'Email' : method);
    methods.push({ method, label });
  }
  if (methods.length === 0) return undefined;
  if (key === DIGEST_SETTING && !(email.digestEnabled && email.emailEnabled)) return undefined;
  const { label, description } = controlOf(node);
  return { kind: 'row', key, label: label ?? key, description, methods };
}

function choiceOf(key: string, node: Record<string, unknown>): PreferenceChoiceField | undefined {
  if (node.type !== 'string' || !Array.isArray(node.enum)) return undefined;
  const options = node.enum.filter((o): o is string => typeof o === 'string' && o !== '');
  if (options.length === 0) return undefined;
  const { label, description } = controlOf(node);
  return { kind: 'choice', key, label: label ?? key, description, options };
}

function walk(
  key: string,
  node: Record<string, unknown>,
  email: EmailSettings,
  depth: number,
  groups: PreferenceGroup[],
): void {
  if (depth > MAX_DEPTH || !isRecord(node.properties)) return;
  const { label, description } = controlOf(node);
  const group: PreferenceGroup = { key, label, description, fields: [] };
  const nested: Array<[string, Record<string, unknown>]> = [];
  for (const [childKey, child] of Object.entries(node.properties)) {
    if (!isRecord(child)) continue;
    const field = rowOf(childKey, child, email) ?? choiceOf(childKey, child);
    if (field) group.fields.push(field);
    else if (child.type === 'object' || isRecord(child.properties)) nested.push([childKey, child]);
  }
  if (group.fields.length > 0) groups.push(group);
  for (const [childKey, child] of nested) {
    const before = groups.length;
    walk(childKey, child, email, depth + 1, groups);
    // A wrapper with nothing of its own lends its label to its first group.
    const first = groups[before];
    if (group.fields.length === 0 && first && !first.label) {
      first.label = label;
      first.description ??= description;
    }
  }
}

/** The groups of the settings form, in the schema's order; empty when the schema has none. */
export function buildPreferencesForm(schema: unknown, email: EmailSettings): PreferenceGroup[] {
  const groups: PreferenceGroup[] = [];
  if (isRecord(schema)) walk('', schema, email, 0, groups);
  return groups;
}

/** The value a row's method shows: the user's setting, else off. */
export function methodValue(
  settings: ApiNotificationPreferences | undefined,
  key: string,
  method: string,
): boolean {
  const own = settings?.[key];
  return isRecord(own) && own[method] === true;
}

/**
 * The patch for one method of one setting: the setting's whole method map (what the user
 * sees, with the one change), so the answer and the optimistic cache agree.
 */
export function methodPatch(
  settings: ApiNotificationPreferences | undefined,
  row: PreferenceRowField,
  method: string,
  checked: boolean,
): ApiNotificationPreferences {
  const own = settings?.[row.key];
  const current = isRecord(own) ? own : {};
  const next: Record<string, boolean> = {};
  for (const m of row.methods) next[m.method] = current[m.method] === true;
  next[method] = checked;
  return { [row.key]: next };
}

/**
 * The language patch (03 §7): `NotificationLanguage` together with the settings the user
 * already has.
 */
export function languagePatch(
  settings: ApiNotificationPreferences | undefined,
  language: string,
): ApiNotificationPreferences {
  return { ...settings, [LANGUAGE_SETTING]: language };
}

/** The chosen value of a choice field, if it is one of its options. */
export function choiceValue(
  settings: ApiNotificationPreferences | undefined,
  field: PreferenceChoiceField,
): string {
  const value = settings?.[field.key];
  return typeof value === 'string' && field.options.includes(value)
    ? value
    : (field.options[0] ?? '');
}
