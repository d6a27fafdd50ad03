import type { WidgetDefinition } from '../src/index';

/**
 * The layout widgets (docs/layouts.md): names a server layout (GET /layouts/lookup-hydrate) may
 * use, and that also work as `data-react` markers. This module is a lazy chunk of its own, so
 * none of these names grows the entry: the runtime loads it the first time a marker or a layout
 * names a widget that is not registered, and adds each definition unless the name is already
 * registered (a site's own registration wins).
 *
 * One row per widget: a named export of a family module, picked by the widget's name, e.g.
 *   { name: 'Banner', load: () => import('./LayoutBasics/LayoutBasics') }
 * where LayoutBasics.tsx has `export function Banner(props)` (and may export `validateProps`
 * for the whole family; see src/mount/registry.ts). Add rows with a small str_replace at the
 * end of your family's block; never reorder others' rows.
 */
export const layoutCatalog: WidgetDefinition[] = [
  // LayoutSections (docs/widgets/layout-sections.md): each name with its own validator.
  ...(
    ['SectionOneColumn', 'SectionTwoColumns', 'SectionThreeColumns', 'SectionEvenColumns'] as const
  ).map((name): WidgetDefinition => ({
    name,
    load: () =>
      import('./LayoutSections/LayoutSections').then((m) => ({
        [name]: m[name],
        validateProps: m.validators[name],
      })),
];
