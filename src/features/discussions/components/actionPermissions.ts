import { getEditDeadline } from '@/ui/EditCountdown';
import type { DiscussionView } from '../discussionView';

/** Every action a list item can offer (03 §1, §6). */
export const DISCUSSION_ACTIONS = [
  'bookmark',
  'mute',
  'dismiss',
  'announce',
  'close',
  'sink',
  'resolve',
  'bump',
  'delete',
  'move',
  'changeType',
  'changeAuthor',
  'tag',
  'addToCollection',
  'report',
  'react',
  'reactionUsers',
  'reactionLog',
  'shareInMessage',
  'edit',
  'editAnyTime',
  'revisionHistory',
  'deletedComments',
  'translate',
] as const;
export type DiscussionAction = (typeof DISCUSSION_ACTIONS)[number];

/** Actions offered on the item itself (buttons, reactions, edit link), not in the '⋯' menu. */
const OUTSIDE_MENU: ReadonlySet<DiscussionAction> = new Set([
  'bookmark',
  'react',
  'reactionUsers',
  'reactionLog',
  'shareInMessage',
  'edit',
  'editAnyTime',
]);

/** The actions the options menu ('⋯') holds; without any of them there is no menu. */
export const MENU_ACTIONS: readonly DiscussionAction[] = DISCUSSION_ACTIONS.filter(
  (action) => !OUTSIDE_MENU.has(action),
);

/** What the checks need to know about the viewer and the site. */
export interface ActionContext {
  /** The viewer's userID; 0 for a guest. */
  userID: number;
  /** Does the viewer hold `name`, globally or on `categoryID` when one is given? */
  has: (name: string, categoryID?: number) => boolean;
  taggingEnabled: boolean;
  triageEnabled: boolean;
  escalationsEnabled: boolean;
}

/**
 * The permission a record override may grant or deny for each action. A record's
 * `permissions[name]` (`DiscussionView.permissionOverrides`) of true or false wins; otherwise
 * the normal check applies (03 §6).
 */
export const OVERRIDE_KEYS: Partial<Record<DiscussionAction, string>> = {
  announce: 'discussions.announce',
  close: 'discussions.close',
  sink: 'discussions.sink',
  resolve: 'staff.allow',
  bump: 'curation.manage',
  delete: 'discussions.delete',
  move: 'discussions.edit',
  changeType: 'discussions.edit',
  changeAuthor: 'community.manage',
  tag: 'discussions.tag',
  addToCollection: 'community.manage',
  report: 'flag.add',
  react: 'comments.add',
  reactionUsers: 'reactions.view',
  reactionLog: 'community.moderate',
  shareInMessage: 'conversations.add',
  edit: 'discussions.edit',
  editAnyTime: 'discussions.edit',
  revisionHistory: 'discussions.moderate',
  deletedComments: 'discussions.moderate',
};

/** What the rules read of a discussion. */
export type ActionSubject = Pick<
  DiscussionView,
  'categoryID' | 'authorID' | 'announced' | 'closed' | 'permissionOverrides'
>;

type Check = (d: ActionSubject, c: ActionContext) => boolean;

const signedIn: Check = (_d, c) => c.userID > 0;
const own: Check = (d, c) => c.userID > 0 && d.authorID === c.userID;
const at =
  (...names: string[]): Check =>
  (d, c) =>
    names.some((name) => c.has(name, d.categoryID));
const global =
  (...names: string[]): Check =>
  (_d, c) =>
    names.some((name) => c.has(name));
const moderator = at('discussions.moderate');
/** Moderators and holders of edit on the category edit any time, closed or not (02 §5, §6). */
const editsAnyTime: Check = (d, c) =>
  moderator(d, c) || at('discussions.edit', 'discussions.manage', 'community.moderate')(d, c);

/** The normal check of each action (03 §6), before record overrides. */
const RULES: Record<DiscussionAction, Check> = {
  bookmark: signedIn,
  mute: signedIn,
  dismiss: (d, c) => signedIn(d, c) && d.announced,
  announce: (d, c) => at('community.manage', 'discussions.announce')(d, c) || moderator(d, c),
  close: (d, c) =>
    at('discussions.close')(d, c) ||
    moderator(d, c) ||
    (own(d, c) && at('discussions.closeOwn')(d, c)),
  sink: (d, c) => at('community.manage', 'discussions.sink')(d, c) || moderator(d, c),
  resolve: (_d, c) => c.triageEnabled && c.has('staff.allow'),
  bump: global('curation.manage'),
  delete: at('discussions.delete'),
  move: at('discussions.edit'),
  changeType: at('discussions.edit'),
  changeAuthor: global('site.manage', 'community.manage'),
  tag: (d, c) => c.taggingEnabled && (own(d, c) || at('discussions.edit')(d, c)),
  addToCollection: at('community.manage'),
  report: (d, c) => signedIn(d, c) && c.escalationsEnabled && c.has('flag.add'),
  react: (d, c) =>
    signedIn(d, c) && (d.closed ? at('discussions.close') : at('comments.add'))(d, c),
  reactionUsers: global('reactions.view'),
  reactionLog: global('community.moderate'),
  shareInMessage: (d, c) => signedIn(d, c) && c.has('conversations.add'),
  // The author edits own content only while it is not closed, and only within the edit
  // timeout (the item checks the time: `editAnyTime` is the one without a limit).
  edit: (d, c) => editsAnyTime(d, c) || (own(d, c) && !d.closed),
  editAnyTime: editsAnyTime,
  revisionHistory: moderator,
  deletedComments: moderator,
  // The content translation editor (03 §6: `site.manage` is translation control).
  translate: global('site.manage'),
};

/** Whether the viewer may take `action` on `discussion`: a record override wins, else the rule. */
export function canAct(
  action: DiscussionAction,
  discussion: ActionSubject,
  context: ActionContext,
): boolean {
  const overrideKey = OVERRIDE_KEYS[action];
  const override = overrideKey ? discussion.permissionOverrides?.[overrideKey] : undefined;
  // Guests never act, whatever a record says, except where the rule itself allows them.
  if (typeof override === 'boolean' && (context.userID > 0 || action === 'reactionUsers'))
    return override && extraConditions(action, discussion, context);
  return RULES[action](discussion, context);
}

/** Conditions that are not permissions and hold whatever an override says. */
function extraConditions(action: DiscussionAction, d: ActionSubject, c: ActionContext): boolean {
  if (action === 'dismiss') return d.announced;
  if (action === 'resolve') return c.triageEnabled;
  if (action === 'tag') return c.taggingEnabled;
  if (action === 'report') return c.escalationsEnabled;
  return true;
}

/** Every allowed action, as a stable comma-joined key (cheap to compare in a selector). */
export function allowedActionsKey(discussion: ActionSubject, context: ActionContext): string {
  return DISCUSSION_ACTIONS.filter((action) => canAct(action, discussion, context)).join(',');
}

/**
 * Whether the options menu offers Edit, and until when (02 §5): `editAnyTime` has no end; the
 * author's `edit` ends `editTimeout` seconds after `dateInserted` (-1: no limit). The list item
 * and the post page's original post both show it this way.
 */
export function itemEditWindow(
  allowed: ReadonlySet<DiscussionAction>,
  dateInserted: string | undefined,
  editTimeout: number,
): { canEdit: boolean; deadline: number | null } {
  const open = allowed.has('editAnyTime') || editTimeout < 0;
  const deadline = open || !dateInserted ? null : getEditDeadline(dateInserted, editTimeout);
  return { canEdit: allowed.has('edit') && (open || deadline !== null), deadline };
}
