import type { EnhancerDefinition, WidgetDefinition } from '@/index';
import { userCardWidget } from './UserCard';
import { followDropdownWidget } from './FollowDropdown';
import { titleBarWidget } from './TitleBar';
import { discussionListWidget } from './DiscussionList';
import { titleBarHamburgerWidget } from './TitleBarHamburger';
import { draftsPageWidget } from './DraftsPage';
import { postDiscussionWidget } from './PostDiscussion';
import { commentBoxWidget } from './CommentBox';
import { discussionPageWidget } from './DiscussionPage';
import { notificationPreferencesWidget } from './NotificationPreferences';
import { followedContentWidget } from './FollowedContent';
import { themePreviewToastWidget } from './ThemePreviewToast';
import { searchResultsWidget } from './SearchResults';
import { collectionsPageWidget } from './CollectionsPage';
import { layoutPageWidget } from './LayoutPage';

/**
 * The built-in widgets: each entry is a name, a lazy import and a props validator, so the
 * entry chunk knows every name but loads a widget's code only when its marker is on the page.
 */
export const builtinWidgets: WidgetDefinition[] = [
  userCardWidget,
  followDropdownWidget,
  titleBarWidget,
  titleBarHamburgerWidget,
  discussionListWidget,
  draftsPageWidget,
  postDiscussionWidget,
  commentBoxWidget,
  discussionPageWidget,
  notificationPreferencesWidget,
  followedContentWidget,
  searchResultsWidget,
  themePreviewToastWidget,
  collectionsPageWidget,
  layoutPageWidget,
];

/** Upgraders of marker-less server HTML, each loaded when its selector first matches. */
export const builtinEnhancers: EnhancerDefinition[] = [
  {
    name: 'UserCardLinks',
    selector: 'a[data-userid]',
    load: () => import('./UserCard/legacyLinks'),
  },
  {
    name: 'UserContent',
    selector: '.userContent',
    load: () => import('./UserContent/contentEnhancer'),
  },
  {
    // Legacy server lists take part in the keyboard shortcuts (issue 37 §3): waking loads the
    // runtime, whose listener (src/features/shortcuts/shortcutsTrigger.ts) loads the shortcuts
    // on the first key. Nothing else to do, so no chunk of its own (docs/shortcuts.md).
    name: 'Shortcuts',
    selector: '.ItemDiscussion,.ItemComment',
    load: () => Promise.resolve({ enhance: () => () => undefined }),
  },
];
