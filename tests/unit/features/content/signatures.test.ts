import { selectContentConfig } from '@/features/content/contentConfig';
import { upgradeSignatures } from '@/features/content/signatures';
import { makeTestStore } from '../../../support/renderWithProviders';
import { CONFIG } from './contentFixtures';
import css from '@/features/content/content.css';

afterEach(() => {
  document.body.innerHTML = '';
});

function legacySignature(): HTMLElement {
  const page = document.createElement('article');
  const signature = document.createElement('div');
  signature.className = 'Signature UserSignature';
  const image = document.createElement('img');
  image.alt = 'banner';
  image.src = '/banner.png';
  signature.append('Cheers, Ada', image);
  page.append(signature);
  document.body.append(page);
  return signature;
}

function configOf(values: Record<string, unknown>): ReturnType<typeof selectContentConfig> {
  return selectContentConfig(makeTestStore({ config: values }).getState());
}

describe('legacy signature rules (03 §5)', () => {
  it('hides signatures when signatures.enabled is off', () => {
    const signature = legacySignature();
    upgradeSignatures(document.body, configOf({ 'signatures.enabled': false }));
    expect(signature).not.toBeVisible();
    expect(signature).toHaveClass('fw-legacySignature--off');
  });

  it('shows them when enabled, without a mobile rule or an image cap by default', () => {
    const signature = legacySignature();
    upgradeSignatures(document.body, configOf({ 'signatures.enabled': true }));
    expect(signature).toBeVisible();
    expect(signature).not.toHaveClass('fw-legacySignature--hideMobile');
    expect(signature).not.toHaveClass('fw-legacySignature--capped');
    expect(signature.style.getPropertyValue('--fw-signature-image-max')).toBe('');
  });

  it('marks them for hiding under 600 px with signatures.hideMobile', () => {
    const signature = legacySignature();
    upgradeSignatures(
      document.body,
      configOf({ 'signatures.enabled': 1, 'signatures.hideMobile': true }),
    );
    expect(signature).toHaveClass('fw-legacySignature--hideMobile');
    expect(css).toMatch(
      /@media \(max-width: 600px\) \{\s*\.fw-legacySignature--hideMobile \{\s*display: none !important;/,
    );
  });

  it('caps images at signatures.imageMaxHeight px; 0 means no limit', () => {
    const signature = legacySignature();
    upgradeSignatures(
      document.body,
      configOf({ 'signatures.enabled': true, 'signatures.imageMaxHeight': 80 }),
    );
    expect(signature).toHaveClass('fw-legacySignature--capped');
    expect(signature.style.getPropertyValue('--fw-signature-image-max')).toBe('80px');
    upgradeSignatures(document.body, { ...CONFIG, signatureImageMaxHeight: 0 });
    expect(signature).not.toHaveClass('fw-legacySignature--capped');
    expect(signature.style.getPropertyValue('--fw-signature-image-max')).toBe('');
  });

  it('reads the config once per change: the same object while the values stay', () => {
    const store = makeTestStore({ config: { 'signatures.enabled': true } });
    expect(selectContentConfig(store.getState())).toBe(selectContentConfig(store.getState()));
    expect(selectContentConfig(store.getState())).toEqual({
      iframeHosts: [],
      signatures: true,
      signaturesHideMobile: false,
      signatureImageMaxHeight: 0,
    });
  });

  it('keeps only string hosts from embed.iframeHosts', () => {
    expect(configOf({ 'embed.iframeHosts': ['player.example', 3, '', null] }).iframeHosts).toEqual([
      'player.example',
    ]);
    expect(configOf({ 'embed.iframeHosts': 'player.example' }).iframeHosts).toEqual([]);
  });
});
