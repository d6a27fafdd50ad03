import type { RegisterOptions, WidgetDefinition } from '@/api/types/widgetContract';
import type { Registry } from './registry';

/** What the layout catalog's chunk exports (widgets/layoutCatalog.ts). */
export interface CatalogModule {
  layoutCatalog: WidgetDefinition[];
}

const loads = new WeakMap<Registry, Promise<void>>();
const ignore = (): void => undefined;

/**
 * Loads the layout catalog once per registry and adds its definitions. A name already registered
 * keeps its registration (a site's own widget wins) and a catalog page component never replaces
 * the page's. A failed load is logged and tried again on the next need. Runs in the runtime chunk:
 * the runtime starts it when it is created, and layouts wait for it before calling a name unknown.
 */
export function loadCatalog(registry: Registry, load: () => Promise<CatalogModule>): Promise<void> {
  let pending = loads.get(registry);
  if (!pending) {
    pending = load().then(
      ({ layoutCatalog }) => {
        for (const { name, load: loader, ...opts } of layoutCatalog) {
          if (registry.get(name)) continue;
          const page = Boolean(opts.page) && registry.pageName === null;
          registry.add(
            name,
            { load: loader },
            { ...opts, page } as RegisterOptions<unknown>,
            ignore,
          );
        }
      },
      (e: unknown) => {
        loads.delete(registry);
        console.error('[forum-widgets] The layout widget catalog failed to load', e);
      },
    );
    loads.set(registry, pending);
  }
  return pending;
}
