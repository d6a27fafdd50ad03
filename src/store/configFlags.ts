/**
 * How a flag turns its raw config value into a boolean. Servers send flags as booleans, 1/0
 * or strings; "absent" is undefined or null.
 *
 * - `on`: on for `true`, `1`, `'1'` or `'true'`; off for anything else and when absent.
 * - `onWhenAbsent`: on when absent; otherwise as `on`.
 * - `offOnlyWhenOff`: off for `false`, `0`, `'0'` or `'false'`; on for anything else,
 *   absent included.
 * - `offOnlyWhenFalse`: off for the boolean `false` alone; on for anything else.
 * - `onWithoutText`: on for `true`, `1` or `'1'`, not for the string `'true'`.
 *
 * Only `on` and `onWhenAbsent` are meant; the last three keep how their readers parsed these
 * keys before this table existed (issue 34), so a site sees no change.
 */
export type ConfigFlagRead =
  'on' | 'onWhenAbsent' | 'offOnlyWhenOff' | 'offOnlyWhenFalse' | 'onWithoutText';

/** Every boolean config key the library reads, with how it reads it. */
const CONFIG_FLAGS = {
  'analytics.anonymizeByDefault': 'onWithoutText',
  'conversations.enabled': 'on',
  'drafts.autosave': 'offOnlyWhenFalse',
  'emails.digest': 'on',
  'emails.enabled': 'on',
  'externalSearch.resultsInNewTab': 'on',
  'forum.enabled': 'onWhenAbsent',
  isConfirmEmailRequired: 'on',
  'labs.newSearchPage': 'on',
  'registration.enabled': 'onWhenAbsent',
  'search.knowledgeBaseMode': 'on',
  'search.searchOnClear': 'on',
  'search.shouldAbortDuringAutocomplete': 'on',
  'signatures.enabled': 'on',
  'signatures.hideMobile': 'on',
  'tagging.enabled': 'on',
  'titleBar.allowTransparent': 'on',
  'triage.enabled': 'on',
  'ui.bannedPrivateProfile': 'on',
  'ui.userMentionsEnabled': 'offOnlyWhenOff',
} as const satisfies Record<string, ConfigFlagRead>;

/** A feature flag of 03 §9, e.g. `featureFlags.customLayout.discussionList.Enabled`. */
export type FeatureFlagKey = `featureFlags.${string}.Enabled`;

/** The config keys read as flags: the table's, and every feature flag (read as `on`). */
export type ConfigFlagKey = keyof typeof CONFIG_FLAGS | FeatureFlagKey;

const ON: readonly unknown[] = [true, 1, '1', 'true'];
const OFF: readonly unknown[] = [false, 0, '0', 'false'];

function readOf(key: ConfigFlagKey): ConfigFlagRead {
  return Object.hasOwn(CONFIG_FLAGS, key) ? CONFIG_FLAGS[key as keyof typeof CONFIG_FLAGS] : 'on';
}

/** A flag's raw value (as the config or the bootstrap JSON carries it) as a boolean. */
export function parseConfigFlag(key: ConfigFlagKey, value: unknown): boolean {
  const absent = value === undefined || value === null;
  switch (readOf(key)) {
    case 'onWhenAbsent':
      return absent || ON.includes(value);
    case 'offOnlyWhenOff':
      return !OFF.includes(value);
    case 'offOnlyWhenFalse':
      return value !== false;
    case 'onWithoutText':
      return value === true || value === 1 || value === '1';
    case 'on':
      return ON.includes(value);
  }
}

/** A flag from a map of config values (a memoised selector's input, a rule's context). */
export function configFlagOf(
  values: Readonly<Record<string, unknown>>,
  key: ConfigFlagKey,
): boolean {
  return parseConfigFlag(key, values[key]);
}

/**
 * The one reader of boolean site settings, e.g. `selectConfigFlag(state, 'tagging.enabled')`.
 * No other reader of the store's config turns a value into a boolean (docs/architecture.md).
 */
export function selectConfigFlag(
  state: { config: { values: Record<string, unknown> } },
  key: ConfigFlagKey,
): boolean {
  return configFlagOf(state.config.values, key);
}
