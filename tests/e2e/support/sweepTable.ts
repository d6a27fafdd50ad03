// The widgets the browser sweeps (XSS, API faults, CSP, axe) go through: every built-in widget of
// widgets/builtins.ts, with what the sweeps need to show it on the demo host. The list of names
// comes from builtins.ts, not from here: a built-in widget without an entry below fails every
// sweep with a message naming it, so a new widget cannot be left out (`npm run new:widget` adds
// its entry).
import { builtinWidgets } from '../../../widgets/builtins';

export type SweepRole = 'member' | 'moderator' | 'admin';

export interface SweepEntry {
  /** A demo page that shows the widget (its marker from the server, unless `addMarker`). */
  page: string;
  /** Who is signed in to see it there; a guest when absent. */
  signIn?: SweepRole;
  /**
   * Props that mount it with the seeded data. The XSS sweep puts payloads into them; with
   * `addMarker` the sweeps mount a marker with them on `page`.
   */
  props: Record<string, unknown>;
  /** The page has no marker of it: the sweeps add one with `props` (at the top of #Content). */
  addMarker?: boolean;
  /** Shown (inside `root`) once the widget has rendered its data. */
  ready: string;
  /** Where the widget renders; `[data-react="<Name>"]` when absent. */
  root?: string;
  /** Site config (`PATCH /config` as the admin) the page needs, set before and undone after. */
  config?: Record<string, unknown>;
}

/** One entry per built-in widget, keyed by its registered name. */
export const SWEEP_TABLE: Record<string, SweepEntry> = {
  TitleBar: { page: '/', props: {}, ready: '.fw-titleBar-container' },
  UserCard: {
    page: '/discussions',
    props: { userID: 3 },
    addMarker: true,
    ready: '.fw-userCardWidget',
  },
  FollowDropdown: {
    page: '/categories/3',
    signIn: 'member',
    props: { categoryID: 3, name: 'Help & Support', url: '/categories/help' },
    ready: '.fw-categoryFollow',
  },
  DiscussionList: { page: '/discussions', props: {}, ready: 'li.fw-discussionItem' },
  TitleBarHamburger: { page: '/', props: {}, addMarker: true, ready: '.fw-hamburger' },
  DraftsPage: {
    page: '/drafts',
    signIn: 'member',
    props: { title: 'My Drafts' },
    ready: '.fw-draftsPage-item',
  },
  PostDiscussion: {
    page: '/post/discussion/1',
    signIn: 'member',
    props: { categoryID: 1 },
    ready: '[role="textbox"][contenteditable="true"]',
  },
  CommentBox: {
    page: '/discussion/4/x',
    signIn: 'member',
    props: { discussionID: 4 },
    ready: '[role="textbox"][contenteditable="true"]',
  },
  DiscussionPage: {
    page: '/discussion/65/a-long-thread-seventy-comments-for-the-pager',
    props: { discussionID: 65 },
    ready: '.fw-commentList',
  },
  NotificationPreferences: {
    page: '/profile/preferences',
    signIn: 'member',
    props: { title: 'Notification Preferences' },
    ready: '.fw-prefs',
  },
  FollowedContent: {
    page: '/profile/followed-content',
    signIn: 'member',
    props: { title: 'Followed Content' },
    ready: '.fw-followed-item',
  },
  SearchResults: {
    page: '/search?query=the',
    props: { title: 'Search' },
    ready: '.fw-searchResults-items',
  },
  ThemePreviewToast: {
    page: '/discussions',
    props: { themeID: 1, revisionID: null, name: 'A previewed theme', redirect: '/' },
    addMarker: true,
    ready: '.fw-themePreview',
  },
  CollectionsPage: {
    page: '/profile/collections/moderator',
    signIn: 'moderator',
    props: { userID: 2, name: 'moderator' },
    ready: '.fw-collectionsPage-items',
  },
  LayoutPage: {
    page: '/',
    props: {},
    root: '#app',
    ready: '.fw-layoutPage:not(.fw-layoutPage--loading)',
    config: { 'featureFlags.customLayout.home.Enabled': true },
  },
};

/** The table's file, for messages. */
const TABLE_FILE = 'tests/e2e/support/sweepTable.ts';

/**
 * The built-in widgets' names (widgets/builtins.ts) checked against `table`: throws, naming
 * them, when a built-in widget has no entry or an entry names no built-in widget.
 */
export function checkSweepTable(names: readonly string[], table: Record<string, SweepEntry>): void {
  const missing = names.filter((n) => !Object.hasOwn(table, n));
  const stray = Object.keys(table).filter((n) => !names.includes(n));
  const problems = [
    ...missing.map(
      (n) =>
        `built-in widget ${n} (widgets/builtins.ts) has no entry in SWEEP_TABLE of ${TABLE_FILE}: add its demo page, props and ready selector`,
    ),
    ...stray.map((n) => `SWEEP_TABLE in ${TABLE_FILE} names ${n}, which is no built-in widget`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** Every built-in widget with its sweep entry, in the order of widgets/builtins.ts. */
export function sweepWidgets(): Array<{ name: string } & SweepEntry> {
  const names = builtinWidgets.map((w) => w.name);
  checkSweepTable(names, SWEEP_TABLE);
  return names.map((name) => ({ name, ...SWEEP_TABLE[name]! }));
}
