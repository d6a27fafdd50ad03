import type { BootstrapConfig } from '@/api/types/bootstrap';
import type { ApiDiscussion, ApiReaction } from '@/api/types/discussions';
import type { ApiComment } from '@/api/types/posting';
import { TEST_CONFIG } from '../../../support/msw';

export const reactions = (): ApiReaction[] => [
  { tagID: 1, urlcode: 'Up', name: 'Up', class: 'Positive', count: 0, reactionValue: 1 },
  { tagID: 2, urlcode: 'Down', name: 'Down', class: 'Negative', count: 0, reactionValue: -1 },
  { tagID: 3, urlcode: 'Like', name: 'Like', class: 'Positive', count: 0 },
  { tagID: 9, urlcode: 'Spam', name: 'Spam', class: 'Flag', count: 0 },
];

export const discussion = (extra: Partial<ApiDiscussion> = {}): ApiDiscussion => ({
  discussionID: 5,
  name: 'How do widgets mount?',
  body: '<p>The <strong>first</strong> post.</p>',
  categoryID: 1,
  category: { name: 'General', url: 'http://localhost/categories/general' },
  url: 'http://localhost/discussion/5/how-do-widgets-mount',
  insertUserID: 4,
  insertUser: { userID: 4, name: 'author' },
  dateInserted: '2025-06-01T10:00:00Z',
  countComments: 3,
  score: 0,
  reactions: reactions(),
  breadcrumbs: [
    { name: 'Home', url: 'http://localhost/' },
    { name: 'General', url: 'http://localhost/categories/general' },
  ],
  ...extra,
});

export const comment = (id: number, extra: Partial<ApiComment> = {}): ApiComment => ({
  commentID: id,
  discussionID: 5,
  categoryID: 1,
  body: `<p>Comment body ${id}</p>`,
  insertUserID: 6,
  insertUser: { userID: 6, name: `writer${id}` },
  dateInserted: '2025-06-02T10:00:00Z',
  url: `http://localhost/discussion/comment/${id}#Comment_${id}`,
  score: 0,
  reactions: reactions(),
  ...extra,
});

const global = (names: string[]) => ({
  permissions: [
    { type: 'global', id: null, permissions: Object.fromEntries(names.map((n) => [n, true])) },
  ],
});

export const GUEST: BootstrapConfig = { ...TEST_CONFIG, currentUser: { userID: 0, name: 'Guest' } };

export const MEMBER: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 3, name: 'member' },
  permissions: global([
    'session.valid',
    'comments.add',
    'reactions.positive.add',
    'reactions.negative.add',
    'flag.add',
  ]),
  config: { 'garden.editTimeout': 3600, 'featureFlags.escalations.Enabled': true },
};

export const MODERATOR: BootstrapConfig = {
  ...TEST_CONFIG,
  currentUser: { userID: 2, name: 'moderator' },
  permissions: global([
    'session.valid',
    'comments.add',
    'comments.edit',
    'comments.delete',
    'discussions.moderate',
    'discussions.close',
    'discussions.edit',
    'discussions.delete',
    'reactions.positive.add',
  ]),
  config: { 'garden.editTimeout': 3600 },
};
