import {
  bindingProblems,
  DEFAULT_BINDINGS,
  isValidBinding,
  normalizeBinding,
  toKeyMap,
} from '@/features/shortcuts/shortcutBindings';

describe('shortcut bindings', () => {
  it('accepts one character or two separated by a space, nothing else', () => {
    for (const ok of ['j', '?', '/', 'J', 'g h', 'é']) expect(isValidBinding(ok)).toBe(true);
    for (const bad of ['', 'jk', 'g h i', ' ', 'Enter', '\u0007'])
      expect(isValidBinding(bad)).toBe(false);
  });

  it('normalises what was typed', () => {
    expect(normalizeBinding('  g    h ')).toBe('g h');
    expect(normalizeBinding('   ')).toBe('');
  });

  it('has no problem with the defaults', () => {
    expect(bindingProblems({ ...DEFAULT_BINDINGS })).toEqual({});
  });

  it('reports a key used twice on the later action, and a key that starts a sequence', () => {
    expect(bindingProblems({ ...DEFAULT_BINDINGS, previous: 'j' })).toEqual({
      previous: 'Already used by: Next item',
    });
    expect(bindingProblems({ ...DEFAULT_BINDINGS, search: 'g' })).toEqual({
      search: 'Already used by: Go to the home page',
    });
    expect(bindingProblems({ ...DEFAULT_BINDINGS, next: 'xy' }).next).toMatch(/one character/);
  });

  it('maps single keys and sequences, skipping a binding with a problem', () => {
    const map = toKeyMap({ ...DEFAULT_BINDINGS, previous: 'j' });
    expect(map.single.get('j')).toBe('next');
    expect([...map.single.values()]).not.toContain('previous');
    expect(map.sequences.get('g')?.get('h')).toBe('home');
  });
});
