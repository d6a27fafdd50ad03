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

/** A lazy loader resolves to the component, or to a module exporting it by the widget's name or as `default`. */
export type WidgetLoader = () => Promise<unknown>;

export interface RegisterOptions<P = Record<string, unknown>> {
  validate?: PropsValidator<P>;
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
