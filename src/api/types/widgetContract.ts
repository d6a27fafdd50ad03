import type { ComponentType } from 'react';

/*
 * The widget contract: what a widget receives and how it is registered (by the built-ins and by
 * a site's own script through window.ForumWidgets). It sits with the other contracts at the
 * bottom so that every layer may name it; the runtime and enhancer types, which name the store,
 * are in src/store/runtimeTypes.ts.
 */

/** Every widget receives its `data-props` plus the marker's original inner HTML as `contents`. */
export type WidgetProps<P = Record<string, unknown>> = P & {
  /** The marker's original inner HTML. A string, never executed; sanitise before rendering it. */
  contents: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyWidgetComponent = ComponentType<any>;

/**
 * A props validator is a small type guard. It returns true when the props are acceptable.
 * To explain a refusal it may throw an Error whose message becomes the logged reason.
 */
export type PropsValidator<P = Record<string, unknown>> = (
  props: Record<string, unknown>,
) => props is P & Record<string, unknown>;

/**
 * A Standard Schema (https://standardschema.dev), version 1: what zod, valibot and arktype schemas
 * carry under `~standard`. Only the part the props check reads is declared; src/mount/standardSchema.ts
 * turns one into a `PropsValidator`.
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => StandardSchemaResult<Output> | Promise<StandardSchemaResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/** A Standard Schema's verdict: the value, or the issues (each with a message and a path). */
export type StandardSchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<StandardSchemaIssue> };

export interface StandardSchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** What `validate` (and a widget module's `validateProps`) may be: a type guard or a Standard Schema. */
export type PropsCheck<P = Record<string, unknown>> =
  PropsValidator<P> | StandardSchemaV1<unknown, P>;

/** A lazy loader resolves to the component, or to a module exporting it by the widget's name or as `default`. */
export type WidgetLoader = () => Promise<unknown>;

export interface RegisterOptions<P = Record<string, unknown>> {
  /** A type guard (`propsShape`) or any Standard Schema (zod, valibot, arktype). */
  validate?: PropsCheck<P>;
  /** Replace an existing registration under the same name instead of warning. */
  overwrite?: boolean;
  /** This widget is the page component mounted into `<div id="app">`. */
  page?: boolean;
}

/** A built-in widget's registration: its name, lazy import and props validator. */
export interface WidgetDefinition<P = Record<string, unknown>> extends RegisterOptions<P> {
  name: string;
  load: WidgetLoader;
}

/** What the runtime chunk hands back for each mounted root. */
export interface RootHandle {
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

export interface MountCallbacks {
  /** The widget committed its first render. */
  onMounted(): void;
  /** The widget threw while rendering; the boundary is showing. */
  onRenderError(error: unknown): void;
  /** The user dismissed the error boundary with Cancel. */
  onDismiss(): void;
}
