import { type StateWithConfig, selectConfigValue } from '../../store/configSlice';

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

function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The content settings from the store's config values. */
export function selectContentConfig(state: StateWithConfig): ContentConfig {
  const hosts = selectConfigValue<unknown>(state, 'embed.iframeHosts', []);
  const height = Number(selectConfigValue<unknown>(state, 'signatures.imageMaxHeight', 0));
  return {
    iframeHosts: Array.isArray(hosts)
      ? hosts.filter((h): h is string => typeof h === 'string' && h !== '')
      : [],
    signatures: flag(selectConfigValue<unknown>(state, 'signatures.enabled', 0)),
    signaturesHideMobile: flag(selectConfigValue<unknown>(state, 'signatures.hideMobile', 0)),
    signatureImageMaxHeight: Number.isFinite(height) && height > 0 ? height : 0,
  };
}
