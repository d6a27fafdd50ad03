import type { PropsValidator } from '@/api/types/widgetContract';

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';
export type PropsSpec = Record<string, Kind | `${Kind}?`>;

function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'any';
  const t = typeof value;
  return t === 'string' || t === 'number' || t === 'boolean' || t === 'object' ? t : 'any';
}

/**
 * Builds a small props type guard from a shape: `propsShape({ categoryID: 'number?' })`.
 * A mismatch throws a TypeError naming the prop, which the runtime logs as the reason.
 * Props not named in the shape are allowed, so servers can add fields.
 */
export function propsShape<P>(spec: PropsSpec): PropsValidator<P> {
  return (props): props is P & Record<string, unknown> => {
    for (const [key, rule] of Object.entries(spec)) {
      const optional = rule.endsWith('?');
      const kind = (optional ? rule.slice(0, -1) : rule) as Kind;
      const value = props[key];
      if (value === undefined || value === null) {
        if (optional) continue;
        throw new TypeError(`prop "${key}" is required`);
      }
      if (kind !== 'any' && kindOf(value) !== kind) {
        throw new TypeError(
          `prop "${key}" must be ${kind === 'array' ? 'an' : 'a'} ${kind}, got ${kindOf(value)}`,
        );
      }
      if (kind === 'number' && !Number.isFinite(value)) {
        throw new TypeError(`prop "${key}" must be a finite number`);
      }
    }
    return true;
  };
}
