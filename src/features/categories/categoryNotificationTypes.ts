import type { ApiCategoryPreferences, ApiNotificationPreferences } from '@/api/types/misc';

/** The flat keys of a category's preferences map (03 §3). */
export const FOLLOWED_KEY = 'preferences.followed';
export const DIGEST_KEY = 'preferences.email.digest';

export type NotificationMethod = 'popup' | 'email';
export const NOTIFICATION_METHODS: readonly NotificationMethod[] = ['popup', 'email'];

/**
 * A kind of content a follower can be notified about (03 §3): `comments` and `posts`, and
 * any an add-on registers. `settingKey` names the user notification setting its defaults
 * come from (`NewComment`, `NewDiscussion`).
 */
export interface CategoryNotificationType {
  /** The row text after 'Notify me of ', untranslated: 'new comments'. */
  description: string;
  settingKey: string;
}

const types = new Map<string, CategoryNotificationType>([
  ['comments', { description: 'new comments', settingKey: 'NewComment' }],
  ['posts', { description: 'new posts', settingKey: 'NewDiscussion' }],
]);

/** Adds (or replaces) a notification type shown in the follow dropdown's table. */
export function registerCategoryNotificationType(id: string, type: CategoryNotificationType): void {
  types.set(id, type);
}

/** Removes a registered notification type. */
export function unregisterCategoryNotificationType(id: string): void {
  types.delete(id);
}

/** The registered types in registration order, as `[id, type]` pairs. */
export function getCategoryNotificationTypes(): Array<[string, CategoryNotificationType]> {
  return Array.from(types.entries());
}

/** `preferences.{method}.{typeID}`, e.g. `preferences.popup.comments`. */
export function preferenceKey(method: NotificationMethod, typeID: string): string {
  return `preferences.${method}.${typeID}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema node describing a user setting (e.g. `NewComment`), wherever it is nested. */
export function findSettingSchema(
  schema: unknown,
  settingKey: string,
  depth = 0,
): Record<string, unknown> | undefined {
  if (!isRecord(schema) || depth > 8) return undefined;
  const properties = schema.properties;
  if (!isRecord(properties)) return undefined;
  const own = properties[settingKey];
  if (isRecord(own)) return own;
  for (const child of Object.values(properties)) {
    const found = findSettingSchema(child, settingKey, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The user's own setting for one method of one type. The user's preferences win; a method
 * the schema does not offer (e-mail when e-mails are off) is false; otherwise the schema's
 * `default`, else false. Without a schema the user's preferences alone decide.
 */
export function userSettingFor(
  settings: ApiNotificationPreferences | undefined,
  schema: unknown,
  settingKey: string,
  method: NotificationMethod,
): boolean {
  const node = schema === undefined ? undefined : findSettingSchema(schema, settingKey);
  const methodSchema = isRecord(node?.properties) ? node.properties[method] : undefined;
  if (node && !isRecord(methodSchema)) return false;
  const own = settings?.[settingKey];
  if (isRecord(own) && typeof own[method] === 'boolean') return own[method];
  return isRecord(methodSchema) && methodSchema.default === true;
}

/** True when the user's digest setting has e-mail on (`DigestEnabled.email`, 03 §3, §5). */
export function userDigestHasEmail(settings: ApiNotificationPreferences | undefined): boolean {
  const digest = settings?.DigestEnabled;
  return isRecord(digest) && digest.email === true;
}

/**
 * What following applies (03 §4): every registered type's methods from the user's
 * notification settings, followed true, and the e-mail digest when digests are enabled.
 */
export function followPreferences(
  settings: ApiNotificationPreferences | undefined,
  schema: unknown,
  digestEnabled: boolean,
): ApiCategoryPreferences {
  const next: ApiCategoryPreferences = { [FOLLOWED_KEY]: true };
  for (const [id, type] of getCategoryNotificationTypes()) {
    for (const method of NOTIFICATION_METHODS) {
      next[preferenceKey(method, id)] = userSettingFor(settings, schema, type.settingKey, method);
    }
  }
  if (digestEnabled) next[DIGEST_KEY] = true;
  return next;
}

/**
 * The notification defaults unchecking 'Notify me of new content' goes back to (03 §4):
 * every type's popup and e-mail off. The digest and `followed` are left as they are.
 */
export function resetNotificationPreferences(): ApiCategoryPreferences {
  const next: ApiCategoryPreferences = {};
  for (const [id] of getCategoryNotificationTypes()) {
    for (const method of NOTIFICATION_METHODS) next[preferenceKey(method, id)] = false;
  }
  return next;
}

/** Unfollowing (03 §4): every preference false, the digest too when digests are enabled. */
export function unfollowPreferences(
  current: ApiCategoryPreferences,
  digestEnabled: boolean,
): ApiCategoryPreferences {
  const next: ApiCategoryPreferences = {};
  for (const key of Object.keys(current)) next[key] = false;
  Object.assign(next, resetNotificationPreferences(), { [FOLLOWED_KEY]: false });
  if (digestEnabled) next[DIGEST_KEY] = false;
  return next;
}

/** True when any popup or e-mail method of any type is on. */
export function hasNotificationMethod(preferences: ApiCategoryPreferences): boolean {
  return getCategoryNotificationTypes().some(([id]) =>
    NOTIFICATION_METHODS.some((method) => preferences[preferenceKey(method, id)] === true),
  );
}

/**
 * 03 §5: following with the digest off needs at least one method. `digestOn` is whether
 * the digest option is available and checked.
 */
export function isMissingNotificationMethod(
  preferences: ApiCategoryPreferences,
  digestOn: boolean,
): boolean {
  return preferences[FOLLOWED_KEY] === true && !digestOn && !hasNotificationMethod(preferences);
}

export const MISSING_METHOD_MESSAGE =
  'At least one notification method must be selected to receive notifications';
