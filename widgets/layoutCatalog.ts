import type { WidgetDefinition } from '@/index';

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
  })),
  // LayoutBasics (docs/widgets/layout-basics.md): each name with its own validator.
  ...(
    [
      'Banner',
      'Breadcrumbs',
      'Html',
      'QuickLinks',
      'Tabs',
      'CallToAction',
      'GuestCallToAction',
      'Search',
      'Rss',
    ] as const
  ).map((name): WidgetDefinition => ({
    name,
    load: () =>
      import('./LayoutBasics/LayoutBasics').then((m) => ({
        [name]: m[name],
        validateProps: m.validators[name],
      })),
  })),
  // LayoutCommunity (docs/widgets/layout-community.md): named exports, one family validator.
  ...[
    'Categories',
    'Tags',
    'UserSpotlight',
    'RoleSpotlight',
    'SiteTotals',
    'NewPostMenu',
    'Leaderboard',
    'FeaturedCollections',
    'SuggestedContent',
  ].map((name): WidgetDefinition => ({
    name,
    load: () => import('./LayoutCommunity/LayoutCommunity'),
  })),
  // Adapters of existing widgets (docs/widgets/layout-community.md, layout-post-assets.md).
  {
    name: 'Discussions',
    load: () =>
      import('./DiscussionList/DiscussionList').then((m) => ({
        Discussions: m.DiscussionList,
        validateProps: m.validateProps,
      })),
  },
  { name: 'CategoryFollow', load: () => import('./FollowDropdown/CategoryFollow') },
  ...[
    'OriginalPost',
    'CommentThread',
    'Attachments',
    'PostMeta',
    'PostTags',
    'SuggestedAnswers',
  ].map((name): WidgetDefinition => ({
    name,
    load: () => import('./DiscussionPage/PostAssets'),
  })),
  { name: 'CreateComment', load: () => import('./CommentBox/CreateComment') },
  {
    name: 'CreatePostForm',
    load: () =>
      import('./PostDiscussion/PostDiscussion').then((m) => ({
        CreatePostForm: m.PostDiscussion,
        validateProps: m.validateProps,
      })),
  },
];
