import type {
  PropsCheck,
  PropsValidator,
  StandardSchemaIssue,
  StandardSchemaV1,
} from '@/api/types/widgetContract';
import type { Registry, RegistryEntry } from './registry';

/*
 * Standard Schema (https://standardschema.dev) as a props validator: `validate` (and a widget
 * module's `validateProps`) may be a zod, valibot or arktype schema, or any object with a
 * `~standard.validate`. The spec's interface is declared in src/api/types/widgetContract.ts; no
 * dependency is needed. This module is in the runtime chunk, not the entry: the entry checks only
 * functions (markerLifecycle.ts `validate`), and the runtime, which is always loaded before a
 * widget's first render, turns every registered schema into a function (`acceptStandardSchemas`).
 */

export type {
  StandardSchemaV1,
  StandardSchemaIssue,
  StandardSchemaResult,
} from '@/api/types/widgetContract';

/** True for an object (or function: arktype's types are callable) carrying `~standard.validate`. */
export function isStandardSchema(value: unknown): value is StandardSchemaV1 {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return false;
  const standard = (value as Partial<StandardSchemaV1>)['~standard'];
  return (
    typeof standard === 'object' && standard !== null && typeof standard.validate === 'function'
  );
}

function pathOf(issue: StandardSchemaIssue): string {
  return (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');
}

/** The issues as one reason: `prop "categoryID": Expected number; prop "sort": Invalid option`. */
export function describeIssues(issues: ReadonlyArray<StandardSchemaIssue>): string {
  if (issues.length === 0) return 'the schema refused them';
  return issues
    .map((issue) => {
      const path = pathOf(issue);
      return path === '' ? issue.message : `prop "${path}": ${issue.message}`;
    })
    .join('; ');
}

/**
 * A props validator from a Standard Schema: true when the schema accepts the props; otherwise it
 * throws a TypeError naming each issue's path and message, which the runtime logs as the reason.
 * Props are checked synchronously before each render, so a schema that answers with a Promise
 * (async refinements) is refused with a reason that says so. The widget receives the props as
 * parsed from `data-props`, not the schema's output: transforms and defaults are not applied.
 */
export function fromStandardSchema<P = Record<string, unknown>>(
  schema: StandardSchemaV1<unknown, P>,
): PropsValidator<P> {
  return (props): props is P & Record<string, unknown> => {
    const result = schema['~standard'].validate(props);
    if (typeof (result as { then?: unknown }).then === 'function') {
      void (result as Promise<unknown>).catch(() => undefined);
      throw new TypeError(
        `the ${schema['~standard'].vendor} schema validated asynchronously (it returned a Promise); props are checked synchronously before each render, so use a schema without async checks`,
      );
    }
    const { issues } = result as Exclude<typeof result, Promise<unknown>>;
    if (issues) throw new TypeError(describeIssues(issues));
    return true;
  };
}

/** A type guard as it is; a Standard Schema made a type guard; anything else left alone. */
export function toPropsValidator<P>(check: PropsCheck<P> | undefined): PropsCheck<P> | undefined {
  return isStandardSchema(check)
    ? fromStandardSchema(check as StandardSchemaV1<unknown, P>)
    : check;
}

/**
 * Makes an entry's `validate` a function from now on: a schema already there is converted, and so
 * is one assigned later (a widget module's `validateProps`, set when its chunk loads).
 */
function adopt(entry: RegistryEntry): void {
  let current = toPropsValidator(entry.validate);
  Object.defineProperty(entry, 'validate', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: PropsCheck<unknown> | undefined) => (current = toPropsValidator(value)),
  });
}

/**
 * Called once by the runtime with the page's registry: every entry registered so far, and every
 * one added later (before the controller hears of it), validates Standard Schemas as functions.
 */
export function acceptStandardSchemas(registry: Registry): void {
  for (const entry of registry.entries.values()) adopt(entry);
  registry.adopt = adopt;
}
