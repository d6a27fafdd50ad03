import type { Node as PMNode } from 'prosemirror-model';

/** Attributes that keep rich2 keys the editor does not use, left out while they are unused. */
const UNUSED: Record<string, unknown> = {
  extra: null,
  emptyLeaf: null,
  contentExtra: null,
  wire: null,
  lang: null,
  lic: true,
};

function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'attrs' && typeof v === 'object' && v !== null) {
      const attrs = Object.fromEntries(
        Object.entries(v as Record<string, unknown>).filter(
          ([name, a]) => !(name in UNUSED && UNUSED[name] === a),
        ),
      );
      if (Object.keys(attrs).length > 0) result.attrs = attrs;
    } else {
      result[key] = compact(v);
    }
  }
  return result;
}

/**
 * The editor document's ProseMirror JSON without the attributes that hold unused rich2 keys
 * (`extra`, `wire`, … at their defaults), so tests read the structure they check.
 */
export function editorJson(doc: PMNode): { type: 'doc'; content: unknown[] } {
  return compact(doc.toJSON()) as { type: 'doc'; content: unknown[] };
}
