import { createSelector } from '@reduxjs/toolkit';
import { parseConfigFlag } from '@/store/configFlags';
import { type StateWithConfig, selectConfigValue } from '@/store/configSlice';

/**
 * The site settings user content display reads (02 §2, 03 §5, 03 §9). Owned by the content
 * display core; the embed and code upgrades receive it.
 */
export interface ContentConfig {
  /** `embed.iframeHosts`: the hosts (`host[:port]`) whose players an embed may frame. */
  iframeHosts: string[];
  /** `signatures.enabled`. */
  signatures: boolean;
  /** `signatures.hideMobile`: hide them under 600 px. */
  signaturesHideMobile: boolean;
  /** `signatures.imageMaxHeight` in px; 0 means no limit. */
  signatureImageMaxHeight: number;
}

/** The content settings from raw config values (for callers without a store). */
export function toContentConfig(
  hosts: unknown,
  enabled: unknown,
  hideMobile: unknown,
  maxHeight: unknown,
): ContentConfig {
  const height = Number(maxHeight);
  return {
    iframeHosts: Array.isArray(hosts)
      ? hosts.filter((h): h is string => typeof h === 'string' && h !== '')
      : [],
    signatures: parseConfigFlag('signatures.enabled', enabled),
    signaturesHideMobile: parseConfigFlag('signatures.hideMobile', hideMobile),
    signatureImageMaxHeight: Number.isFinite(height) && height > 0 ? height : 0,
  };
}

const NO_HOSTS: readonly string[] = [];

/** The content settings from the store's config values; the same object while they stay. */
export const selectContentConfig: (state: StateWithConfig) => ContentConfig = createSelector(
  [
    (state: StateWithConfig) => selectConfigValue<unknown>(state, 'embed.iframeHosts', NO_HOSTS),
    (state: StateWithConfig) => selectConfigValue<unknown>(state, 'signatures.enabled', 0),
    (state: StateWithConfig) => selectConfigValue<unknown>(state, 'signatures.hideMobile', 0),
    (state: StateWithConfig) => selectConfigValue<unknown>(state, 'signatures.imageMaxHeight', 0),
  ],
  toContentConfig,
);
