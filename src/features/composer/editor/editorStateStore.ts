/**
 * The editor's current state outside React. The view writes each new state here; the
 * toolbar and the mention popup subscribe with `useEditorSelector` / `useEditorState`, so a
 * keystroke re-renders only what changed, never the editor component itself.
 */
import type { EditorState } from 'prosemirror-state';
import { useCallback, useRef, useSyncExternalStore } from 'react';

export interface EditorStateStore {
  get(): EditorState | null;
  set(state: EditorState | null): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStateStore(): EditorStateStore {
  let current: EditorState | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(state) {
      if (state === current) return;
      current = state;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The latest editor state: re-renders on every transaction (for the mention popup). */
export function useEditorState(store: EditorStateStore): EditorState | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * A value derived from the editor state; the component re-renders only when `isEqual` says
 * the value changed (the toolbar's pressed states, not every keystroke).
 */
export function useEditorSelector<T>(
  store: EditorStateStore,
  select: (state: EditorState | null) => T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const cache = useRef<{ state: EditorState | null; value: T } | null>(null);
  const getSnapshot = useCallback((): T => {
    const state = store.get();
    const cached = cache.current;
    if (cached && cached.state === state) return cached.value;
    const value = select(state);
    if (cached && isEqual(cached.value, value)) {
      cache.current = { state, value: cached.value };
      return cached.value;
    }
    cache.current = { state, value };
    return value;
  }, [store, select, isEqual]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}
