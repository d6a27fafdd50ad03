import type { ApiPermissions } from '@/api/types/users';
import type { ApiDiscussion } from '@/api/types/discussions';
import { toDiscussionView } from '@/features/discussions/discussionView';
import { allowedReactions } from '@/features/reactions/allowedReactions';
import {
  canAct,
  DISCUSSION_ACTIONS,
  type DiscussionAction,
  itemEditWindow,
  OVERRIDE_KEYS,
} from '@/features/discussions/components/actionPermissions';
import { actionContextOf } from '@/features/discussions/components/useItemPermissions';

const member = ['session.valid', 'flag.add', 'reactions.view', 'conversations.add'];
const memberCategory = [
  'discussions.view',
  'discussions.add',
  'discussions.closeOwn',
  'comments.add',
];
const moderatorGlobal = [
  ...member,
  'community.manage',
  'community.moderate',
  'curation.manage',
  'staff.allow',
];
const all = (names: string[]) => Object.fromEntries(names.map((n) => [n, true]));
const moderatorCategory = [
  ...memberCategory,
  'discussions.edit',
  'discussions.delete',
  'discussions.close',
  'discussions.announce',
  'discussions.sink',
  'discussions.moderate',
];

const ROLES = {
  guest: {
    userID: 0,
    permissions: {
      permissions: [{ type: 'global', id: null, permissions: all(['reactions.view']) }],
    },
  },
  member: {
    userID: 3,
    permissions: {
      permissions: [{ type: 'global', id: null, permissions: all([...member, ...memberCategory]) }],
    },
  },
  author: {
    userID: 4,
    permissions: {
      permissions: [{ type: 'global', id: null, permissions: all([...member, ...memberCategory]) }],
    },
  },
  moderator: {
    userID: 2,
    permissions: {
      permissions: [
        { type: 'global', id: null, permissions: all([...moderatorGlobal, ...moderatorCategory]) },
      ],
    },
  },
  admin: { userID: 1, permissions: { isAdmin: true, permissions: [] } },
} as const;
type Role = keyof typeof ROLES;

const FLAGS = {
  'tagging.enabled': true,
  'triage.enabled': true,
  'featureFlags.escalations.Enabled': true,
};

const discussion = (extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: 9,
  name: 'A discussion',
  categoryID: 1,
  insertUserID: 4,
  pinned: true,
  ...extra,
});

function allowed(
  role: Role,
  d: ApiDiscussion,
  flags: Record<string, unknown> = FLAGS,
): DiscussionAction[] {
  const r = ROLES[role];
  const ctx = actionContextOf(r.permissions as unknown as ApiPermissions, flags, r.userID);
  const view = toDiscussionView(d, true);
  return DISCUSSION_ACTIONS.filter((action) => canAct(action, view, ctx));
}

// The expected matrix (03 §6): each action for each role, on someone's pinned discussion.
const EXPECTED: Record<Role, DiscussionAction[]> = {
  guest: ['reactionUsers'],
  member: ['bookmark', 'mute', 'dismiss', 'report', 'react', 'reactionUsers', 'shareInMessage'],
  author: [
    'bookmark',
    'mute',
    'dismiss',
    'close',
    'tag',
    'report',
    'react',
    'reactionUsers',
    'shareInMessage',
    'edit',
  ],
  // Everything but Translate, which is `site.manage` (03 §6).
  moderator: DISCUSSION_ACTIONS.filter((a) => a !== 'translate'),
  admin: [...DISCUSSION_ACTIONS],
};

describe('the permission matrix', () => {
  for (const role of Object.keys(ROLES) as Role[]) {
    it(`offers ${role}s exactly their actions`, () => {
      expect(allowed(role, discussion())).toEqual(EXPECTED[role]);
    });
  }

  it('offers dismiss only on pinned discussions', () => {
    for (const role of ['member', 'moderator', 'admin'] as Role[])
      expect(allowed(role, discussion({ pinned: false }))).not.toContain('dismiss');
  });

  it('needs staff.allow and triage.enabled for resolve', () => {
    expect(allowed('moderator', discussion(), { ...FLAGS, 'triage.enabled': false })).not.toContain(
      'resolve',
    );
    expect(allowed('member', discussion())).not.toContain('resolve');
  });

  it('needs flag.add and the escalations flag for report', () => {
    expect(
      allowed('member', discussion(), { ...FLAGS, 'featureFlags.escalations.Enabled': false }),
    ).not.toContain('report');
  });

  it('lets the author tag only when tagging is on', () => {
    expect(allowed('author', discussion(), { ...FLAGS, 'tagging.enabled': false })).not.toContain(
      'tag',
    );
  });

  it('asks for discussions.close instead of comments.add to react on a closed discussion', () => {
    expect(allowed('member', discussion({ closed: true }))).not.toContain('react');
    expect(allowed('moderator', discussion({ closed: true }))).toContain('react');
  });

  describe('record overrides', () => {
    const overridable = DISCUSSION_ACTIONS.filter((action) => OVERRIDE_KEYS[action]);
    for (const action of overridable) {
      const key = OVERRIDE_KEYS[action]!;
      it(`${action}: an override granting ${key} allows it for a member`, () => {
        const d = discussion({ permissions: { [key]: true } });
        expect(allowed('member', d)).toContain(action);
      });
      it(`${action}: an override denying ${key} refuses it to an admin`, () => {
        const d = discussion({ permissions: { [key]: false } });
        expect(allowed('admin', d)).not.toContain(action);
      });
    }
    it('never lets a guest act because of an override', () => {
      expect(
        allowed('guest', discussion({ permissions: { 'discussions.delete': true } })),
      ).not.toContain('delete');
    });
  });
});

describe('reactions offered', () => {
  const reactions = [
    { tagID: 1, urlcode: 'Up', class: 'Positive', count: 0 },
    { tagID: 2, urlcode: 'Down', class: 'Negative', count: 0 },
    { tagID: 3, urlcode: 'Spam', class: 'Flag', count: 0 },
  ];
  it('offers only reactions.{class}.add ones and never the Flag class', () => {
    const has = (name: string) => name !== 'reactions.negative.add';
    expect(allowedReactions(reactions, has).map((r) => r.urlcode)).toEqual(['Up']);
    expect(allowedReactions(reactions, () => true).map((r) => r.urlcode)).toEqual(['Up', 'Down']);
  });
});

describe('itemEditWindow (02 §5)', () => {
  const inserted = new Date(Date.now() - 60_000).toISOString();
  const set = (...actions: DiscussionAction[]): ReadonlySet<DiscussionAction> => new Set(actions);

  it('gives the author Edit with its deadline: dateInserted plus the timeout', () => {
    const open = itemEditWindow(set('edit'), inserted, 3600);
    expect(open.canEdit).toBe(true);
    expect(open.deadline).toBe(Date.parse(inserted) + 3600_000);
    // A passed deadline is still returned: the menu's countdown (EditCountdown) closes it.
    expect(itemEditWindow(set('edit'), inserted, 30).deadline).toBe(Date.parse(inserted) + 30_000);
  });

  it('has no end with editAnyTime or a timeout of -1, and no Edit without the edit action', () => {
    expect(itemEditWindow(set('edit', 'editAnyTime'), inserted, 30)).toEqual({
      canEdit: true,
      deadline: null,
    });
    expect(itemEditWindow(set('edit'), inserted, -1)).toEqual({ canEdit: true, deadline: null });
    expect(itemEditWindow(set(), inserted, -1).canEdit).toBe(false);
  });
});
