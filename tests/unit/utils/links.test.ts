import {
  isInternalKbLink,
  isSafeUrl,
  isValidUrl,
  rewriteInternalUrl,
  sanitizeUrl,
} from '@/utils/links';

describe('isSafeUrl', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#x',
    'HTTPS://EXAMPLE.COM',
    'mailto:someone@example.com',
    'MailTo:someone@example.com',
    'tel:+15551234',
    '/discussions/12',
    '/',
    '#comment-4',
    '#',
    '  https://example.com  ',
  ])('accepts %p', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['  javascript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['javascript&#58;alert(1)'],
    ['%6Aavascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com'],
    ['httpx://example.com'],
    ['http//example.com'],
    ['//evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['https://example.com/\u0000'],
    ['relative/path'],
    ['./relative'],
    ['?q=1'],
    [''],
    ['   '],
  ])('rejects %p', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });

  it('rejects values that are not strings', () => {
    expect(isSafeUrl(undefined)).toBe(false);
    expect(isSafeUrl(null)).toBe(false);
    expect(isSafeUrl(42)).toBe(false);
    expect(isSafeUrl({ toString: () => 'https://example.com' })).toBe(false);
  });
});

describe('sanitizeUrl', () => {
  it('returns a safe link trimmed, and undefined for an unsafe one', () => {
    expect(sanitizeUrl(' /profile/jane ')).toBe('/profile/jane');
    expect(sanitizeUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('leaves an anchor without href, so an unsafe link is not clickable', () => {
    const anchor = document.createElement('a');
    const href = sanitizeUrl('javascript:alert(1)');
    if (href !== undefined) anchor.href = href;
    expect(anchor.hasAttribute('href')).toBe(false);
  });
});

describe('isValidUrl', () => {
  it.each(['http://example.com', 'https://example.com/a?b=c', 'HTTPS://Example.com'])(
    'accepts the http(s) URL %p',
    (url) => {
      expect(isValidUrl(url)).toBe(true);
    },
  );

  it.each([
    'ftp://example.com',
    'mailto:a@example.com',
    'tel:123',
    'javascript:alert(1)',
    '/relative',
    '#hash',
    '//example.com',
    'https:example.com',
    'https://',
    'ht\ttp://example.com',
    'not a url',
    '',
  ])('rejects %p, which is not an absolute http or https URL', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });
});

describe('/kb/ links', () => {
  it.each([
    '/kb/',
    '/kb/articles/12-setup',
    '/kb',
    '/kb?q=help',
    '/kb#top',
    `${window.location.origin}/kb/x`,
  ])('counts %p as an internal knowledge-base link', (url) => {
    expect(isInternalKbLink(url)).toBe(true);
  });

  it.each([
    '/kbase',
    '/en/kb/x',
    'https://other.example/kb/x',
    '//evil.com/kb/',
    '/KB/x',
    'javascript:/kb/',
  ])('does not count %p as a knowledge-base link', (url) => {
    expect(isInternalKbLink(url)).toBe(false);
  });

  it('never rewrites a /kb/ link', () => {
    expect(rewriteInternalUrl('/kb/articles/1', '/en')).toBe('/kb/articles/1');
    expect(rewriteInternalUrl('/kb', '/forum')).toBe('/kb');
  });
});

describe('rewriteInternalUrl', () => {
  it('prefixes root-relative links with the base path', () => {
    expect(rewriteInternalUrl('/discussions', '/en')).toBe('/en/discussions');
    expect(rewriteInternalUrl('/profile/jane', '/forum/')).toBe('/forum/profile/jane');
  });

  it('leaves absolute, hash, unsafe and already-prefixed links alone', () => {
    expect(rewriteInternalUrl('https://example.com/x', '/en')).toBe('https://example.com/x');
    expect(rewriteInternalUrl('#top', '/en')).toBe('#top');
    expect(rewriteInternalUrl('//evil.com', '/en')).toBe('//evil.com');
    expect(rewriteInternalUrl('javascript:alert(1)', '/en')).toBe('javascript:alert(1)');
    expect(rewriteInternalUrl('/en/discussions', '/en')).toBe('/en/discussions');
    expect(rewriteInternalUrl('/en', '/en')).toBe('/en');
  });

  it('changes nothing when the base path is empty or the root', () => {
    expect(rewriteInternalUrl('/discussions', '')).toBe('/discussions');
    expect(rewriteInternalUrl('/discussions', '/')).toBe('/discussions');
  });
});
