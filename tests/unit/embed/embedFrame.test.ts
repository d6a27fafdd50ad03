import type { BootstrapConfig } from '@/api/types/bootstrap';
import { startEmbedFrame } from '@/embed/frame/embedFrame';
import { allowedOrigins, findParentOrigin, PARENT_ORIGIN_KEY } from '@/embed/frame/parentOrigin';
import { BYPASS_KEY, isBypassed, redirectTarget } from '@/embed/frame/redirect';

const SITE = 'https://site.example';
const FORUM = location.origin;
const config = (settings: Record<string, unknown>): BootstrapConfig => ({ config: settings });

/**
 * A framed forum window as far as `findParentOrigin` reads it. jsdom has neither cross-origin
 * frames nor `location.ancestorOrigins`, so these are the only fields given.
 */
function framedWindow(opts: { ancestors?: string[]; referrer?: string }): Window {
  return {
    parent: {},
    location: { origin: FORUM, ancestorOrigins: opts.ancestors },
    document: { referrer: opts.referrer ?? '' },
    sessionStorage: window.sessionStorage,
  } as unknown as Window;
}

afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('the allowed parent origins', () => {
  it('are the http(s) origins of embed.allowedOrigins, normalised', () => {
    expect(
      allowedOrigins(
        config({
          'embed.allowedOrigins': [
            'https://site.example/',
            'http://a.test:8080/x',
            'javascript:1',
            5,
          ],
        }),
      ),
    ).toEqual(['https://site.example', 'http://a.test:8080']);
    expect(allowedOrigins(config({ 'embed.allowedOrigins': 'https://site.example' }))).toEqual([]);
    expect(allowedOrigins({})).toEqual([]);
  });
});

describe('findParentOrigin', () => {
  const allowed = config({ 'embed.allowedOrigins': [SITE] });

  it('takes the parent from location.ancestorOrigins when the browser has it', () => {
    expect(findParentOrigin(framedWindow({ ancestors: [SITE] }), allowed)).toBe(SITE);
    // The referrer does not count where ancestorOrigins exists.
    expect(
      findParentOrigin(
        framedWindow({ ancestors: ['https://evil.example'], referrer: `${SITE}/` }),
        allowed,
      ),
    ).toBeNull();
  });

  it('ignores a parent that is not in embed.allowedOrigins, and the forum framing itself', () => {
    expect(
      findParentOrigin(framedWindow({ ancestors: ['https://evil.example'] }), allowed),
    ).toBeNull();
    expect(findParentOrigin(framedWindow({ ancestors: [FORUM] }), allowed)).toBeNull();
    expect(findParentOrigin(framedWindow({ ancestors: ['null'] }), allowed)).toBeNull();
    expect(findParentOrigin(framedWindow({ ancestors: [SITE] }), config({}))).toBeNull();
  });

  it('falls back to the referrer, and remembers it for the frame’s later pages', () => {
    expect(findParentOrigin(framedWindow({ referrer: `${SITE}/embed` }), allowed)).toBe(SITE);
    expect(sessionStorage.getItem(PARENT_ORIGIN_KEY)).toBe(SITE);
    // The next page in the frame has the forum's own page as its referrer.
    expect(findParentOrigin(framedWindow({ referrer: `${FORUM}/discussions` }), allowed)).toBe(
      SITE,
    );
  });

  it('does not take a remembered origin that is no longer allowed', () => {
    sessionStorage.setItem(PARENT_ORIGIN_KEY, 'https://evil.example');
    expect(findParentOrigin(framedWindow({ referrer: `${FORUM}/x` }), allowed)).toBeNull();
  });

  it('is null for a window that is not framed', () => {
    expect(findParentOrigin(window, allowed)).toBeNull();
  });
});

describe('embedding redirection', () => {
  const forced = config({ 'embed.forceEmbed': true, 'embed.remoteUrl': `${SITE}/community` });

  it('sends a page opened on its own to the remote page, its path in the hash', () => {
    history.replaceState(null, '', '/discussion/5/title?page=2#Comment_7');
    expect(redirectTarget(forced, window)).toBe(
      `${SITE}/community#/discussion/5/title?page=2#Comment_7`,
    );
  });

  it('stays without forceEmbed, or with a remote URL that is not a safe http(s) URL', () => {
    expect(redirectTarget(config({ 'embed.remoteUrl': `${SITE}/` }), window)).toBeNull();
    expect(
      redirectTarget(config({ 'embed.forceEmbed': 'true', 'embed.remoteUrl': `${SITE}/` }), window),
    ).toBeNull();
    for (const remote of ['javascript:alert(1)', '//site.example/', '/community', 5, '']) {
      expect(
        redirectTarget(config({ 'embed.forceEmbed': true, 'embed.remoteUrl': remote }), window),
      ).toBeNull();
    }
  });

  it('stays with bypassEmbed in the query, and for the rest of the session', () => {
    history.replaceState(null, '', '/discussions?bypassEmbed=1');
    expect(redirectTarget(forced, window)).toBeNull();
    expect(sessionStorage.getItem(BYPASS_KEY)).not.toBeNull();
    history.replaceState(null, '', '/discussion/5');
    expect(isBypassed(window)).toBe(true);
    expect(redirectTarget(forced, window)).toBeNull();
    sessionStorage.clear();
    expect(redirectTarget(forced, window)).toBe(`${SITE}/community#/discussion/5`);
  });

  it('stays when the session flag alone is set', () => {
    sessionStorage.setItem(BYPASS_KEY, '1');
    expect(redirectTarget(forced, window)).toBeNull();
  });

  it('never redirects to the page it is on', () => {
    history.replaceState(null, '', '/community');
    expect(
      redirectTarget(
        config({ 'embed.forceEmbed': true, 'embed.remoteUrl': `${FORUM}/community` }),
        window,
      ),
    ).toBeNull();
  });

  it('starts nothing on a top-level page that is bypassed', () => {
    history.replaceState(null, '', '/discussions?bypassEmbed');
    const before = location.href;
    startEmbedFrame(forced, window)();
    expect(location.href).toBe(before);
  });
});
