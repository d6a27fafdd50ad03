/** Permission names, as the spec (03 §6, 02 §6) names them. */
export const GLOBAL_PERMISSIONS = [
  'session.valid',
  'profiles.view',
  'personalInfo.view',
  'conversations.add',
  'users.add',
  'users.edit',
  'users.delete',
  'settings.manage',
  'site.manage',
  'community.manage',
  'community.moderate',
  'curation.manage',
  'staff.allow',
  'flag.add',
  'reactions.view',
  'reactions.positive.add',
  'reactions.negative.add',
  'reactions.flag.add',
  'tags.add',
  'uploads.add',
  'signatures.edit',
  'email.view',
] as const;

export const CATEGORY_PERMISSIONS = [
  'discussions.view',
  'discussions.add',
  'discussions.edit',
  'discussions.delete',
  'discussions.close',
  'discussions.closeOwn',
  'discussions.announce',
  'discussions.sink',
  'discussions.moderate',
  'discussions.manage',
  'comments.add',
  'comments.edit',
  'comments.delete',
] as const;

export type GlobalPermission = (typeof GLOBAL_PERMISSIONS)[number];
export type CategoryPermission = (typeof CATEGORY_PERMISSIONS)[number];
export type PermissionName = GlobalPermission | CategoryPermission;

export const ROLE = { guest: 2, banned: 4, member: 8, admin: 16, moderator: 32 } as const;

const memberGlobal: GlobalPermission[] = [
  'session.valid',
  'profiles.view',
  'conversations.add',
  'flag.add',
  'reactions.view',
  'reactions.positive.add',
  'reactions.negative.add',
  'reactions.flag.add',
  'uploads.add',
  'signatures.edit',
];
const moderatorGlobal: GlobalPermission[] = [
  ...memberGlobal,
  'personalInfo.view',
  'community.manage',
  'community.moderate',
  'curation.manage',
  'staff.allow',
  'tags.add',
  'users.edit',
  'email.view',
];
const memberCategory: CategoryPermission[] = [
  'discussions.view',
  'discussions.add',
  'discussions.closeOwn',
  'comments.add',
];
const moderatorCategory: CategoryPermission[] = [...CATEGORY_PERMISSIONS];

/** The default grants of each seeded role: global ones, and those for all categories. */
export const ROLE_GRANTS: Record<
  number,
  { global: GlobalPermission[]; category: CategoryPermission[] }
> = {
  [ROLE.guest]: { global: ['profiles.view', 'reactions.view'], category: ['discussions.view'] },
  [ROLE.banned]: { global: ['profiles.view'], category: ['discussions.view'] },
  [ROLE.member]: { global: memberGlobal, category: memberCategory },
  [ROLE.moderator]: { global: moderatorGlobal, category: moderatorCategory },
  [ROLE.admin]: { global: [...GLOBAL_PERMISSIONS], category: [...CATEGORY_PERMISSIONS] },
};
