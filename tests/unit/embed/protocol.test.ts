import {
  isRelativePath,
  parseFrameMessage,
  parseParentMessage,
  TAG,
  urlOnOrigin,
} from '@/embed/protocol';

describe('isRelativePath', () => {
  it.each(['/', '/discussions', '/discussion/5/a-title?page=2#Comment_7', '/search?q=a%20b'])(
    'accepts the path %s on the forum',
    (path) => expect(isRelativePath(path)).toBe(true),
  );

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a backslash later in the path', '/a\\b'],
    ['javascript:', 'javascript:alert(1)'],
    ['a full URL', 'https://evil.example/'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path without a slash', 'discussions'],
    ['a tab (browsers drop it)', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['a space', '/ /evil'],
    ['an empty string', ''],
    ['a number', 5],
    ['null', null],
    ['an object', { path: '/x' }],
    ['an over-long path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_name, path) => expect(isRelativePath(path)).toBe(false));
});

describe('parseFrameMessage', () => {
  it('accepts the three reports of the forum frame and copies only their fields', () => {
    expect(
      parseFrameMessage({ fw: TAG, type: 'location', path: '/x', title: 'T', extra: 'dropped' }),
    ).toEqual({ fw: TAG, type: 'location', path: '/x', title: 'T' });
    expect(parseFrameMessage({ fw: TAG, type: 'height', height: 812.5 })).toEqual({
      fw: TAG,
      type: 'height',
      height: 812.5,
    });
    expect(parseFrameMessage({ fw: TAG, type: 'scroll', y: 60, scrolled: true })).toEqual({
      fw: TAG,
      type: 'scroll',
      y: 60,
      scrolled: true,
    });
  });

  it.each([
    ['no tag', { type: 'height', height: 10 }],
    ['another tag', { fw: 'other', type: 'height', height: 10 }],
    ['an unknown type', { fw: TAG, type: 'eval', code: 'alert(1)' }],
    ['a string', 'forum-embed'],
    ['an array', [TAG, 'height', 10]],
    ['null', null],
    ['a location with a full URL', { fw: TAG, type: 'location', path: 'https://e.x/', title: 'T' }],
    ['a location with //', { fw: TAG, type: 'location', path: '//e.x/', title: 'T' }],
    ['a location with a non-string title', { fw: TAG, type: 'location', path: '/', title: 1 }],
    [
      'a location with a huge title',
      { fw: TAG, type: 'location', path: '/', title: 'x'.repeat(600) },
    ],
    ['a height as a string', { fw: TAG, type: 'height', height: '100' }],
    ['a negative height', { fw: TAG, type: 'height', height: -1 }],
    ['an infinite height', { fw: TAG, type: 'height', height: Infinity }],
    ['a NaN height', { fw: TAG, type: 'height', height: NaN }],
    ['an absurd height', { fw: TAG, type: 'height', height: 1e9 }],
    ['a scroll without its boolean', { fw: TAG, type: 'scroll', y: 5, scrolled: 'yes' }],
    ['a navigate (parent to frame only)', { fw: TAG, type: 'navigate', path: '/x' }],
  ])('refuses %s', (_name, data) => expect(parseFrameMessage(data)).toBeNull());
});

describe('parseParentMessage', () => {
  it('accepts a navigate to a path on the forum', () => {
    expect(parseParentMessage({ fw: TAG, type: 'navigate', path: '/discussion/5' })).toEqual({
      fw: TAG,
      type: 'navigate',
      path: '/discussion/5',
    });
  });

  it.each([
    ['//evil', '//evil.example/'],
    ['javascript:', 'javascript:alert(1)'],
    ['a full URL', 'https://evil.example/'],
    ['no path', undefined],
  ])('refuses a navigate to %s', (_name, path) =>
    expect(parseParentMessage({ fw: TAG, type: 'navigate', path })).toBeNull(),
  );

  it('refuses the frame reports and untagged messages', () => {
    expect(parseParentMessage({ fw: TAG, type: 'height', height: 1 })).toBeNull();
    expect(parseParentMessage({ type: 'navigate', path: '/x' })).toBeNull();
  });
});

describe('urlOnOrigin', () => {
  it('builds the URL of a path on the origin', () => {
    expect(urlOnOrigin('/discussion/5?x=1#c', 'https://forum.example')).toBe(
      'https://forum.example/discussion/5?x=1#c',
    );
  });

  it.each(['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'refuses %s',
    (path) => expect(urlOnOrigin(path, 'https://forum.example')).toBeNull(),
  );
});
