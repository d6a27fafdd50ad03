import type { ApiPermissions } from '@/api/types/users';
import { hasPermission } from '@/permissions/hasPermission';

const data: ApiPermissions = {
  permissions: [
    { type: 'global', id: null, permissions: { 'session.valid': true, 'discussions.view': true } },
    { type: 'category', id: 5, permissions: { 'discussions.edit': true, 'comments.add': true } },
    { type: 'category', id: 9, permissions: { 'comments.add': false } },
  ],
  junctions: { category: [5, 9] },
  junctionAliases: { category: { '12': 5 } },
};

describe('hasPermission', () => {
  it('finds a global permission in the default globalOrResource mode', () => {
    expect(hasPermission(data, 'discussions.view')).toBe(true);
  });

  it('finds a resource permission in globalOrResource mode without a resource ID', () => {
    expect(hasPermission(data, 'discussions.edit')).toBe(true);
  });

  it('holds when any of several names holds', () => {
    expect(hasPermission(data, ['site.manage', 'discussions.view'])).toBe(true);
    expect(hasPermission(data, ['site.manage', 'users.delete'])).toBe(false);
  });

  it('global mode reads only the global entry', () => {
    expect(hasPermission(data, 'discussions.edit', { mode: 'global' })).toBe(false);
  });

  it('resource mode reads only the entries of that resource', () => {
    const on = { mode: 'resource', resourceType: 'category' } as const;
    expect(hasPermission(data, 'discussions.edit', { ...on, resourceID: 5 })).toBe(true);
    expect(hasPermission(data, 'discussions.edit', { ...on, resourceID: 9 })).toBe(false);
    expect(hasPermission(data, 'discussions.view', { ...on, resourceID: 5 })).toBe(false);
  });

  it('defaults to resourceIfJunction when a resource ID is given: a junction reads its own entry', () => {
    expect(hasPermission(data, 'comments.add', { resourceType: 'category', resourceID: 9 })).toBe(
      false,
    );
    expect(hasPermission(data, 'comments.add', { resourceType: 'category', resourceID: 5 })).toBe(
      true,
    );
  });

  it('resourceIfJunction falls back to the global entry for a resource that is not a junction', () => {
    expect(
      hasPermission(data, 'discussions.view', { resourceType: 'category', resourceID: 77 }),
    ).toBe(true);
    expect(
      hasPermission(data, 'discussions.edit', { resourceType: 'category', resourceID: 77 }),
    ).toBe(false);
  });

  it('follows junctionAliases to the resource whose permissions apply', () => {
    expect(
      hasPermission(data, 'discussions.edit', { resourceType: 'category', resourceID: 12 }),
    ).toBe(true);
  });

  it('gives an admin every permission', () => {
    expect(hasPermission({ ...data, isAdmin: true }, 'anything.at.all', { mode: 'global' })).toBe(
      true,
    );
  });

  it('grants nothing without permissions data', () => {
    expect(hasPermission(undefined, 'session.valid')).toBe(false);
  });
});
