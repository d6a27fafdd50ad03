import { createContext, lazy, useContext, type ComponentType } from 'react';
import type { AnyWidgetComponent, PropsValidator } from '@/api/types/widgetContract';

/*
 * Resolving a registered widget by name from inside React (the layouts render widgets named by the
 * server). The mount runtime (src/mount/runtime.tsx) provides a resolver built on the Registry,
 * which also loads the layout catalog (widgets/layoutCatalog.ts) for a name it does not know yet.
 * It sits in the store layer so that features may use it without importing src/mount.
 */

/** A widget's component with the props validator its registration or its module carries. */
export interface ResolvedWidget {
  component: AnyWidgetComponent;
  validate?: PropsValidator<unknown>;
}

/** Resolves to the widget, or null when no widget (and no catalog entry) has that name. */
export type WidgetResolver = (name: string) => Promise<ResolvedWidget | null>;

/** Thrown (into the nearest error boundary) by a lazy widget whose name is unknown. */
export class UnknownWidgetError extends Error {
  constructor(readonly widgetName: string) {
    super(`"${widgetName}" is not a registered widget name`);
    this.name = 'UnknownWidgetError';
  }
}

/** Thrown by a lazy widget whose props its validator refused. */
export class InvalidWidgetPropsError extends Error {
  constructor(
    readonly widgetName: string,
    reason: string,
  ) {
    super(`Widget "${widgetName}" ${reason}`);
    this.name = 'InvalidWidgetPropsError';
  }
}

/**
 * Given by the mount runtime to each root: unmounts the widget and puts the marker's server HTML
 * back (the page component uses it when the address's layout route is off).
 */
export const RestoreServerHtmlContext = createContext<(() => void) | null>(null);

const noResolver: WidgetResolver = () => Promise.resolve(null);

export const WidgetResolverContext = createContext<WidgetResolver>(noResolver);

/** The page's resolver (a resolver that knows no widget outside a mounted root). */
export function useWidgetResolver(): WidgetResolver {
  return useContext(WidgetResolverContext);
}

type LazyWidget = ComponentType<Record<string, unknown>>;
const cache = new WeakMap<WidgetResolver, Map<string, LazyWidget>>();

/** Checks props against a widget's validator; returns the refusal reason or null. */
export function refusalOf(widget: ResolvedWidget, props: Record<string, unknown>): string | null {
  if (!widget.validate) return null;
  try {
    return widget.validate(props) ? null : "has props that failed the widget's validator";
  } catch (e) {
    return `has invalid props: ${(e as Error).message}`;
  }
}

/** The component rendering a resolved widget, its props validated before each render. */
function validatedWidget(name: string, widget: ResolvedWidget): LazyWidget {
  const Component = widget.component;
  function Validated(props: Record<string, unknown>) {
    const refusal = refusalOf(widget, props);
    if (refusal) throw new InvalidWidgetPropsError(name, refusal);
    return <Component {...props} />;
  }
  Validated.displayName = `Layout(${name})`;
  return Validated;
}

const keyOf = (name: string): string => name.trim().toLowerCase();
/** Widgets whose code `preloadWidgets` already has: they render without suspending. */
const ready = new WeakMap<WidgetResolver, Map<string, LazyWidget>>();

/**
 * Loads the code of the widgets `names` (unknown names and failed loads are left to the render,
 * which shows them in their error boundary). Once it resolves, `lazyWidget` gives these widgets
 * without suspending, so a layout can appear whole instead of widget by widget.
 */
export function preloadWidgets(resolve: WidgetResolver, names: Iterable<string>): Promise<void> {
  let byName = ready.get(resolve);
  if (!byName) ready.set(resolve, (byName = new Map()));
  const known = byName;
  const wanted = new Map<string, string>();
  for (const name of names)
    if (!known.has(keyOf(name)) && !wanted.has(keyOf(name))) wanted.set(keyOf(name), name);
  const pending = [...wanted].map(([key, name]) =>
    resolve(name).then(
      (widget) => {
        if (widget && !known.has(key)) known.set(key, validatedWidget(name, widget));
      },
      () => undefined,
    ),
  );
  return Promise.all(pending).then(() => undefined);
}

/**
 * The component for the widget `name`, one per resolver and name (so re-renders keep its state):
 * the preloaded one when `preloadWidgets` has it, else a React.lazy one. Render it inside Suspense
 * and an error boundary: an unknown name or a failed load throws there. The widget's props are
 * validated before each render, as for a marker.
 */
export function lazyWidget(resolve: WidgetResolver, name: string): LazyWidget {
  let byName = cache.get(resolve);
  if (!byName) cache.set(resolve, (byName = new Map()));
  const key = keyOf(name);
  let found = byName.get(key) ?? ready.get(resolve)?.get(key);
  if (!found) {
    found = lazy(() =>
      resolve(name).then(
        (widget) => {
          if (!widget) {
            byName.delete(key); // A later registration may still provide it.
            throw new UnknownWidgetError(name);
          }
          return { default: validatedWidget(name, widget) };
        },
        (error: unknown) => {
          byName.delete(key);
          throw error;
        },
      ),
    );
  }
  byName.set(key, found);
  return found;
}
