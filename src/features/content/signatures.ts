import type { ContentConfig } from './contentConfig';
import { eachSafely, within } from './contentDom';

/** Legacy signatures under posts: `div.Signature.UserSignature`. */
export const LEGACY_SIGNATURE = '.Signature';

const OFF = 'fw-legacySignature--off';
const HIDE_MOBILE = 'fw-legacySignature--hideMobile';
const CAPPED = 'fw-legacySignature--capped';
const MAX_PROPERTY = '--fw-signature-image-max';

/**
 * Applies the signature rules of 03 §5 to one legacy signature: hidden when
 * `signatures.enabled` is off, hidden under 600 px with `signatures.hideMobile`, images at most
 * `signatures.imageMaxHeight` px tall (0: no limit). Applying it again with another config
 * replaces the previous rules.
 */
export function applySignatureRules(signature: HTMLElement, config: ContentConfig): void {
  signature.classList.add('fw-legacySignature');
  signature.classList.toggle(OFF, !config.signatures);
  signature.hidden = !config.signatures;
  signature.classList.toggle(HIDE_MOBILE, config.signaturesHideMobile);
  const max = config.signatureImageMaxHeight;
  signature.classList.toggle(CAPPED, max > 0);
  if (max > 0) signature.style.setProperty(MAX_PROPERTY, `${max}px`);
  else signature.style.removeProperty(MAX_PROPERTY);
}

/** The signature rules for every legacy `.Signature` block in `root` (and `root` itself). */
export function upgradeSignatures(root: Element, config: ContentConfig): void {
  eachSafely(within(root, LEGACY_SIGNATURE), (signature) => {
    if (signature instanceof HTMLElement) applySignatureRules(signature, config);
  });
}
