import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { ApiPermissions } from '@/api/types/users';
import { editWindowOf } from '@/features/composer/components/editWindow';
import {
  type CommentActionContext,
  type CommentActions,
  type CommentDiscussion,
  commentActions,
  useCommentActionContext,
} from '@/features/comments/commentPermissions';
import type { CommentView } from '@/features/comments/commentView';
import { hasPermission } from '@/permissions/hasPermission';
import { TEST_CONFIG } from '../../../support/msw';
import { makeTestStore } from '../../../support/renderWithProviders';

const CATEGORY = 7;
const NOW = Date.parse('2026-01-01T12:00:00Z');
const MINUTE_AGO = '2026-01-01T11:59:00Z';
const HOUR_AGO = '2026-01-01T11:00:00Z';

type Role = 'guest' | 'member' | 'author' | 'moderator' | 'admin' | 'banned' | 'asker';

const MEMBER = ['session.valid', 'comments.add', 'flag.add'];
const ROLE_PERMISSIONS: Record<Role, string[]> = {
  guest: [],
  member: MEMBER,
  author: MEMBER,
  asker: MEMBER,
  banned: MEMBER,
  moderator: [
    ...MEMBER,
    'comments.edit',
    'comments.delete',
    'discussions.moderate',
    'discussions.close',
  ],
  admin: [],
};
const USER_IDS: Record<Role, number> = {
  guest: 0,
  member: 3,
  author: 4,
  asker: 5,
  banned: 6,
  moderator: 2,
  admin: 1,
};

function permissionsOf(role: Role): ApiPermissions {
  return {
    isAdmin: role === 'admin',
    permissions: [
      {
        type: 'category',
        id: CATEGORY,
        permissions: Object.fromEntries(ROLE_PERMISSIONS[role].map((name) => [name, true])),
      },
    ],
    junctions: { category: [CATEGORY] },
  };
}

function contextOf(role: Role, extra: Partial<CommentActionContext> = {}): CommentActionContext {
  const permissions = permissionsOf(role);
  return {
    userID: USER_IDS[role],
    has: (name, categoryID) =>
      hasPermission(
        permissions,
        name,
        categoryID === undefined ? {} : { resourceType: 'category', resourceID: categoryID },
      ),
    escalationsEnabled: true,
    banned: role === 'banned',
    editTimeout: 600,
    now: NOW,
    ...extra,
  };
}

const comment = (extra: Partial<CommentView> = {}): CommentView => ({
  id: 11,
  discussionID: 5,
  categoryID: CATEGORY,
  bodyHtml: '<p>Hi</p>',
  author: { userID: USER_IDS.author, name: 'author' },
  isAI: false,
  dateInserted: MINUTE_AGO,
  url: '/discussion/comment/11#Comment_11',
  score: 0,
  reactions: [],
  displayMode: 'full',
  ...extra,
});

const discussion = (extra: Partial<CommentDiscussion> = {}): CommentDiscussion => ({
  categoryID: CATEGORY,
  closed: false,
  authorID: USER_IDS.asker,
  type: 'discussion',
  ...extra,
});

/** The actions that are true, as a short string, so the matrix reads as a table. */
const allowed = (actions: CommentActions): string =>
  (
    [
      'react',
      'quote',
      'reply',
      'edit',
      'delete',
      'report',
      'accept',
      'reject',
      'permalink',
    ] as const
  )
    .filter((name) => actions[name])
    .join(' ');

describe('comment actions: the permission matrix (02 §5, 03 §6)', () => {
  const COMMENT = 'react quote reply';
  it.each<[Role, string]>([
    ['guest', 'permalink'],
    ['member', `${COMMENT} report permalink`],
    ['author', `${COMMENT} edit permalink`],
    ['asker', `${COMMENT} report permalink`],
    ['moderator', `${COMMENT} edit delete report permalink`],
    ['admin', `${COMMENT} edit delete report permalink`],
    ['banned', 'permalink'],
  ])('open discussion, %s: %s', (role, expected) => {
    expect(allowed(commentActions(comment(), discussion(), contextOf(role)))).toBe(expected);
  });

  it.each<[Role, string]>([
    ['guest', 'permalink'],
    ['member', 'report permalink'],
    ['author', 'permalink'],
    ['moderator', `${COMMENT} edit delete report permalink`],
    ['admin', `${COMMENT} edit delete report permalink`],
    ['banned', 'permalink'],
  ])(
    'closed discussion, %s: %s (only discussions.close comments; the author no longer edits)',
    (role, expected) => {
      const actions = commentActions(comment(), discussion({ closed: true }), contextOf(role));
      expect(allowed(actions)).toBe(expected);
    },
  );

  it.each<[Role, string | undefined, string]>([
    ['asker', undefined, 'accept reject'],
    ['asker', 'accepted', 'reject'],
    ['asker', 'rejected', 'accept'],
    ['asker', 'pending', 'accept reject'],
    ['moderator', 'accepted', 'reject'],
    ['admin', undefined, 'accept reject'],
    ['member', undefined, ''],
    ['author', undefined, ''],
    ['guest', undefined, ''],
    ['banned', undefined, ''],
  ])('question, %s, answer %s: %s', (role, status, expected) => {
    const view = comment(status ? { answerStatus: status as CommentView['answerStatus'] } : {});
    const actions = commentActions(view, discussion({ type: 'question' }), contextOf(role));
    expect((['accept', 'reject'] as const).filter((name) => actions[name]).join(' ')).toBe(
      expected,
    );
  });

  it('offers accept and reject on no discussion that is not a question', () => {
    const actions = commentActions(comment(), discussion(), contextOf('asker'));
    expect([actions.accept, actions.reject]).toEqual([false, false]);
  });

  it('offers report only with escalations on', () => {
    const off = contextOf('member', { escalationsEnabled: false });
    expect(commentActions(comment(), discussion(), off).report).toBe(false);
  });

  it('a record override on the discussion grants or denies commenting', () => {
    const denied = discussion({ permissionOverrides: { 'comments.add': false } });
    expect(allowed(commentActions(comment(), denied, contextOf('member')))).toBe(
      'report permalink',
    );
    const granted = discussion({ permissionOverrides: { 'comments.add': true } });
    expect(commentActions(comment(), granted, contextOf('guest')).reply).toBe(false);
  });

  it('a tombstone offers nothing', () => {
    const tombstone = comment({ displayMode: 'tombstone' });
    expect(allowed(commentActions(tombstone, discussion(), contextOf('admin')))).toBe('');
  });
});

describe('comment actions: the edit window (02 §5)', () => {
  it('gives the author the seconds left within the edit timeout', () => {
    const actions = commentActions(comment(), discussion(), contextOf('author'));
    expect(actions.edit).toBe(true);
    expect(actions.editSecondsLeft).toBe(540);
  });

  it('refuses the author once the timeout has passed', () => {
    const late = commentActions(
      comment({ dateInserted: HOUR_AGO }),
      discussion(),
      contextOf('author'),
    );
    expect(late.edit).toBe(false);
    expect(late.editSecondsLeft).toBeUndefined();
  });

  it('has no limit with a timeout of -1', () => {
    const actions = commentActions(
      comment({ dateInserted: '2020-01-01T00:00:00Z' }),
      discussion(),
      contextOf('author', { editTimeout: -1 }),
    );
    expect(actions.edit).toBe(true);
    expect(actions.editSecondsLeft).toBeUndefined();
  });

  it('lets moderators edit at any time, without a countdown', () => {
    const actions = commentActions(
      comment({ dateInserted: HOUR_AGO }),
      discussion({ closed: true }),
      contextOf('moderator'),
    );
    expect(actions.edit).toBe(true);
    expect(actions.editSecondsLeft).toBeUndefined();
  });

  it('agrees with the composer’s edit window for every role, time and closed state', () => {
    for (const role of Object.keys(USER_IDS) as Role[]) {
      for (const dateInserted of [MINUTE_AGO, HOUR_AGO]) {
        for (const closed of [false, true]) {
          for (const editTimeout of [-1, 0, 600]) {
            const context = contextOf(role, { editTimeout });
            const ours = commentActions(
              comment({ dateInserted }),
              discussion({ closed }),
              context,
            ).edit;
            const composer = editWindowOf(
              'comment',
              { categoryID: CATEGORY, insertUserID: USER_IDS.author, dateInserted, closed },
              { userID: context.userID, permissions: permissionsOf(role), editTimeout },
              NOW,
            ).allowed;
            // The banned author is refused here; the composer leaves that to the server.
            if (role !== 'banned')
              expect([role, dateInserted, closed, editTimeout, ours]).toEqual([
                role,
                dateInserted,
                closed,
                editTimeout,
                composer,
              ]);
          }
        }
      }
    }
  });
});

describe('useCommentActionContext', () => {
  function contextFrom(config: BootstrapConfig): CommentActionContext {
    const store = makeTestStore({ ...TEST_CONFIG, ...config });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    return renderHook(() => useCommentActionContext(), { wrapper }).result.current;
  }

  it('reads the viewer, their permissions and the site settings from the store', () => {
    const context = contextFrom({
      currentUser: { userID: 3, name: 'member' },
      permissions: {
        permissions: [
          { type: 'global', id: null, permissions: { 'session.valid': true } },
          { type: 'category', id: CATEGORY, permissions: { 'comments.add': true } },
        ],
        junctions: { category: [CATEGORY] },
      },
      config: { 'featureFlags.escalations.Enabled': true, 'garden.editTimeout': 3600 },
    });
    expect(context.userID).toBe(3);
    expect(context.banned).toBe(false);
    expect(context.escalationsEnabled).toBe(true);
    expect(context.editTimeout).toBe(3600);
    expect(context.has('comments.add', CATEGORY)).toBe(true);
    expect(context.has('comments.add', 99)).toBe(false);
  });

  it('defaults to a guest without escalations and no edit limit', () => {
    const context = contextFrom({});
    expect(context).toMatchObject({
      userID: 0,
      banned: false,
      escalationsEnabled: false,
      editTimeout: -1,
    });
  });

  it('knows a banned viewer (the `banned` field of GET /users/me)', () => {
    const banned = { userID: 6, name: 'b', banned: 1 } as BootstrapConfig['currentUser'];
    expect(contextFrom({ currentUser: banned }).banned).toBe(true);
  });
});
