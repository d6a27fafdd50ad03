import { DEFAULT_BINDINGS } from '@/features/shortcuts/shortcutBindings';
import {
  parseSettings,
  readSettings,
  SHORTCUTS_STORAGE_KEY,
  writeSettings,
} from '@/features/shortcuts/shortcutStorage';

const defaults = { enabled: true, bindings: DEFAULT_BINDINGS };

describe('shortcut settings in local storage', () => {
  afterEach(() => localStorage.clear());

  it('reads corrupt, foreign or unknown-version values as the defaults', () => {
    for (const raw of [
      null,
      '{not json',
      '"a string"',
      'null',
      '[]',
      '{"v":2,"enabled":false}',
      '{"enabled":false}',
    ]) {
      expect(parseSettings(raw)).toEqual(defaults);
    }
  });

  it('keeps the valid keys of a stored value and drops the invalid ones', () => {
    const raw = JSON.stringify({
      v: 1,
      enabled: false,
      keys: { next: 'n', previous: 'too long', open: 42, quote: ' x  y ', nope: 'z' },
    });
    expect(parseSettings(raw)).toEqual({
      enabled: false,
      bindings: { ...DEFAULT_BINDINGS, next: 'n', quote: 'x y' },
    });
  });

  it('writes only what differs from the defaults, under a forum-widgets: key', () => {
    expect(writeSettings({ enabled: false, bindings: { ...DEFAULT_BINDINGS, next: 'n' } })).toBe(
      true,
    );
    expect(JSON.parse(localStorage.getItem(SHORTCUTS_STORAGE_KEY) ?? '')).toEqual({
      v: 1,
      enabled: false,
      keys: { next: 'n' },
    });
    expect(SHORTCUTS_STORAGE_KEY).toMatch(/^forum-widgets:/);
    expect(readSettings().bindings.next).toBe('n');
  });

  it('reads the defaults and reports a refused write when the storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readSettings(broken)).toEqual(defaults);
    expect(writeSettings({ ...defaults }, broken)).toBe(false);
  });
});
