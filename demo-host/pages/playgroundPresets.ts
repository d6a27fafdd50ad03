/**
 * The playground's presets (/playground, docs/demo-host.md): one or more per built-in widget of
 * widgets/builtins.ts, with props that work against the seeded demo data, plus the interface-kit
 * gallery (UiGallery, registered by /dist/ui-gallery.js). tests/unit/playgroundPresets.test.ts
 * fails when a built-in widget has no preset or a preset names no registered widget, and
 * `npm run new:widget` adds one for the widget it writes. Only registered widgets belong here: a
 * marker whose widget is not registered is reported as an error on the page.
 */
export interface PlaygroundPreset {
  /** The registered widget name (the marker's `data-react`). */
  name: string;
  /** The starting props (the marker's `data-props`); the page's box edits them. */
  props: Record<string, unknown>;
  /** One line for the visitor: what the preset shows, and whom to sign in as. */
  note: string;
}

export const PLAYGROUND_WIDGETS: PlaygroundPreset[] = [
  {
    name: 'UiGallery',
    props: {},
    note: 'Every part of the shared interface kit: flyouts, modal, toast, tooltip, select box, loader, alerts, photos, counts, dates, controls and error pages.',
  },
  { name: 'TitleBar', props: {}, note: 'Logo, navigation, search and the account menus.' },
  {
    name: 'TitleBarHamburger',
    props: {},
    note: "Only the compact menu button and its 'Site Navigation' panel, for legacy headers.",
  },
  {
    name: 'DiscussionList',
    props: { apiParams: { limit: 5 } },
    note: 'Loads GET /api/v2/discussions with apiParams.',
  },
  {
    name: 'DiscussionList',
    props: { apiParams: { categoryID: 3, limit: 5, sort: '-score' } },
    note: 'One category, top first.',
  },
  {
    name: 'UserCard',
    props: { userID: 3 },
    note: 'The user card popup; try userID 5 (banned), 6 (private), 7 (deleted).',
  },
  {
    name: 'FollowDropdown',
    props: { categoryID: 3, name: 'Help & Support', url: '/categories/help' },
    note: 'Category notification preferences (sign in first).',
  },
  {
    name: 'DiscussionPage',
    props: { discussionID: 5 },
    note: 'A discussion with its six comments, reactions and options; try discussionID 65 (seventy comments, paged).',
  },
  {
    name: 'CommentBox',
    props: { discussionID: 4 },
    note: 'The comment composer of discussion 4 (sign in first); a posted comment is real.',
  },
  {
    name: 'PostDiscussion',
    props: { categoryID: 1 },
    note: 'The new-discussion form in category 1 (sign in first); drafts are saved as you type.',
  },
  {
    name: 'DraftsPage',
    props: { title: 'My Drafts' },
    note: "The signed-in member's drafts, with schedule and delete (sign in as member).",
  },
  {
    name: 'SearchResults',
    props: { title: 'Search' },
    note: 'The search form and its results; type a word such as "the".',
  },
  {
    name: 'NotificationPreferences',
    props: { title: 'Notification Preferences' },
    note: "The signed-in member's notification settings (sign in first).",
  },
  {
    name: 'FollowedContent',
    props: { title: 'Followed Content' },
    note: 'The categories the signed-in member follows (sign in as member).',
  },
  {
    name: 'CollectionsPage',
    props: { userID: 2, name: 'moderator' },
    note: "A member's collections: userID 2 is moderator's (sign in as moderator to edit them).",
  },
  {
    name: 'ThemePreviewToast',
    props: { themeID: 1, revisionID: null, name: 'A previewed theme', redirect: '/' },
    note: 'The toast a theme preview shows at the bottom of every page.',
  },
  {
    name: 'LayoutPage',
    props: {},
    note: 'Renders the layout of the address it is on (no props). The playground has none, so it shows its not-found page; see / with the home layout on (/settings/layouts).',
  },
];

/** Each preset's storage key: its widget's name, then `-2`, `-3`… for its name's later presets. */
export function presetKeys(presets: PlaygroundPreset[]): string[] {
  const seen = new Map<string, number>();
  return presets.map(({ name }) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name}-${n}`;
  });
}
